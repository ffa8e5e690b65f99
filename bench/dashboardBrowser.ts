// A dashboard as a user opens it, against its targets, in Chromium against the built SPA and the
// real server on its own embedded database: a user with BENCH_DASHBOARD_TRANSACTIONS transactions
// (10,000 by default, over 50 securities and 5 years, created through createTransaction after their
// securities' closes were stored) and a dashboard of 12 widgets. From page.goto to every widget
// fully rendered (target < 2 s; a cold first visit and warm navigations), the GraphQL round trips
// after the first paint (target: at most one per widget), and the JavaScript the route needs (target:
// < 350 KB compressed without the widgets' own chunks), with which widget chunks were fetched, also
// for a dashboard of 2 KPIs. Prints figures only, never asserts.
// Alone: `BENCH_ONLY=dashboard npm run bench`. Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { DIVIDEND_WIDGETS, dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../src/widgets/catalogue';
import { generateLedger } from './engine';
import { count, desktopContext, mainThread, probeWindow, runBrowserPhase, seconds, signInThroughScreen, within } from './browserPhase';
import { createLedger } from './ledger';
import { graphqlCaller, signUpOnEmulator } from './serverProcess';

const TRANSACTIONS = Number(process.env.BENCH_DASHBOARD_TRANSACTIONS ?? 10_000);
const SECURITIES = 50;
const YEARS = 5;
const FIRST_DAY = '2021-01-04';
const TARGET_MS = 2_000;
/** A warm navigation (the app's JavaScript already in the HTTP cache). */
const WARM_TARGET_MS = 1_500;
const TARGET_INITIAL_KB = 350;
/** How long one navigation is given to render every widget before it is reported as not rendered. */
const RENDER_LIMIT_MS = 60_000;
/** Past this the phase gives up (closing the browser unblocks every wait). */
const PHASE_LIMIT_MS = 15 * 60_000;
const WARM_VISITS = 3;

/** Issue 7's dashboard: the KPIs, the value chart, allocation, the holdings table, the timeline and the per-holding charts. */
const DASHBOARD_WIDGETS = [
  'widgetKpiTotalValue',
  'widgetTotalPLKPI',
  'widgetTotalUnRealisedGainLostKPI',
  'widgetTotalRealisedGainLostKPI',
  'widgetKpiTotalIncome',
  'widgetKpiTwr',
  'widgetPortfolioValueOvertimeChart',
  'widgetHoldingAllocation',
  'widgetStockTable',
  'widgetTransactionTimeline',
  'widgetTwrByHoldingChart',
  'widgetHoldingProfitAndLost',
];
const TWO_KPIS = ['widgetKpiTotalValue', 'widgetKpiTotalIncome'];

/**
 * Installed before the app's scripts: on every frame, whether each widget section is fully
 * rendered (nothing in it loading, and its body shows a chart's svg, a table or a KPI's output;
 * the header's icons do not count), noting when each widget, and when all N sections present,
 * first were. Plain script text, like PROBE_SCRIPT.
 */
const RENDER_PROBE = `(() => {
  const state = { allDoneAt: {}, widgetDoneAt: {} };
  window.__benchDashboard = state;
  const loading = '[data-state="loading"], [role="status"][aria-label="Loading"]';
  requestAnimationFrame(function check() {
    const now = performance.now();
    const sections = document.querySelectorAll('section[data-widget]');
    let all = sections.length > 0;
    for (const section of sections) {
      const body = section.children.length > 1 ? section.lastElementChild : section;
      const done = !section.querySelector(loading) && !!body.querySelector('svg, table, output');
      const name = section.getAttribute('data-widget');
      if (done && !(name in state.widgetDoneAt)) state.widgetDoneAt[name] = now;
      all = all && done;
    }
    if (all && !(sections.length in state.allDoneAt)) state.allDoneAt[sections.length] = now;
    requestAnimationFrame(check);
  });
})();`;

interface RenderState {
  allDoneAt: Record<number, number>;
  widgetDoneAt: Record<string, number>;
}

interface LoggedRequest {
  page: Page;
  request: Request;
  /** When the bench saw it, epoch ms; the request's own start time replaces it once known. */
  seenAt: number;
}

interface LoggedScript {
  page: Page;
  response: Response;
  seenAt: number;
}

