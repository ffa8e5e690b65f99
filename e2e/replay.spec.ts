// Support staff replaying a user's operation log (issue 8): a real session is recorded against
// the real server, downloaded from the profile, and replayed by `npm run replay`'s server, which
// has no API. The replayed screens must show what the user saw, without one request to a server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { freePort } from '../scripts/lib/freePort';
import { startReplayServer, type RunningReplayServer } from '../scripts/lib/replayServer';
import { readOperationLog } from '../src/features/support/replay/logFile';
import type { ReplayWarning } from '../src/features/support/replay/recordedAnswers';
import { createEmulatorUser } from './support/emulator';
import { fillRow, setUpLedger } from './support/ledgerUi';
import { SCREEN_DIR } from './support/screens';
import { serverAnswer, signedInPage } from './support/session';

const KPIS = ['kpi-total-value', 'kpi-realised-gain', 'kpi-income'];

/** Opens the profile from the app's own link, as a user would (the cache of the session stays), and downloads the log. */
async function downloadLog(page: Page): Promise<string> {
  await page.getByRole('link', { name: /^Profile:/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download operation log' }).click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

interface Replay {
  server: RunningReplayServer;
  context: BrowserContext;
  page: Page;
  warnings: ReplayWarning[];
  /** Requests that tried to leave the replay for the real server or any API. */
  escaped: string[];
}

/** Serves the log like `npm run replay` and opens a fresh browser (no session) on it. */
async function replay(browser: Browser, logText: string, realOrigin: string, { check = true } = {}): Promise<Replay> {
  const reading = await readOperationLog(logText);
  if (check && !reading.ok) throw new Error(reading.message);
  const warnings: ReplayWarning[] = [];
  const server = await startReplayServer({
    logText,
    appVersion: reading.ok ? reading.log.appVersion : 'unknown',
    spaDir: 'dist-replay',
    port: await freePort(),
    onReport: (report) => {
      if ('warning' in report) warnings.push(report.warning);
    },
  });
  const context = await browser.newContext();
  const escaped: string[] = [];
  // As if the real server were stopped: anything sent to it, or to any /graphql, fails and is counted.
  await context.route((url) => url.origin === realOrigin || url.pathname.endsWith('/graphql'), async (route) => {
    escaped.push(route.request().url());
    await route.abort('connectionrefused');
  });
  return { server, context, page: await context.newPage(), warnings, escaped };
}

async function closeReplay({ server, context }: Replay): Promise<void> {
  await context.close();
  await server.close();
}

test('a recorded session that adds a transaction and opens a dashboard replays with the same figures, without a server', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Rosa' });
  const page = await signedInPage(browser, user);
  await page.setViewportSize({ width: 1280, height: 900 });
  await setUpLedger(page);
  await page.goto('/app/transaction/add');
  await fillRow(page.getByRole('group', { name: 'Transaction 1' }), { kind: 'Buy', symbol: 'AAPL', date: '2024-01-02', fields: { Shares: '10', 'Price per share': '100' } });
  const created = serverAnswer(page, 'CreateTransaction');
  // After the save the list fetches the ledger again (the server's push): the user sees it answered
  // before moving on, so the log holds the list they saw rather than a request the next page cut off.
  const listed = serverAnswer(page, 'UserTransactionTable');
  await page.getByRole('button', { name: /^Save 1 transaction$/ }).click();
  await created;
  await expect(page).toHaveURL(/\/app\/transaction$/);
  await listed;
  await expect(page.getByRole('row').filter({ hasText: 'AAPL' })).toHaveCount(1);

  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/v\/[^/]+\/my-portfolio$/);
  const dashboardPath = new URL(page.url()).pathname;
  const tour = page.locator('.driver-popover');
  await expect(tour).toContainText('Your dashboards');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  for (const kpi of KPIS) await expect(page.getByTestId(kpi)).toHaveText(/\d/);
  await expect(page.getByRole('region', { name: 'Holdings profit and loss' })).toContainText('AAPL');
  const original = Object.fromEntries(await Promise.all(KPIS.map(async (kpi) => [kpi, await page.getByTestId(kpi).textContent()] as const)));
  const holdings = (await page.getByRole('region', { name: 'Holdings profit and loss' }).getByRole('table').textContent()) ?? '';
  await page.screenshot({ path: `${SCREEN_DIR}/replay-original-dashboard.png` });

  const logText = await downloadLog(page);
  for (const secret of [user.password, user.email]) expect(logText).not.toContain(secret);
  // Kept with the run's output: the Jest replay test's fixture was made from one of these.
  fs.writeFileSync(test.info().outputPath('operation-log.json'), logText);

  const replayed = await replay(browser, logText, new URL(baseURL!).origin);
  try {
    const { page: view } = replayed;
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto(`${replayed.server.origin}${dashboardPath}`);
    // The profile as the user arrived on the dashboard (their last sign-in's): the tour shows, as it did.
    const replayTour = view.locator('.driver-popover');
    await expect(replayTour).toContainText('Your dashboards');
    await view.keyboard.press('Escape');
    for (const kpi of KPIS) await expect(view.getByTestId(kpi)).toHaveText(original[kpi]!);
    await expect(view.getByRole('region', { name: 'Holdings profit and loss' }).getByRole('table')).toHaveText(holdings);
    const banner = view.getByRole('complementary', { name: 'Replay' });
    await expect(banner).toContainText('Replay of an operation log');
    await expect(replayTour).toBeHidden();
    await view.screenshot({ path: `${SCREEN_DIR}/replay-replayed-dashboard.png` });

    // The transaction list as the user left it: the added Buy.
    await view.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions', exact: true }).click();
    await expect(view.getByRole('row').filter({ hasText: 'AAPL' })).toHaveCount(1);

    expect(replayed.warnings.filter((warning) => warning.kind === 'unanswered')).toEqual([]);
    expect(replayed.escaped).toEqual([]);
  } finally {
    await closeReplay(replayed);
  }
});

test('a recorded failure replays as the same error screen', async ({ browser, baseURL }) => {
  const user = await createEmulatorUser({ name: 'Ivo' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);
  const message = 'The ledger is being upgraded. Try again in a minute.';
  // The server fails this one request, as a real outage would.
  await page.route('**/graphql', async (route) =>
    (route.request().postData() ?? '').includes('"operationName":"UserTransactionTable"')
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message }) })
      : route.fallback(),
  );
  await page.goto('/app/transaction');
  await expect(page.getByText(message)).toBeVisible();
  await page.unrouteAll();

  const replayed = await replay(browser, await downloadLog(page), new URL(baseURL!).origin);
  try {
    await replayed.page.goto(`${replayed.server.origin}/app/transaction`);
    await expect(replayed.page.getByText(message)).toBeVisible();
    await replayed.page.screenshot({ path: `${SCREEN_DIR}/replay-replayed-failure.png` });
    expect(replayed.escaped).toEqual([]);
  } finally {
    await closeReplay(replayed);
  }
});

