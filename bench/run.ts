// npm run bench: prints figures, never asserts. The money engine on a generated 100,000-row ledger;
// then the real Auth emulator and server on a fresh embedded database: start-up, GraphQL round
// trips and the sign-in route's JavaScript; the import and the dashboard in Chromium; the
// 100,000-row ledger through the server, the market layer on it, and last the isolation phase.
import { spawnSync } from 'node:child_process';
import { startStripeStandIn } from '../scripts/stripeStandIn/standIn';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { createLogger } from '../server/logger';
import { runLedgerBench, seedLedgerDir } from './ledger';
import { benchIsolation } from './isolation';
import { graphqlCaller, signUpOnEmulator, startServerProcess, tokenForUid } from './serverProcess';
import { benchColdLoad, benchHangingProviders } from './market';
import { benchImports } from './imports';
import { benchImportInBrowser } from './importBrowser';
import { benchDashboardInBrowser } from './dashboardBrowser';
import { benchForecastInBrowser } from './forecastBrowser';
import { benchMarketInBrowser } from './marketBrowser';
import { benchNotifications } from './notifications';
import { measureInitialJs } from './initialJs';
import { percentile, ms } from './stats';

const PROJECT = 'demo-portfolio-bench';
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = 16;

/** Start-up, GraphQL round trips and the sign-in route's JavaScript on a fresh database. */
async function foundationBench(): Promise<void> {
  let t = performance.now();
  let server = await startServer(config, createLogger(config));
  const coldStart = performance.now() - t;
  await server.close();
  t = performance.now();
  server = await startServer(config, createLogger(config));
  const warmStart = performance.now() - t;

  const token = await signUpOnEmulator(emulator.host, `bench-${Date.now()}@example.com`, 'bench-password');
  const audit = () =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { auditUser { _id uid currency theme } }' }),
    }).then((r) => r.json());

  for (let i = 0; i < 20; i++) await audit(); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await audit();
    latencies.push(performance.now() - start);
}

let done = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (done < SEQUENTIAL) {
      done++;
      await audit();
    }
  }),
);
const throughput = SEQUENTIAL / ((performance.now() - started) / 1000);

console.log('Foundation benchmark (embedded PGlite, Auth emulator, one process)');
console.log(`  server start to listening, new database (migrations): ${ms(coldStart)}`);
console.log(`  server start to listening, existing database:        ${ms(warmStart)}`);
console.log(`  auditUser sequential x${SEQUENTIAL}: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`);
console.log(`  auditUser ${CONCURRENCY} concurrent: ${throughput.toFixed(0)} requests/s`);
const js = await measureInitialJs(`${server.url}/app/auth/sign-in`).catch((error: Error) => error);
console.log(
  js instanceof Error
    ? `  sign-in initial JS: not measured (${js.message})`
    : `  sign-in initial JS: ${js.files} files, ${(js.transferredBytes / 1024).toFixed(1)} KB transferred (compressed), ${(js.uncompressedBytes / 1024).toFixed(1)} KB uncompressed`,
);
await server.close();
}

// The pure engine first, on a quiet process: its figures are the most sensitive to noise.
// BENCH_ONLY=ledger skips the engine and foundation phases (when iterating on the ledger's figures);
// BENCH_ONLY=import runs only the import in the browser, BENCH_ONLY=dashboard only the dashboard in the browser,
// BENCH_ONLY=isolation only the isolation phase (which creates the 100,000-transaction ledger when BENCH_LEDGER_DIR has none);
// BENCH_ONLY=engine only the pure engine, BENCH_ONLY=forecast only the forecast chart in the browser,
// BENCH_ONLY=market only the market widgets in the browser, BENCH_ONLY=notifications only the notifications.
const isolationOnly = process.env.BENCH_ONLY === 'isolation';
const engineOnly = process.env.BENCH_ONLY === 'engine';
const ledgerOnly = process.env.BENCH_ONLY === 'ledger' || isolationOnly;
const importOnly = process.env.BENCH_ONLY === 'import';
const dashboardOnly = process.env.BENCH_ONLY === 'dashboard';
const forecastOnly = process.env.BENCH_ONLY === 'forecast';
const marketOnly = process.env.BENCH_ONLY === 'market';
const notificationsOnly = process.env.BENCH_ONLY === 'notifications';
const browserOnly = importOnly || dashboardOnly || forecastOnly || marketOnly || notificationsOnly;
if (!ledgerOnly && !browserOnly) {
  const engine = spawnSync(process.execPath, ['--import', 'tsx', 'bench/engineProcess.ts'], { stdio: 'inherit' });
  if (engine.status !== 0) throw new Error('The engine bench failed.');
  if (engineOnly) process.exit(0);
  console.log('');
}