interface Visit {
  /** page.goto start to every widget fully rendered, ms; null when not within RENDER_LIMIT_MS. */
  renderedMs: number | null;
  fcpMs: number | null;
  /** GraphQL POSTs started after first contentful paint and before fully rendered, by operation. */
  afterPaint: Map<string, number>;
  /** The ones started before first contentful paint. */
  beforePaint: Map<string, number>;
  scriptsAfterPaint: number;
  scripts: { file: string; transferred: number; uncompressed: number }[];
  slowest: [string, number][];
  mainThread: string;
  /** What each section showed when the wait ended: shown, loading, empty, failure or nothing shown. */
  states: string[];
}

const epochNow = () => performance.timeOrigin + performance.now();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const startOf = (entry: { request: Request; seenAt: number }) => {
  const start = entry.request.timing().startTime;
  return start > 0 ? start : entry.seenAt;
};

/** The operation names a GraphQL POST carries (a batch carries several). */
function operationNames(request: Request): string[] {
  try {
    const body = JSON.parse(request.postData() ?? 'null') as { operationName?: string } | { operationName?: string }[] | null;
    return (Array.isArray(body) ? body : [body]).map((operation) => operation?.operationName ?? 'anonymous');
  } catch {
    return ['unreadable'];
  }
}

/** The dashboard documents, made with the app's own functions: each widget at the first free spot of every breakpoint. */
function dashboardDocuments(names: readonly string[]) {
  const missing = names.filter((name) => !widgetDefinition(name));
  if (missing.length > 0) throw new Error(`The widget catalogue has no ${missing.join(', ')}.`);
  return dashboardContent(names, widgetDefinition);
}

/**
 * Which built chunk files are a widget's own (the module its definition's load() imports names
 * the chunk), and each chunk's static and dynamic imports: from dist/.vite/manifest.json when the
 * build writes one, otherwise read from the chunks themselves (`import … from "./x.js"`, `import("./x.js")`).
 */
