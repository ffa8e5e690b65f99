// The import as a user lives it, against its targets, in Chromium against the built SPA and the
// real server on a fresh embedded database: a generated 100,000-row Interactive Brokers Flex CSV
// chosen on /app/transaction/import, read and checked in the page's Web Worker (target < 5 s, the
// page responsive throughout), imported (target < 15 s), then the 100,000 transactions listed and
// scrolled (virtualised: smooth, few rows in the DOM). Prints figures only, never asserts.
// Alone: `BENCH_ONLY=import npm run bench`; BENCH_IMPORT_ROWS changes the size, BENCH_IMPORT_WAIT_S
// how long a result is waited for, BENCH_BROWSER_PROFILE=dir keeps the page's CPU profiles. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { count, desktopContext, longest, mainThread, pageNow, probeWindow, runBrowserPhase, seconds, signInThroughScreen, sleep, within, type ProbeWindow } from './browserPhase';
import { signUpOnEmulator } from './serverProcess';
import { ms, percentile } from './stats';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TICKERS = 500;
const FIXTURE = path.resolve('..', 'shared', 'fixtures', 'ibkr', 'vti-buy-on-ibkr.csv');
/**
 * How long the import's result and the list's first rows are each waited for before the bench
 * reports them as not shown (BENCH_IMPORT_WAIT_S, 150 s by default: the phase stays within minutes).
 */
const WAIT_LIMIT_MS = Number(process.env.BENCH_IMPORT_WAIT_S ?? 150) * 1000;
/** Past this the phase gives up (closing the browser unblocks every wait), so a hang cannot stall the bench. */
const PHASE_LIMIT_MS = 2 * WAIT_LIMIT_MS + 5 * 60_000;
/** A frame slower than this is counted as dropped: the eye sees it as a stutter. */
const DROPPED_FRAME_MS = 50;

/**
 * A Flex statement of `count` executions, the recorded VTI buy's columns and values with the
 * trade's own fields varied: 500 made-up tickers, weekdays over 20 years in date order, mostly
 * buys (every fourth trade of a ticker sells 5 of the 30 or more held), unique TradeIDs. The
 * made-up symbols have no real ISIN, CUSIP or Conid, so those cells are left empty.
 */