const emulator = await startAuthEmulator({ projectId: PROJECT, port: await freePort() });
// Billing as npm start runs it: each sign-in makes a Stripe customer on the stand-in.
const stripeStandIn = await startStripeStandIn({ port: 0 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const env = { NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SPA_DIR: 'dist', MARKET_DATA: 'simulated', MARKET_JOBS: 'off', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, STRIPE_STAND_IN_HOST: `${stripeStandIn.host}:${stripeStandIn.port}` };
const config = loadConfig(env);

try {
  const everything = !ledgerOnly && !browserOnly;
  if (everything) await foundationBench();
  if (everything) await benchImports(emulator.host);
  if (everything || importOnly) await benchImportInBrowser(emulator.host, env);
  if (everything || dashboardOnly) await benchDashboardInBrowser(emulator.host, env);
  if (everything || forecastOnly) await benchForecastInBrowser(emulator.host, env);
  if (everything || marketOnly) await benchMarketInBrowser(emulator.host, env);
  if (everything || notificationsOnly) await benchNotifications(emulator.host, env, PROJECT);

  if (!browserOnly) {
    // The ledger: its own database (kept in BENCH_LEDGER_DIR when set, so a rerun skips the
    // seeding and the 100,000 creates), with the market data a provider would have stored, served
    // by a server in a child process whose own peak memory is read from the kernel.
    console.log('');
    const ledgerDir = process.env.BENCH_LEDGER_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
    const prepared = path.join(ledgerDir, 'bench-ledger.json');
    try {
      if (!isolationOnly) {
        if (!fs.existsSync(prepared)) seedLedgerDir(ledgerDir);
        const ledgerToken = await tokenForUid(emulator.host, 'bench-ledger');
        let child = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
        const peaks: number[] = [];
        await runLedgerBench(
          graphqlCaller(child.url, ledgerToken),
          async () => {
            peaks.push(await child.stop());
            child = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
            return graphqlCaller(child.url, ledgerToken);
          },
          {
            created: fs.existsSync(prepared),
            buys: fs.existsSync(prepared) ? ((JSON.parse(fs.readFileSync(prepared, 'utf8')) as { buys?: { _id: string; shareprice: number }[] }).buys ?? null) : null,
            markCreated: (buys) => fs.writeFileSync(prepared, JSON.stringify({ buys })),
          },
          () => ({ resident: child.residentMb(), peak: child.peakMb() }),
        );
        peaks.push(await child.stop());
        const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
        console.log(`  peak resident memory of the server process: ${mb(peaks[1]!)} reading and editing (target < 1024 MB); ${mb(peaks[0]!)} in the process that took the creates`);

        // The market layer on the same database: the store read cold, then a server whose providers all hang.
        console.log('');
        benchColdLoad(path.join(ledgerDir, 'pglite'));
        const hanging = await startServerProcess({ ...env, DATA_DIR: ledgerDir, MARKET_JOBS: 'on', BENCH_HANGING_PROVIDERS: '1' });
        try {
          const newcomer = await tokenForUid(emulator.host, `bench-market-${Date.now()}`);
          await benchHangingProviders(graphqlCaller(hanging.url, ledgerToken), graphqlCaller(hanging.url, newcomer), () =>
            fetch(`${hanging.url}/healthz`).then((r) => r.json() as Promise<{ marketData?: unknown }>),
          );
        } finally {
          await hanging.stop();
        }
        console.log('');
      }

      // One user cannot stall another: a bystander while the same ledger is computed cold and
      // while each attack runs, and a crowd on a dashboard.
      await benchIsolation({ emulatorHost: emulator.host, env, ledgerDir });
    } finally {
      if (!process.env.BENCH_LEDGER_DIR) fs.rmSync(ledgerDir, { recursive: true, force: true });
    }
  }
} finally {
  await emulator.stop();
  await stripeStandIn.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
