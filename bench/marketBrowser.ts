// Issue 25's market widgets against their targets, in Chromium against the built SPA and the real
// server (simulated market data, market jobs on, a quote every 5 s by default): a user holding 50 securities
// and a dashboard of the nine market widgets, measured once the store has every widget's data.
// Page.goto until every widget is fully rendered (target < 2 s, cold and warm), the GraphQL POSTs
// by operation (target: at most one per widget), a pushed quote from the socket to the page
// (target < 1 s), 20 years of one security's daily bars warm (target < 50 ms), and the JavaScript
// of the cold visit: the app's chunks (target < 350 KB compressed) without the chart library.
// Prints figures only, never asserts. Alone: `BENCH_ONLY=market npm run bench`. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { DEFAULT_INDEX } from '../common/market';
import { LIVELY_PAIR } from '../server/market/simulated/listings';
import { MARKET_WIDGETS, dashboardContent, type DashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../src/widgets/catalogue';
import { count, desktopContext, runBrowserPhase, seconds, signInThroughScreen, sleep, within } from './browserPhase';
import { breakdown, chunkGraph, classify, dashboardVisits, kb, roundTrips, sum, totals, type DashboardVisits, type Visit } from './dashboardVisits';
import { PRICE_BARS_QUERY, untilHistory, untilStored, widgetReads, type MarketRead, type Waiting } from './marketReads';
import { printProfile } from './cpuProfile';
import { graphqlCaller, signUpOnEmulator, type Call } from './serverProcess';
import { ms, percentile } from './stats';

/**
 * How often each followed symbol is quoted (MARKET_QUOTE_SECONDS): 12 times the default 60 s, so
 * pushes come often enough to time in a short run; BENCH_QUOTE_SECONDS=1 is a stress test (55
 * symbols a second into one page).
 */
const QUOTE_SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 5);
const TARGET_MS = 2_000;
const TARGET_PUSH_MS = 1_000;
const TARGET_BARS_MS = 50;
const TARGET_INITIAL_KB = 350;
const RENDER_LIMIT_MS = 30_000;
/** How long the store is given to fetch every widget's data before the page is measured anyway. */
const STORE_LIMIT_MS = 2 * 60_000;
const PHASE_LIMIT_MS = 15 * 60_000;
const WARM_VISITS = 3;
const PUSHES = 10;
const BAR_READS = 20;
const YEARS = 20;
/** 20 years of weekdays, less a margin for the simulated calendar's closed days. */
const HISTORY_BARS = 4_900;

/** A crypto pair: its simulated quote moves whatever the day and hour of the run. */
const ALWAYS_OPEN = LIVELY_PAIR;
/** 49 US listings and a crypto pair: the 50 holdings, the first bought 20 years ago (its history is the one timed). */
const HOLDINGS = [
  'AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA', 'META', 'TSLA', 'NFLX', 'ADBE', 'COST',
  'PEP', 'JPM', 'KO', 'BRK-B', 'V', 'MA', 'UNH', 'JNJ', 'PG', 'HD',
  'XOM', 'CVX', 'MRK', 'ABBV', 'LLY', 'AVGO', 'ORCL', 'CSCO', 'INTC', 'AMD',
  'QCOM', 'TXN', 'IBM', 'CRM', 'WMT', 'DIS', 'MCD', 'NKE', 'SBUX', 'BA',
  'CAT', 'GE', 'HON', 'GS', 'MS', 'BAC', 'WFC', 'T', 'VZ', ALWAYS_OPEN,
];
const HISTORY_SYMBOL = HOLDINGS[0]!;
const PRICE_SELECTOR = `[data-widget="widgetStockPrice"] [data-testid="price-row-${ALWAYS_OPEN}"] [data-testid="price"]`;
/** A marker string of lightweight-charts' code (its container's class name), kept by the minifier. */
const CHART_LIBRARY_MARKER = 'tv-lightweight-charts';

/** The buys: one a holding, spread evenly over the 20 years up to a few months ago, on weekdays. */
function buys(portfolio: string) {
  const now = new Date();
  const first = Date.UTC(now.getUTCFullYear() - YEARS, now.getUTCMonth(), now.getUTCDate());
  const step = (YEARS * 365 * 86_400_000) / (HOLDINGS.length + 1);
  return HOLDINGS.map((ticker, i) => {
    const day = new Date(first + i * step);
    // Saturday and Sunday move to Monday.
    day.setUTCDate(day.getUTCDate() + (day.getUTCDay() === 6 ? 2 : day.getUTCDay() === 0 ? 1 : 0));
    const crypto = ticker === ALWAYS_OPEN;
    return { portfolio_Id: portfolio, ticker, currency: 'USD', date: day.toISOString().slice(0, 10), type: 'Buy', shares: crypto ? 0.5 : 10 + i, shareprice: crypto ? 30_000 : 20 + 3 * i };
  });
}

