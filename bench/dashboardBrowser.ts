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
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { DIVIDEND_WIDGETS, dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../src/widgets/catalogue';
import { generateLedger } from './engine';
import { count, desktopContext, runBrowserPhase, seconds, signInThroughScreen, within } from './browserPhase';
import { breakdown, chunkGraph, classify, dashboardVisits, kb, roundTrips, sum, totals, type Visit } from './dashboardVisits';
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

/** The dashboard documents, made with the app's own functions: each widget at the first free spot of every breakpoint. */
function dashboardDocuments(names: readonly string[]) {
  const missing = names.filter((name) => !widgetDefinition(name));
  if (missing.length > 0) throw new Error(`The widget catalogue has no ${missing.join(', ')}.`);
  return dashboardContent(names, widgetDefinition);
}

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
    const visits = await dashboardVisits(context, { content: 'svg, table, output' }, RENDER_LIMIT_MS);
    // Signed in through the screen on a page that is not the dashboard (it comes back to /profile).
    const signInPage = await context.newPage();
    await signInThroughScreen(signInPage, email, password, '/app/profile');
    await signInPage.close();

    const graph = chunkGraph();
    const { visit, coldPage, describe: describeVisit } = visits;
    const describe = (visit: Visit, target = TARGET_MS) => describeVisit(visit, target);

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