function chunkGraph(): { widgetOf: Map<string, string>; imports: Map<string, string[]>; dynamicImports: Map<string, string[]>; entry: string | null } {
  const assets = path.join('dist', 'assets');
  const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const widgetOf = new Map<string, string>();
  const imports = new Map<string, string[]>();
  const dynamicImports = new Map<string, string[]>();
  const manifestPath = path.join('dist', '.vite', 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
    const fileOf = (key: string) => path.basename(manifest[key]?.file ?? key);
    let entry: string | null = null;
    for (const [key, chunk] of Object.entries(manifest)) {
      const file = path.basename(chunk.file);
      const widget = /^src\/widgets\/(widget[^/]+)\//.exec(chunk.src ?? key)?.[1];
      if (widget) widgetOf.set(file, widget);
      if (chunk.isEntry) entry = file;
      imports.set(file, (chunk.imports ?? []).map(fileOf));
      dynamicImports.set(file, (chunk.dynamicImports ?? []).map(fileOf));
    }
    return { widgetOf, imports, dynamicImports, entry };
  }
  const entry = /src="\/app\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(path.join('dist', 'index.html'), 'utf8'))?.[1] ?? null;
  // A widget's own chunk is named after the module its definition loads: load: () => import('./KpiTotalValue').
  const chunkNames = new Map<string, string>();
  for (const dir of fs.readdirSync(path.join('src', 'widgets')).filter((name) => name.startsWith('widget'))) {
    const definition = path.join('src', 'widgets', dir, 'definition.ts');
    if (!fs.existsSync(definition)) continue;
    for (const match of fs.readFileSync(definition, 'utf8').matchAll(/import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g)) chunkNames.set(path.basename(match[1]!).replace(/\.tsx?$/, ''), dir);
  }
  // Minified output quotes with ", ' or ` (rolldown writes dynamic imports with backticks).
  const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]\.\/([^"'`]+?\.js)["'`]/g;
  const dynamicImport = /\bimport\(\s*["'`]\.\/([^"'`]+?\.js)["'`]\s*\)/g;
  for (const file of files) {
    const widget = chunkNames.get(file.replace(/-[\w-]{8}\.js$/, ''));
    if (widget) widgetOf.set(file, widget);
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    imports.set(file, [...text.matchAll(staticImport)].map((match) => match[1]!));
    dynamicImports.set(file, [...text.matchAll(dynamicImport)].map((match) => match[1]!));
  }
  return { widgetOf, imports, dynamicImports, entry };
}

interface Classified {
  app: Visit['scripts'];
  widgets: (Visit['scripts'][number] & { widget: string })[];
  forWidgets: Visit['scripts'];
}

/**
 * Splits the scripts a visit loaded: the app's and the route's (reachable from the entry through
 * static and dynamic imports without passing through a widget's own chunk), the widgets' own chunks,
 * and chunks loaded only for widgets (shared widget code and chart libraries).
 */
function classify(scripts: Visit['scripts'], graph: ReturnType<typeof chunkGraph>): Classified {
  const loaded = new Set(scripts.map((script) => script.file));
  const app = new Set<string>();
  // From the entry; a script that is not a built chunk (the server's runtime-config.js) is the app's too.
  const queue = [...(graph.entry ? [graph.entry] : []), ...scripts.filter((script) => !graph.imports.has(script.file)).map((script) => script.file)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (app.has(file) || graph.widgetOf.has(file)) continue;
    app.add(file);
    for (const next of [...(graph.imports.get(file) ?? []), ...(graph.dynamicImports.get(file) ?? [])]) if (loaded.has(next)) queue.push(next);
  }
  return {
    app: scripts.filter((script) => app.has(script.file)),
    widgets: scripts.filter((script) => graph.widgetOf.has(script.file)).map((script) => ({ ...script, widget: graph.widgetOf.get(script.file)! })),
    forWidgets: scripts.filter((script) => !app.has(script.file) && !graph.widgetOf.has(script.file)),
  };
}

const totals = (scripts: Visit['scripts']) =>
  `${scripts.length} files, ${kb(sum(scripts.map((s) => s.transferred)))} compressed, ${kb(sum(scripts.map((s) => s.uncompressed)))} uncompressed`;

export async function benchDashboardInBrowser(emulatorHost: string, env: Record<string, string>): Promise<void> {
  const title =
    `Dashboard in the browser (Chromium, the built SPA, the real server on its own embedded database, simulated market data, market jobs off; ` +
    `${count(TRANSACTIONS)} transactions over ${SECURITIES} securities and ${YEARS} years, ${DASHBOARD_WIDGETS.length} widgets)`;
  await runBrowserPhase({ name: 'dashboard', title, limitMs: PHASE_LIMIT_MS }, async ({ workDir, startServer, launchBrowser }) => {
    // The securities' closes and the FX rates first, as the market layer would have stored them
    // (with market jobs off nothing else would value the holdings).
    const seeding = performance.now();
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seedMarket.ts', path.join(workDir, 'pglite'), String(SECURITIES)], { encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`Seeding market data failed: ${seeded.stderr}`);
    const seedMs = performance.now() - seeding;
    const server = await startServer({ ...env, PORT: '0', DATA_DIR: workDir });

    const email = `bench-dashboard-${Date.now()}@example.com`;
    const password = 'bench-password';
    const idToken = await signUpOnEmulator(emulatorHost, email, password, { verifiedIn: env.FIREBASE_PROJECT_ID! });
    const serverUrl = server.url;
    const call = graphqlCaller(serverUrl, idToken);

    // The user's ledger: a portfolio, a broker account, the transactions.
    const portfolio = (await call<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Bench" }) { _id } }')).createPortfolio._id;
    const broker = (await call<{ createBroker: { _id: string } }>('mutation { createBroker(brokerInput: { name: "Bench broker" }) { _id } }')).createBroker._id;
    const account = (await call<{ addAccountToBroker: { _id: string } }>('mutation ($b: ID!) { addAccountToBroker(accountInput: { broker_Id: $b, name: "B123" }) { _id } }', { b: broker }))
      .addAccountToBroker._id;
    const ledger = generateLedger({ transactions: TRANSACTIONS, securities: SECURITIES, years: YEARS, start: FIRST_DAY });
    const creating = performance.now();
    await createLedger(call, ledger, portfolio, account);
    const createMs = performance.now() - creating;
    const kinds = new Map<string, number>();
    for (const tx of ledger) kinds.set(tx.kind, (kinds.get(tx.kind) ?? 0) + 1);
    console.log(
      `  ledger: ${[...kinds].map(([kind, n]) => `${count(n)} ${kind}`).join(', ')} (${ledger[0]?.date} to ${ledger[ledger.length - 1]?.date}), ` +
        `created through createTransaction in ${seconds(createMs)}; ${SECURITIES} securities' closes stored first in ${seconds(seedMs)}`,
    );

    // The tour already done, so it does not open over the dashboard; then the two dashboards.
    await call('mutation ($t: JSON) { editUserSetting(userSettingInput: { tourGuides: $t }) { _id } }', { t: { DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true, DASHBOARD_TOUR_3: true } });
    const createDashboard = async (name: string, widgets: readonly string[]) => {
      const { createDashboard: created } = await call<{ createDashboard: { _id: string; name: string } }>(
        'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id name } }',
        { input: { name, ...dashboardDocuments(widgets) } },
      );
      return `/app/v/${encodeURIComponent(created._id)}/${dashboardSlug(created.name)}`;
    };
    const fullPath = await createDashboard('Bench overview', DASHBOARD_WIDGETS);
    const kpiPath = await createDashboard('Bench two KPIs', TWO_KPIS);
    const dividendPath = await createDashboard('Bench dividends', DIVIDEND_WIDGETS);

    const browser = await launchBrowser();
    const context = await desktopContext(browser, serverUrl);
    await context.addInitScript({ content: RENDER_PROBE });
    const graphql: LoggedRequest[] = [];
    const scripts: LoggedScript[] = [];
    const watch = (page: Page) => {
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') graphql.push({ page, request, seenAt: epochNow() });
      });
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ page, response, seenAt: epochNow() });
      });
    };

    // Signed in through the screen on a page that is not the dashboard (it comes back to /profile).
    const signInPage = await context.newPage();
    await signInThroughScreen(signInPage, email, password, '/app/profile');
    await signInPage.close();

    const graph = chunkGraph();
    /** A navigation measured: page.goto start to every widget rendered, the calls and scripts in between. */
    const visit = async (page: Page, url: string, widgets: number): Promise<Visit> => {
      const fromGraphql = graphql.length;
      const fromScripts = scripts.length;
      const started = epochNow();
      await page.goto(url, { waitUntil: 'commit' });
      const rendered = await page
        .waitForFunction((n) => (window as unknown as { __benchDashboard?: RenderState }).__benchDashboard?.allDoneAt[n] !== undefined, widgets, { timeout: RENDER_LIMIT_MS, polling: 50 })
        .then(
          () => true,
          () => false,
        );
      const seen = await within(
        page.evaluate(() => ({
          timeOrigin: performance.timeOrigin,
          now: performance.now(),
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          state: (window as unknown as { __benchDashboard: RenderState }).__benchDashboard,
          sections: [...document.querySelectorAll('section[data-widget]')].map(
            (section) =>
              `${section.getAttribute('data-widget')}: ${section.querySelector('[data-state="loading"], [data-state="empty"], [data-state="failure"]')?.getAttribute('data-state') ?? (section.lastElementChild?.querySelector('svg, table, output') ? 'shown' : 'nothing shown')}`,
          ),
        })),
        30_000,
        null,
      );
      if (!seen) throw new Error(`The page at ${url} stopped answering.`);
      const doneAt = rendered ? seen.state.allDoneAt[widgets]! : null;
      const renderedEpoch = seen.timeOrigin + (doneAt ?? seen.now);
      const fcpEpoch = seen.fcp === null ? null : seen.timeOrigin + seen.fcp;
      const calls = graphql.slice(fromGraphql).filter((entry) => entry.page === page && startOf(entry) <= renderedEpoch);
      const afterPaint = new Map<string, number>();
      const beforePaint = new Map<string, number>();
      for (const entry of calls) {
        const into = fcpEpoch === null || startOf(entry) < fcpEpoch ? beforePaint : afterPaint;
        for (const name of operationNames(entry.request)) into.set(name, (into.get(name) ?? 0) + 1);
      }
      const loadedScripts = scripts.slice(fromScripts).filter((entry) => entry.page === page && startOf({ request: entry.response.request(), seenAt: entry.seenAt }) <= renderedEpoch);
      const measured = await Promise.all(
        loadedScripts.map(async ({ response }) => {
          const [sizes, body] = await Promise.all([response.request().sizes().catch(() => ({ responseBodySize: 0 })), response.body().catch(() => Buffer.alloc(0))]);
          // A script served from the HTTP cache reports no body size (-1): nothing crossed the network.
          return { file: path.basename(new URL(response.url()).pathname), transferred: Math.max(0, sizes.responseBodySize), uncompressed: body.length };
        }),
      );
      return {
        renderedMs: doneAt === null ? null : renderedEpoch - started,
        fcpMs: fcpEpoch === null ? null : fcpEpoch - started,
        afterPaint,
        beforePaint,
        scriptsAfterPaint: fcpEpoch === null ? 0 : loadedScripts.filter((entry) => startOf({ request: entry.response.request(), seenAt: entry.seenAt }) >= fcpEpoch).length,
        scripts: measured,
        slowest: Object.entries(seen.state.widgetDoneAt)
          .sort(([, a], [, b]) => b - a)
          .slice(0, 3)
          .map(([name, at]) => [name, seen.timeOrigin + at - started]),
        mainThread: mainThread(await probeWindow(page, 0, doneAt ?? seen.now)),
        states: seen.sections,
      };
    };

    /** A new page with an empty HTTP cache (the session stays: it is in the context's IndexedDB). */
    const coldPage = async (): Promise<Page> => {
      for (const open of context.pages()) await open.close();
      const page = await context.newPage();
      watch(page);
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      return page;
    };

    const describe = (visit: Visit, target = TARGET_MS) =>
      visit.renderedMs === null
        ? `not fully rendered within ${seconds(RENDER_LIMIT_MS)}: ${visit.states.join('; ') || 'no widget shown'}`
        : `${seconds(visit.renderedMs)} (target < ${seconds(target)}); first contentful paint ${visit.fcpMs === null ? '?' : seconds(visit.fcpMs)}`;
    const breakdown = (calls: Map<string, number>) => [...calls].sort(([, a], [, b]) => b - a).map(([name, n]) => `${name} ${n}`).join(', ') || 'none';
    const roundTrips = (visit: Visit) => sum([...visit.afterPaint.values()]);

    // 1. The 12-widget dashboard: cold (nothing cached), then warm navigations in the same page.
    const page = await coldPage();
    const cold = await visit(page, fullPath, DASHBOARD_WIDGETS.length);
    const warm: Visit[] = [];
    for (let i = 0; i < WARM_VISITS; i++) warm.push(await visit(page, fullPath, DASHBOARD_WIDGETS.length));
    console.log(`  page.goto → all ${DASHBOARD_WIDGETS.length} widgets fully rendered (none loading; each shows a chart, table or figure), signed in:`);
    console.log(`    cold first visit (HTTP cache empty): ${describe(cold)}`);
    console.log(`      meanwhile: ${cold.mainThread}`);
    if (cold.renderedMs !== null) console.log(`      last widgets rendered: ${cold.slowest.map(([name, at]) => `${name} ${seconds(at)}`).join(', ')}`);
    console.log(`    warm second navigation (the app's JS in the HTTP cache): ${describe(warm[0]!, WARM_TARGET_MS)}`);
    console.log(`      meanwhile: ${warm[0]!.mainThread}`);
    if (warm[0]!.renderedMs !== null) console.log(`      last widgets rendered: ${warm[0]!.slowest.map(([name, at]) => `${name} ${seconds(at)}`).join(', ')}`);
    const notShown = cold.states.filter((state) => !state.endsWith(': shown'));
    if (notShown.length > 0) console.log(`    widgets without data when the cold visit ended: ${notShown.join('; ')}`);
    console.log(`    warm again: ${warm.slice(1).map((v) => (v.renderedMs === null ? 'not rendered' : seconds(v.renderedMs))).join(', ')}`);

    // 2. Round trips after the first paint.
    for (const [label, measured] of [
      ['cold', cold],
      ['warm', warm[0]!],
    ] as const) {
      console.log(
        `  GraphQL POSTs after first contentful paint until fully rendered, ${label}: ${roundTrips(measured)} for ${DASHBOARD_WIDGETS.length} widgets (target ≤ ${DASHBOARD_WIDGETS.length}, at most one per widget); ` +
          `${breakdown(measured.afterPaint)}; before it: ${breakdown(measured.beforePaint)}`,
      );
    }
    const overNetwork = warm[0]!.scripts.filter((s) => s.transferred > 0);
    console.log(
      `    script requests started after first contentful paint: cold ${cold.scriptsAfterPaint} of ${cold.scripts.length}, warm ${warm[0]!.scriptsAfterPaint} of ${warm[0]!.scripts.length} ` +
        `(warm: ${overNetwork.length} over the network, ${kb(sum(overNetwork.map((s) => s.transferred)))}; the rest from the HTTP cache)`,
    );

    // 3. The JavaScript of the cold visit.
    const split = classify(cold.scripts, graph);
    const all = cold.scripts;
    const appCompressed = sum(split.app.map((s) => s.transferred));
    console.log(`  JavaScript loaded until fully rendered (cold): ${totals(all)}`);
    console.log(`    route and app chunks: ${totals(split.app)} (target < ${TARGET_INITIAL_KB} KB compressed: ${appCompressed / 1024 < TARGET_INITIAL_KB ? 'within' : 'over'})`);
    const bySize = [...split.app].sort((a, b) => b.transferred - a.transferred);
    console.log(`      ${bySize.map((s) => `${s.file} ${kb(s.transferred)}`).join(', ')}`);
    console.log(`    widget chunks: ${totals(split.widgets)}: ${split.widgets.map((s) => `${s.file} (${s.widget})`).join(', ') || 'none'}`);
    const missing = DASHBOARD_WIDGETS.filter((name) => !split.widgets.some((s) => s.widget === name));
    const foreign = split.widgets.filter((s) => !DASHBOARD_WIDGETS.includes(s.widget));
    if (missing.length > 0) console.log(`      no chunk of its own seen for: ${missing.join(', ')}`);
    if (foreign.length > 0) console.log(`      chunks of widgets not on the dashboard: ${foreign.map((s) => s.file).join(', ')}`);
    console.log(`    chunks loaded only for widgets (shared widget code, chart libraries): ${totals(split.forWidgets)}`);
    const largestShared = [...split.forWidgets].sort((a, b) => b.transferred - a.transferred).slice(0, 6);
    if (largestShared.length > 0) console.log(`      largest: ${largestShared.map((s) => `${s.file} ${kb(s.transferred)}`).join(', ')}`);

    // 4. A dashboard of 2 KPIs, cold: only their chunks are fetched.
    const kpiPage = await coldPage();
    const kpis = await visit(kpiPage, kpiPath, TWO_KPIS.length);
    const kpiSplit = classify(kpis.scripts, graph);
    const kpiForeign = kpiSplit.widgets.filter((s) => !TWO_KPIS.includes(s.widget));
    console.log(`  dashboard of 2 KPIs (${TWO_KPIS.join(', ')}), cold: ${describe(kpis)}; JavaScript ${totals(kpis.scripts)}`);
    console.log(
      `    widget chunks fetched: ${kpiSplit.widgets.map((s) => `${s.file} (${s.widget})`).join(', ') || 'none'}; ` +
        (kpiForeign.length === 0 ? 'none for a widget not on it' : `for widgets not on it: ${kpiForeign.map((s) => s.widget).join(', ')}`),
    );
    console.log(`    chunks loaded only for widgets: ${totals(kpiSplit.forWidgets)}${kpiSplit.forWidgets.length > 0 ? `: ${kpiSplit.forWidgets.map((s) => s.file).join(', ')}` : ''}`);

    // 5. The twelve dividend widgets, cold then warm: one shared query per filter.
    const dividendPage = await coldPage();
    const dividends = await visit(dividendPage, dividendPath, DIVIDEND_WIDGETS.length);
    const dividendsWarm = await visit(dividendPage, dividendPath, DIVIDEND_WIDGETS.length);
    console.log(`  dividend dashboard (${DIVIDEND_WIDGETS.length} widgets): cold ${describe(dividends)}; warm ${describe(dividendsWarm, WARM_TARGET_MS)}`);
    if (dividends.renderedMs !== null) console.log(`      last widgets rendered: ${dividends.slowest.map(([name, at]) => `${name} ${seconds(at)}`).join(', ')}`);
    const dividendsNotShown = dividends.states.filter((state) => !state.endsWith(': shown'));
    if (dividendsNotShown.length > 0) console.log(`    widgets without data when the cold visit ended: ${dividendsNotShown.join('; ')}`);
    console.log(
      `    GraphQL POSTs after first contentful paint until fully rendered, cold: ${roundTrips(dividends)} for ${DIVIDEND_WIDGETS.length} widgets (target ≤ ${DIVIDEND_WIDGETS.length}); ${breakdown(dividends.afterPaint)}`,
    );
    await closeContext(context);
  });
}

async function closeContext(context: BrowserContext): Promise<void> {
  await within(context.close(), 10_000, undefined);
}