/**
 * Installed in the dashboard's page: Date.now() and the text of each change of the crypto pair's
 * price in the holdings prices widget (wherever React re-renders it). Plain script text, like
 * the other probes.
 */
const PRICE_WATCH = `(() => {
  const changes = [];
  window.__benchPrice = changes;
  const read = () => document.querySelector(${JSON.stringify(PRICE_SELECTOR)})?.textContent ?? null;
  let last = read();
  new MutationObserver(() => {
    const text = read();
    if (text !== null && text !== last) changes.push([Date.now(), text]);
    last = text;
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return last;
})()`;

/** Whether a written price ("$91,234.56") is `price` to the digits it shows. */
function shows(text: string, price: number): boolean {
  const written = Number(text.replace(/[^\d.-]/g, ''));
  const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
  return Number.isFinite(written) && Math.abs(written - price) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** For each push that changed the price, the page's first change to that price after it, in ms (null: none seen). */
function pushLatencies(pushes: readonly [number, number][], changes: readonly [number, string][]): (number | null)[] {
  return pushes
    .filter(([, price], i) => i > 0 && price !== pushes[i - 1]![1])
    .map(([receivedAt, price]) => {
      // A second behind the bench's own receipt is still this push: the two sockets may be served in either order.
      const change = changes.find(([at, text]) => at >= receivedAt - 1_000 && shows(text, price));
      return change ? change[0] - receivedAt : null;
    });
}

/** For each push, the page's socket's receipt of it (the first frame naming the symbol not yet paired) minus the bench's, in ms. */
function frameLatencies(pushes: readonly [number, number][], frames: readonly number[]): number[] {
  let next = 0;
  return pushes.flatMap(([receivedAt]) => {
    while (next < frames.length && frames[next]! < receivedAt - 1_000) next++;
    return next < frames.length ? [frames[next++]! - receivedAt] : [];
  });
}

/** The bench's own subscription to the crypto pair's pushes: [Date.now() at receipt, price]. */
function subscribeQuotes(serverUrl: string, idToken: string) {
  const pushes: [number, number][] = [];
  const errors: string[] = [];
  const client = createClient({ url: `${serverUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${idToken}` }, retryAttempts: 0 });
  client.subscribe<{ marketQuote: { price: number } }>(
    { query: `subscription ($symbols: [String!]!) { marketQuote(symbols: $symbols) { symbol price at } }`, variables: { symbols: [ALWAYS_OPEN] } },
    {
      next: ({ data }) => {
        if (data) pushes.push([Date.now(), data.marketQuote.price]);
      },
      error: (error) => errors.push(error instanceof Error ? error.message : JSON.stringify(error).slice(0, 200)),
      complete: () => undefined,
    },
  );
  return { pushes, errors, close: () => client.dispose() };
}