export function generateFlexCsv(count: number, fixture = fs.readFileSync(FIXTURE, 'utf8')): string {
  const [headerLine, rowLine] = fixture.trim().split(/\r?\n/);
  if (!headerLine || !rowLine) throw new Error(`${FIXTURE} has no trade row.`);
  const cells = (line: string) => line.slice(1, -1).split('","');
  const header = cells(headerLine);
  const template = cells(rowLine);
  const column = (title: string) => {
    const index = header.indexOf(title);
    if (index < 0) throw new Error(`${FIXTURE} has no ${title} column.`);
    return index;
  };
  const at = Object.fromEntries(
    [
      'Symbol', 'DateTime', 'TradeDate', 'Quantity', 'TradePrice', 'Buy/Sell', 'Description', 'Conid', 'SecurityID', 'SecurityIDType', 'CUSIP', 'ISIN', 'TradeID', 'ReportDate',
      'SettleDateTarget', 'TradeMoney', 'Proceeds', 'NetCash', 'ClosePrice', 'Open/CloseIndicator', 'CostBasis', 'IBOrderID', 'TransactionID', 'IBExecID',
      'BrokerageOrderID', 'ExtExecID', 'OrderTime',
    ].map((title) => [title, column(title)]),
  );

  const weekdays: string[] = [];
  for (let day = Date.UTC(2006, 0, 2); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(new Date(day).toISOString().slice(0, 10).replaceAll('-', ''));
  }
  const ticker = (index: number) => String.fromCharCode(66 + Math.floor(index / 676), 65 + (Math.floor(index / 26) % 26), 65 + (index % 26));

  const lines = [headerLine];
  for (let i = 0; i < count; i++) {
    const symbol = i % TICKERS;
    const trade = Math.floor(i / TICKERS);
    const sell = trade % 4 === 3;
    const date = weekdays[Math.floor((i / count) * weekdays.length)]!;
    const quantity = sell ? 5 : 10 + (trade % 20);
    const price = (20 + (symbol % 300) + 10 * Math.sin(i / 997) + (i % 1000) / 400).toFixed(4);
    const money = (quantity * Number(price)).toFixed(4);
    const time = `${String(9 + (i % 7)).padStart(2, '0')}${String(i % 60).padStart(2, '0')}${String((i * 7) % 60).padStart(2, '0')}`;
    const row = [...template];
    const set = (title: string, value: string) => (row[at[title]!] = value);
    set('Symbol', ticker(symbol));
    set('DateTime', `${date};${time}`);
    set('TradeDate', date);
    set('ReportDate', date);
    set('SettleDateTarget', date);
    set('OrderTime', `${date};${time}`);
    set('Quantity', String(sell ? -quantity : quantity));
    set('TradePrice', price);
    set('ClosePrice', price);
    set('Buy/Sell', sell ? 'SELL' : 'BUY');
    set('Open/CloseIndicator', sell ? 'C' : 'O');
    set('Description', `BENCH ${ticker(symbol)} INC`);
    for (const title of ['Conid', 'SecurityID', 'SecurityIDType', 'CUSIP', 'ISIN', 'IBExecID', 'BrokerageOrderID', 'ExtExecID']) set(title, '');
    set('TradeID', String(3_000_000_000 + i));
    set('IBOrderID', String(4_000_000_000 + i));
    set('TransactionID', String(5_000_000_000 + i));
    set('TradeMoney', sell ? `-${money}` : money);
    set('Proceeds', sell ? money : `-${money}`);
    set('NetCash', sell ? (Number(money) - 1).toFixed(4) : `-${(Number(money) + 1).toFixed(4)}`);
    set('CostBasis', (Number(money) + 1).toFixed(4));
    lines.push(`"${row.join('","')}"`);
  }
  return `${lines.join('\n')}\n`;
}

function frameStats({ frameGaps }: ProbeWindow): string {
  return `frames p50 ${ms(percentile(frameGaps, 50))}, p95 ${ms(percentile(frameGaps, 95))}, max ${ms(longest(frameGaps))}, ${frameGaps.filter((gap) => gap > DROPPED_FRAME_MS).length} dropped (> ${DROPPED_FRAME_MS} ms) of ${count(frameGaps.length)}`;
}

const megabytes = async (call: Call) => `${((await call.bytes) / 1024 / 1024).toFixed(1)} MB`;

/** The page's live status texts (progress labels). */
const statusTexts = (page: Page) => within(page.getByRole('status').allTextContents(), 5_000, ['(no answer: the main thread is busy)']);

/** A GraphQL call from the page with the signed-in user's token (read where Firebase keeps it). */
export async function graphqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const data = await page.evaluate(
    async ({ query, variables }) => {
      const token = await new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onsuccess = () => {
            const rows = all.result as { fbase_key: string; value: { stsTokenManager?: { accessToken?: string } } }[];
            resolve(rows.find((row) => row.fbase_key.startsWith('firebase:authUser:'))?.value.stsTokenManager?.accessToken ?? null);
          };
        };
      });
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
      return body.data;
    },
    { query, variables },
  );
  return data as T;
}

/**
 * BENCH_BROWSER_PROFILE=dir writes the page's V8 CPU profile of `name` there (open it in Chrome's
 * DevTools): where the main thread spends the import and the list's load.
 */
async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_BROWSER_PROFILE;
  if (!dir) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  try {
    return await work();
  } finally {
    // A page still busy may not answer: then there is no profile rather than a stuck bench.
    const stopped = await within(session.send('Profiler.stop'), 30_000, null);
    if (stopped) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(stopped.profile));
    }
    await session.detach().catch(() => undefined);
  }
}