/** Runs `npm run replay` (its script) on a file until it prints `until` or exits. */
function runReplayCli(file: string, port: number, until: RegExp): Promise<{ code: number | null; output: string; stop(): void }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/replay.ts', file, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const stop = () => child.kill('SIGTERM');
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ code, output, stop }));
  });
}

test('a damaged log gets a clear message from npm run replay and from the replay page; a good one is served at its route', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const user = await createEmulatorUser({ name: 'Kai' });
  const page = await signedInPage(browser, user);
  const logText = await downloadLog(page);
  const tampered = logText.replace('"AuditUser"', '"AuditUsers"');
  const tamperedFile = test.info().outputPath('tampered.json');
  const goodFile = test.info().outputPath('good.json');
  fs.writeFileSync(tamperedFile, tampered);
  fs.writeFileSync(goodFile, logText);

  const refused = await runReplayCli(tamperedFile, await freePort(), /$^/);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('This operation log was changed after it was downloaded');

  const port = await freePort();
  const served = await runReplayCli(goodFile, port, /Open http:\S+/);
  try {
    expect(served.output).toContain(`Open http://127.0.0.1:${port}/app/profile`);
    const response = await page.request.get(`http://127.0.0.1:${port}/app/profile`);
    expect(await response.text()).toContain('Replay · Portfolio Tracker');
    expect((await page.request.post(`http://127.0.0.1:${port}/graphql`, { data: { query: '{ __typename }' } })).status()).toBe(404);
  } finally {
    served.stop();
  }

  // Given such a file anyway, the replay page says why it cannot replay it, and nothing else.
  const replayed = await replay(browser, tampered, new URL(baseURL!).origin, { check: false });
  try {
    await replayed.page.goto(`${replayed.server.origin}/app/`);
    await expect(replayed.page.getByRole('alert')).toContainText('This log cannot be replayed');
    await expect(replayed.page.getByRole('alert')).toContainText('changed after it was downloaded');
    await replayed.page.screenshot({ path: `${SCREEN_DIR}/replay-refused.png` });
  } finally {
    await closeReplay(replayed);
  }
});