export async function benchMarketInBrowser(emulatorHost: string, env: Record<string, string>): Promise<void> {
  const title =
    `Market widgets in the browser (Chromium, the built SPA, the real server on its own embedded database, simulated market data, market jobs on, a quote every ${QUOTE_SECONDS} s; ` +
    `${HOLDINGS.length} holdings, ${MARKET_WIDGETS.length} market widgets)`;
  await runBrowserPhase({ name: 'market', title, limitMs: PHASE_LIMIT_MS }, async ({ workDir, startServer, launchBrowser }) => {
    const server = await startServer({ ...env, PORT: '0', DATA_DIR: workDir, MARKET_DATA: 'simulated', MARKET_JOBS: 'on', MARKET_QUOTE_SECONDS: String(QUOTE_SECONDS) });
    const email = `bench-market-${Date.now()}@example.com`;
    const password = 'bench-password';
    const idToken = await signUpOnEmulator(emulatorHost, email, password, { verifiedIn: env.FIREBASE_PROJECT_ID! });
    const call = graphqlCaller(server.url, idToken);
    const portfolio = (await call<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Bench markets" }) { _id } }')).createPortfolio._id;
    const started = performance.now();
    await call('mutation ($input: [TransactionInput!]!) { createTransaction(transactionInput: $input) { transactions { _id } } }', { input: buys(portfolio) });
    await call('mutation ($t: JSON) { editUserSetting(userSettingInput: { tourGuides: $t }) { _id } }', { t: { DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true, DASHBOARD_TOUR_3: true } });
    const createDashboard = async (name: string, content: DashboardContent) => {
      const { createDashboard: created } = await call<{ createDashboard: { _id: string; name: string } }>(
        'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id name } }',
        { input: { name, ...content } },
      );
      return `/app/v/${encodeURIComponent(created._id)}/${dashboardSlug(created.name)}`;
    };
    const content = dashboardContent(MARKET_WIDGETS, widgetDefinition);
    const dashboardPath = await createDashboard('Bench markets', content);

    // The store first: the page is measured on data already there, not on the first fetches.
    const reads = widgetReads(content.widgets);
    const waiting = await untilStored(call, reads, HOLDINGS.length, STORE_LIMIT_MS);
    const history = await untilHistory(call, HISTORY_SYMBOL, HISTORY_BARS, STORE_LIMIT_MS);
    console.log(
      `  ${HOLDINGS.length} buys (${HOLDINGS.slice(0, 3).join(', ')} … ${ALWAYS_OPEN}) created, then the widgets' ${reads.length} distinct reads (${reads.map((read) => read.operation).join(', ')}) ` +
        `asked each second until none was pending: ${waiting.length === 0 ? `all ready after ${seconds(performance.now() - started)}` : `still waiting after ${seconds(STORE_LIMIT_MS)}: ${describeWaiting(waiting)}`}`,
    );

    await printReadsAlone(call, reads);

    // 4. 20 years of daily bars, warm: the same read the advanced chart sends for MAX.
    await printBarsRead(server.url, idToken, history);

    // 1-2. The dashboard, cold then warm.
    const browser = await launchBrowser();
    const context = await desktopContext(browser, server.url);
    const visits = await dashboardVisits(context, { content: 'svg, table, output, canvas, li', unfinishedText: 'Fetching prices for' }, RENDER_LIMIT_MS);
    const signInPage = await context.newPage();
    await signInThroughScreen(signInPage, email, password, '/app/profile');
    await signInPage.close();
    let { page, cold } = await measureDashboard(visits, dashboardPath, 'with every widget on its default settings');

    // A widget whose default symbol never gets its data would leave the figures above unmeasured:
    // the same dashboard again with those widgets on a held security whose history is stored.
    const retargeted = new Set(waiting.flatMap(({ read }) => read.widgets).filter((name) => 'selectedTicker' in (widgetDefinition(name)?.configs ?? {})));
    if (retargeted.size > 0) {
      const held = dashboardContent(MARKET_WIDGETS, widgetDefinition);
      for (const widget of Object.values(held.widgets)) {
        if (retargeted.has(widget.name)) widget.config = { ...widget.config, selectedTicker: { ticker: HISTORY_SYMBOL, tickerDisplay: HISTORY_SYMBOL } };
      }
      const heldPath = await createDashboard('Bench markets on a holding', held);
      const stillWaiting = await untilStored(call, widgetReads(held.widgets), HOLDINGS.length, STORE_LIMIT_MS);
      if (stillWaiting.length > 0) console.log(`  with ${[...retargeted].join(', ')} on ${HISTORY_SYMBOL}, reads still waiting: ${describeWaiting(stillWaiting)}`);
      ({ page, cold } = await measureDashboard(visits, heldPath, `with ${[...retargeted].join(' and ')} on ${HISTORY_SYMBOL} (held, its history stored) instead of their default ${DEFAULT_INDEX.ticker}`));
    }

    // 3. A pushed quote, from the bench's socket to the page.
    await printPushLatency(page, server.url, idToken);

    // 5. The JavaScript of the cold visit, and where the chart library is.
    printJavaScript(cold);
    await within(context.close(), 10_000, undefined);
  });
}

const widgetReadCount = (calls: Map<string, number>) => sum([...calls].filter(([name]) => name.startsWith('Widget')).map(([, n]) => n));

const describeWaiting = (waiting: readonly Waiting[]) => waiting.map(({ read, reason }) => `${reason} (${read.widgets.join(', ')})`).join('; ');

/** A dashboard's cold visit and warm navigations, printed; returns the page (still on the dashboard) and the cold visit. */
async function measureDashboard({ visit, coldPage, describe }: DashboardVisits, dashboardPath: string, label: string): Promise<{ page: Page; cold: Visit }> {
  const page = await coldPage();
  const cold = await visit(page, dashboardPath, MARKET_WIDGETS.length);
  const warm: Visit[] = [];
  for (let i = 0; i < WARM_VISITS; i++) {
    warm.push(await visit(page, dashboardPath, MARKET_WIDGETS.length));
    if (warm[0]!.renderedMs === null) break; // the same widgets would wait out the limit again
  }
  console.log(`  page.goto → all ${MARKET_WIDGETS.length} market widgets fully rendered (none loading, none "Fetching prices for"; each shows a chart, table, figure, canvas or list), ${label}:`);
  console.log(`    cold first visit (HTTP cache empty): ${describe(cold, TARGET_MS)}`);
  console.log(`      meanwhile: ${cold.mainThread}`);
  if (cold.renderedMs !== null) console.log(`      last widgets rendered: ${cold.slowest.map(([name, at]) => `${name} ${seconds(at)}`).join(', ')}`);
  console.log(`    warm second navigation (the app's JS in the HTTP cache): ${describe(warm[0]!, TARGET_MS)}`);
  console.log(`      meanwhile: ${warm[0]!.mainThread}`);
  if (warm.length > 1) console.log(`    warm again: ${warm.slice(1).map((v) => (v.renderedMs === null ? 'not rendered' : seconds(v.renderedMs))).join(', ')}`);
  if (process.env.BENCH_PROFILE) await printProfile(page.context(), page, 'one more warm visit', () => visit(page, dashboardPath, MARKET_WIDGETS.length));
  const notShown = cold.states.filter((state) => !state.endsWith(': shown'));
  if (notShown.length > 0) console.log(`    widgets not shown in full when the cold visit ended: ${notShown.join('; ')}`);
  for (const [when, measured] of [
    ['cold', cold],
    ['warm', warm[0]!],
  ] as const) {
    console.log(
      `  GraphQL POSTs after first contentful paint until fully rendered, ${when}: ${roundTrips(measured)} for ${MARKET_WIDGETS.length} widgets (target ≤ ${MARKET_WIDGETS.length}, at most one per widget); ` +
        `of them the widgets' own (Widget…) ${widgetReadCount(measured.afterPaint)}; ${breakdown(measured.afterPaint)}; before it: ${breakdown(measured.beforePaint)}`,
    );
  }
  return { page, cold };
}

/** Each widget read alone, warm, 5 times: the server's share of the dashboard's wait, per widget. */
async function printReadsAlone(call: Call, reads: readonly MarketRead[]): Promise<void> {
  const medians: string[] = [];
  for (const read of reads) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const begun = performance.now();
      await call(read.query, read.variables);
      times.push(performance.now() - begun);
    }
    medians.push(`${read.operation} (${read.widgets.join(', ')}) ${ms(percentile(times, 50))}`);
  }
  console.log(`  each widget read alone, warm, median of 5: ${medians.join('; ')}`);
  // All at once, as a dashboard sends them: what the server adds when they queue on one database.
  const together: number[] = [];
  for (let i = 0; i < 5; i++) {
    const begun = performance.now();
    await Promise.all(reads.map((read) => call(read.query, read.variables)));
    together.push(performance.now() - begun);
  }
  console.log(`  all ${reads.length} reads at once, warm, until the last answer: median of 5 ${ms(percentile(together, 50))}`);
}