interface Call {
  name: string;
  /** When the request finished, on the bench's clock. */
  finishedAt: number;
  /** Request start to response end, in ms. */
  duration: number;
  bytes: Promise<number>;
}

export async function benchImportInBrowser(emulatorHost: string, env: Record<string, string>): Promise<void> {
  const title = `Import in the browser (Chromium, the built SPA, the real server on a fresh embedded database; ${count(ROWS)}-row Interactive Brokers Flex CSV, ${TICKERS} tickers)`;
  const unmeasurable = fs.existsSync(FIXTURE) ? null : `${FIXTURE} is missing`;
  await runBrowserPhase({ name: 'import', title, limitMs: PHASE_LIMIT_MS, unmeasurable }, async ({ workDir, startServer, launchBrowser }) => {
    const csvPath = path.join(workDir, 'flex-trades.csv');
    const generating = performance.now();
    fs.writeFileSync(csvPath, generateFlexCsv(ROWS));
    console.log(`  file: ${(fs.statSync(csvPath).size / 1024 / 1024).toFixed(1)} MB (generated in ${ms(performance.now() - generating)})`);

    const server = await startServer({ ...env, PORT: '0', DATA_DIR: path.join(workDir, 'data') });
    const email = `bench-import-browser-${Date.now()}@example.com`;
    const password = 'bench-password';
    await signUpOnEmulator(emulatorHost, email, password, { verifiedIn: env.FIREBASE_PROJECT_ID! });

    const browser = await launchBrowser(['--enable-precise-memory-info']);
    const context = await desktopContext(browser, server.url);
    const calls: Call[] = [];
    const watchCalls = (on: Page) =>
      on.on('requestfinished', (request) => {
        if (!request.url().endsWith('/graphql')) return;
        const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1] ?? 'anonymous';
        calls.push({ name, finishedAt: performance.now(), duration: request.timing().responseEnd, bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
      });
    const page = await context.newPage();
    watchCalls(page);

    // Signed in through the screen, as a user would; the broker account and portfolio by GraphQL.
    await signInThroughScreen(page, email, password);
    await graphqlInPage(page, 'mutation { createPortfolio(portfolioInput: { name: "Imported" }) { _id } }');
    const { createBroker } = await graphqlInPage<{ createBroker: { _id: string } }>(page, 'mutation { createBroker(brokerInput: { name: "Interactive Brokers" }) { _id } }');
    await graphqlInPage(page, 'mutation ($b: ID!) { addAccountToBroker(accountInput: { broker_Id: $b, name: "U1234567" }) { _id } }', { b: createBroker._id });

    // 1. Choose the file; the preview shows when every row is read and checked.
    await page.goto('/app/transaction/import');
    await page.getByRole('heading', { name: 'Import transactions' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Choose file' && !button.disabled));
    await sleep(500); // the screen's own start-up is not the file's reading
    const parseFrom = await pageNow(page);
    const previewHeading = page.getByRole('heading', { name: 'Check the rows before importing' });
    const fileError = page.getByRole('alert').filter({ hasText: 'cannot be imported' });
    const parseMs = await profiled(page, 'parse', async () => {
      const chosenAt = performance.now();
      await page.getByLabel('File to import').setInputFiles(csvPath);
      await previewHeading.or(fileError).first().waitFor({ timeout: WAIT_LIMIT_MS });
      return performance.now() - chosenAt;
    });
    if (!(await previewHeading.isVisible())) throw new Error(`The file was refused: ${await fileError.textContent()}`);
    // From here the rows are staged on the server in the background while the preview shows.
    const previewAt = performance.now();
    const callsAtPreview = calls.length;
    await sleep(1000); // tasks right after the preview shows still count against responsiveness
    const parsing = await probeWindow(page, parseFrom, await pageNow(page));
    const summary = (await page.getByRole('status', { name: 'Summary' }).textContent()) ?? '';
    const figure = (label: string) => new RegExp(`${label}\\s*([\\d,]+)`, 'i').exec(summary)?.[1] ?? '?';
    console.log(`  read and check (file chosen → preview): ${ms(parseMs)} (target < 5 s); ${figure('To import')} to import, ${figure('Problems')} problems, ${figure('Skipped')} skipped`);
    console.log(`    meanwhile: ${mainThread(parsing)}`);

    // 2. Import: the staged rows committed at once; the ledger lists are fetched again in the background.
    const importButton = page.getByRole('button', { name: /^Import [\d,]+ transactions?$/ });
    await importButton.waitFor();
    for (let i = 0; i < 300 && !(await importButton.isEnabled()); i++) await sleep(100);
    if (!(await importButton.isEnabled())) {
      const reason = await importButton.getAttribute('aria-describedby');
      throw new Error(`The Import button stays disabled: ${reason ? await page.locator(`[id="${reason}"]`).textContent() : 'no reason shown'}`);
    }
    // A user reads the preview and picks the portfolio first; the bench waits for the background
    // staging to finish before clicking (clicking earlier waits for it, with its progress shown).
    const stageCalls = () => calls.slice(callsAtPreview).filter((call) => call.name === 'StageImport');
    const parts = Math.ceil(ROWS / 10_000);
    for (let waited = 0; stageCalls().length < parts && waited < WAIT_LIMIT_MS; waited += 100) await sleep(100);
    const stages = stageCalls();
    const lastStage = stages[stages.length - 1];
    console.log(
      `  staged in the background while the preview shows: ${stages.length} parts of 10,000 (calls ${ms(stages.reduce((sum, call) => sum + call.duration, 0))}), ` +
        `all checked by the server ${lastStage ? ms(lastStage.finishedAt - previewAt) : '?'} after the preview appeared`,
    );
    const commitFrom = await pageNow(page);
    const callsBefore = calls.length;
    const imported = page.getByText(/^Imported [\d,]+ transactions?/);
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    let clickedAt = 0;
    const shownAfter = await profiled(page, 'import', async () => {
      clickedAt = performance.now();
      await importButton.click();
      return imported
        .or(refused)
        .first()
        .waitFor({ timeout: WAIT_LIMIT_MS })
        .then(
          () => performance.now() - clickedAt,
          () => null,
        );
    });
    if (shownAfter !== null && !(await imported.isVisible())) throw new Error(`The import failed: ${await refused.textContent()}`);
    const importCalls = calls.slice(callsBefore);
    const commitCall = importCalls.find((call) => call.name === 'CommitImport');
    const refetch = importCalls.find((call) => call.name === 'UserTransactionTable');
    const result = shownAfter === null ? `no result within ${seconds(WAIT_LIMIT_MS)}` : `"${await imported.textContent()}" shown after ${ms(shownAfter)}`;
    console.log(`  import: rows saved (Import clicked → commitImport answered) ${commitCall ? ms(commitCall.finishedAt - clickedAt) : `not within ${seconds(WAIT_LIMIT_MS)}`} (target < 15 s); ${result}`);
    console.log(
      `    commitImport ${commitCall ? ms(commitCall.duration) : '?'}, ` +
        `then the list fetched again in the background ${refetch ? `${ms(refetch.duration)} (${await megabytes(refetch)})` : 'still running when the result showed'}`,
    );
    // A page still busy cannot be asked about its frames: it is closed instead.
    if (shownAfter !== null) console.log(`    meanwhile: ${mainThread(await probeWindow(page, commitFrom, await pageNow(page)))}`);
    else console.log(`    the page was still busy (it showed ${JSON.stringify(await statusTexts(page))}): closed, and the list opened in a new one`);

    // 3. The list: from the cache the import just filled, then in a new page (session restored, every transaction fetched).
    const rowsOf = (on: Page) => on.getByRole('table', { name: 'Transactions' });
    if (shownAfter !== null) {
      const started = performance.now();
      await page.getByRole('link', { name: 'View transactions' }).click();
      await rowsOf(page).locator('[data-row]').first().waitFor({ timeout: WAIT_LIMIT_MS });
      console.log(`  transaction list from the cache the import filled: ${ms(performance.now() - started)}`);
    }
    await page.close({ runBeforeUnload: false });
    const listPage = await context.newPage();
    watchCalls(listPage);
    const callsBeforeList = calls.length;
    const table = rowsOf(listPage);
    const listedAfter = await profiled(listPage, 'list', async () => {
      const started = performance.now();
      await listPage.goto('/app/transaction', { waitUntil: 'commit' });
      return table
        .locator('[data-row]')
        .first()
        .waitFor({ timeout: WAIT_LIMIT_MS })
        .then(
          () => performance.now() - started,
          () => null,
        );
    });
    const listCall = calls.slice(callsBeforeList).find((call) => call.name === 'UserTransactionTable');
    const listQuery = `the list query ${listCall ? `${ms(listCall.duration)} (${await megabytes(listCall)})` : 'not answered'}`;
    if (listedAfter === null) {
      console.log(`  transaction list in a new page: no rows within ${seconds(WAIT_LIMIT_MS)}; ${listQuery}; not scrolled`);
      return;
    }
    await sleep(1000);
    const loading = await probeWindow(listPage, 0, await pageNow(listPage));
    const listed = Number(await table.getAttribute('aria-rowcount')) - 1;
    const heapMb = await listPage.evaluate(() => ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1024 / 1024);
    console.log(`  transaction list of ${count(listed)} in a new page (page load, session restored, list fetched, first rows shown): ${ms(listedAfter)}`);
    console.log(`    ${listQuery}; meanwhile: ${mainThread(loading)}; JS heap then ${heapMb.toFixed(0)} MB`);

    // 4. Scrolling: wheel steps like a fast flick, then the scrollbar dragged from top to bottom.
    const box = await table.boundingBox();
    if (!box) throw new Error('The transaction table has no box.');
    await listPage.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
    await sleep(500);
    const rowsInDom = () => table.evaluate((element) => element.querySelectorAll('[data-row]').length);
    let mostRows = await rowsInDom();
    const wheelFrom = await pageNow(listPage);
    const wheelStarted = performance.now();
    const STEPS = 200;
    for (let step = 1; step <= STEPS; step++) {
      await listPage.mouse.wheel(0, 400);
      await sleep(20);
      if (step % 40 === 0) mostRows = Math.max(mostRows, await rowsInDom());
    }
    await sleep(300);
    const wheelMs = performance.now() - wheelStarted;
    const wheel = await probeWindow(listPage, wheelFrom, await pageNow(listPage));
    const scrolled = await table.evaluate((element) => element.scrollTop);
    const rowHeight = await table.locator('[data-row]').first().evaluate((row) => row.getBoundingClientRect().height);
    console.log(
      `  scrolling, ${STEPS} wheel steps (${count(Math.round(scrolled))} px, ${count(Math.round(scrolled / rowHeight))} rows, in ${seconds(wheelMs)}): ${frameStats(wheel)}; at most ${mostRows} rows in the DOM`,
    );

    const SWEEP_FRAMES = 300;
    const sweepFrom = await pageNow(listPage);
    const sweptRows = await table.evaluate(async (element, frames) => {
      let most = 0;
      element.scrollTop = 0;
      for (let frame = 1; frame <= frames; frame++) {
        await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        element.scrollTop = (frame / frames) * (element.scrollHeight - element.clientHeight);
        most = Math.max(most, element.querySelectorAll('[data-row]').length);
      }
      return most;
    }, SWEEP_FRAMES);
    const sweep = await probeWindow(listPage, sweepFrom, await pageNow(listPage));
    console.log(`  scrollbar dragged top to bottom over ${SWEEP_FRAMES} frames (every frame new rows): ${frameStats(sweep)}; at most ${sweptRows} rows in the DOM`);
  });
}