/** 20 warm POSTs of one security's whole daily history, every column, after a warm-up. */
async function printBarsRead(serverUrl: string, idToken: string, history: number): Promise<void> {
  const barTimes: number[] = [];
  let answer = '';
  for (let i = 0; i <= BAR_READS; i++) {
    const begun = performance.now();
    const response = await fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ query: PRICE_BARS_QUERY, variables: { symbols: [HISTORY_SYMBOL], range: 'MAX' } }),
    });
    answer = await response.text();
    if (i > 0) barTimes.push(performance.now() - begun);
  }
  const bars = (JSON.parse(answer) as { data?: { priceBars: { time: number[] }[] } }).data?.priceBars[0]?.time.length ?? 0;
  const median = percentile(barTimes, 50);
  console.log(
    `  priceBars(${HISTORY_SYMBOL}, MAX), every column, ${BAR_READS} warm POSTs: median ${ms(median)}, p95 ${ms(percentile(barTimes, 95))} (target < ${TARGET_BARS_MS} ms: ${median < TARGET_BARS_MS ? 'within' : 'over'}); ` +
      `${count(bars)} bars (${count(history)} when the wait ended), ${kb(Buffer.byteLength(answer))} of JSON`,
  );
}

async function printPushLatency(page: Page, serverUrl: string, idToken: string): Promise<void> {
  // The page's own socket, read through the DevTools protocol: when its pushes of the pair arrive.
  const pageFrames: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    if (response.payloadData.includes(`"${ALWAYS_OPEN}"`)) pageFrames.push(Date.now());
  });
  await cdp.send('Network.enable');
  const shown = (await page.evaluate(PRICE_WATCH)) as string | null;
  const socket = subscribeQuotes(serverUrl, idToken);
  const began = Date.now();
  const deadline = began + 60_000;
  const moves = () => socket.pushes.filter(([, price], i) => i > 0 && price !== socket.pushes[i - 1]![1]).length;
  while (moves() < PUSHES && socket.errors.length === 0 && Date.now() < deadline) await sleep(200);
  const listened = Date.now() - began;
  await sleep(2_000); // the page's change for the last push
  socket.close();
  await cdp.detach().catch(() => undefined);
  const changes = (await page.evaluate('window.__benchPrice')) as [number, string][];
  const latencies = pushLatencies(socket.pushes, changes);
  const transport = frameLatencies(socket.pushes, pageFrames);
  const seen = latencies.filter((latency): latency is number => latency !== null);
  console.log(
    `  a pushed quote of ${ALWAYS_OPEN} (target < ${TARGET_PUSH_MS} ms): Date.now() when the holdings prices widget's price text changed to it, minus Date.now() when the bench's own ` +
      `graphql-ws subscription received it (the server tells both sockets when it stores the quote; this is the page's socket, Apollo cache and render)`,
  );
  if (socket.errors.length > 0 || shown === null) {
    console.log(`    not measured: ${socket.errors.join('; ') || `no ${PRICE_SELECTOR} in the page`}`);
    return;
  }
  const median = percentile(seen, 50);
  console.log(
    `    ${socket.pushes.length} pushes in ${seconds(listened)}, ${latencies.length} of them a new price; ${seen.length} of those seen in the page: ` +
      (seen.length > 0 ? `median ${ms(median)}, max ${ms(Math.max(...seen))} (${median < TARGET_PUSH_MS && Math.max(...seen) < TARGET_PUSH_MS ? 'within' : 'over'}); ` : '') +
      `${changes.length} price changes in the page meanwhile`,
  );
  console.log(
    `    every push, the page's socket receiving it (DevTools frame) minus the bench's: ${transport.length} paired, median ${ms(percentile(transport, 50))}, max ${ms(Math.max(...transport))}; ` +
      `the page showed ${JSON.stringify(shown)} first${changes.length > 0 ? `, ${JSON.stringify(changes[changes.length - 1]![1])} last` : ''}`,
  );
}

function printJavaScript(cold: Visit): void {
  const split = classify(cold.scripts, chunkGraph());
  const appCompressed = sum(split.app.map((s) => s.transferred));
  console.log(`  JavaScript loaded until fully rendered (cold): ${totals(cold.scripts)}`);
  console.log(`    route and app chunks: ${totals(split.app)} (target < ${TARGET_INITIAL_KB} KB compressed: ${appCompressed / 1024 < TARGET_INITIAL_KB ? 'within' : 'over'})`);
  console.log(`      ${[...split.app].sort((a, b) => b.transferred - a.transferred).map((s) => `${s.file} ${kb(s.transferred)}`).join(', ')}`);
  console.log(`    widget chunks: ${totals(split.widgets)}: ${split.widgets.map((s) => `${s.file} (${s.widget})`).join(', ') || 'none'}`);
  const missing = MARKET_WIDGETS.filter((name) => !split.widgets.some((s) => s.widget === name));
  if (missing.length > 0) console.log(`      no chunk of its own seen for: ${missing.join(', ')}`);
  console.log(`    chunks loaded only for widgets (shared widget code, chart libraries): ${totals(split.forWidgets)}${split.forWidgets.length > 0 ? `: ${split.forWidgets.map((s) => `${s.file} ${kb(s.transferred)}`).join(', ')}` : ''}`);
  const assets = path.join('dist', 'assets');
  const holders = fs.readdirSync(assets).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes(CHART_LIBRARY_MARKER));
  const where = holders.map((file) => {
    const script = cold.scripts.find((s) => s.file === file);
    const role = split.app.some((s) => s.file === file)
      ? 'AMONG THE APP CHUNKS'
      : split.widgets.find((s) => s.file === file)
        ? `the ${split.widgets.find((s) => s.file === file)!.widget} widget's own chunk`
        : script
          ? 'a chunk loaded only for widgets'
          : 'not loaded on this visit';
    return `${file} (${role}${script ? `, ${kb(script.transferred)} compressed` : ''})`;
  });
  console.log(`    lightweight-charts ("${CHART_LIBRARY_MARKER}" in dist/assets): ${where.join(', ') || 'in no chunk'}`);
}
