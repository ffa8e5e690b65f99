// npm run bench: prints figures, never asserts. The money engine on a generated 100,000-row ledger;
// then the real Auth emulator and server on a fresh embedded database: start-up, GraphQL round
// trips and the sign-in route's JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { createLogger } from '../server/logger';
import { runLedgerBench } from './ledger';
import { benchColdLoad, benchHangingProviders } from './market';
import { benchImports } from './imports';
import { benchImportInBrowser } from './importBrowser';
import { benchDashboardInBrowser } from './dashboardBrowser';
import { measureInitialJs } from './initialJs';
import { percentile, ms } from './stats';

const PROJECT = 'demo-portfolio-bench';
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = 16;

async function signUp(host: string): Promise<string> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A token for a fixed uid, so a kept ledger stays its owner's across emulator restarts: the
 * emulator accepts an unsigned custom token (it would refuse one in production).
 */
async function tokenForUid(host: string, uid: string): Promise<string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iat: now, exp: now + 3600, iss: 'bench@example.com', sub: 'bench@example.com', uid };
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`The Auth emulator refused a custom token for ${uid}.`);
  return idToken;
}

/** The real server in a child process; stop() returns its peak resident memory in KB (VmHWM). */
async function startServerProcess(env: Record<string, string>): Promise<{ url: string; residentMb(): number; stop(): Promise<number> }> {
  // BENCH_SERVER_PROFILE=dir writes a V8 CPU profile of each server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', 'bench/server.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
  });
  const statusKb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
  return {
    url,
    residentMb: () => statusKb('VmRSS') / 1024,
    async stop() {
      const peak = statusKb('VmHWM');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return peak;
    },
  };
}

/** Start-up, GraphQL round trips and the sign-in route's JavaScript on a fresh database. */
async function foundationBench(): Promise<void> {
  let t = performance.now();
  let server = await startServer(config, createLogger(config));
  const coldStart = performance.now() - t;
  await server.close();
  t = performance.now();
  server = await startServer(config, createLogger(config));
  const warmStart = performance.now() - t;

  const token = await signUp(emulator.host);
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
// BENCH_ONLY=import runs only the import in the browser, BENCH_ONLY=dashboard only the dashboard in the browser.
const ledgerOnly = process.env.BENCH_ONLY === 'ledger';
const importOnly = process.env.BENCH_ONLY === 'import';
const dashboardOnly = process.env.BENCH_ONLY === 'dashboard';
if (!ledgerOnly && !importOnly && !dashboardOnly) {
  const engine = spawnSync(process.execPath, ['--import', 'tsx', 'bench/engineProcess.ts'], { stdio: 'inherit' });
  if (engine.status !== 0) throw new Error('The engine bench failed.');
  console.log('');
}

const emulator = await startAuthEmulator({ projectId: PROJECT, port: await freePort() });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const env = { NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SPA_DIR: 'dist', MARKET_DATA: 'simulated', MARKET_JOBS: 'off', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
const config = loadConfig(env);

try {
  if (!ledgerOnly && !importOnly && !dashboardOnly) await foundationBench();
  if (!ledgerOnly && !importOnly && !dashboardOnly) await benchImports(emulator.host);
  if (!ledgerOnly && !dashboardOnly) await benchImportInBrowser(emulator.host, env);
  if (!ledgerOnly && !importOnly) await benchDashboardInBrowser(emulator.host, env);

  if (!importOnly && !dashboardOnly) {
    // The ledger: its own database (kept in BENCH_LEDGER_DIR when set, so a rerun skips the
    // seeding and the 100,000 creates), with the market data a provider would have stored, served
    // by a server in a child process whose own peak memory is read from the kernel.
    console.log('');
    const ledgerDir = process.env.BENCH_LEDGER_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
    const prepared = path.join(ledgerDir, 'bench-ledger.json');
    try {
      if (!fs.existsSync(prepared)) {
        const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seedMarket.ts', path.join(ledgerDir, 'pglite')], { encoding: 'utf8' });
        if (seeded.status !== 0) throw new Error(`Seeding market data failed: ${seeded.stderr}`);
        console.log(`(stored ${Number(seeded.stdout.trim().split('\n').pop()).toLocaleString('en')} closes and 20 years of daily EUR→USD rates)`);
      }
      const ledgerToken = await tokenForUid(emulator.host, 'bench-ledger');
      let child = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
      const callOn =
        (url: string, token = ledgerToken) =>
        async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          const body = (await response.json()) as { data?: T; errors?: unknown[] };
          if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
          return body.data!;
        };
      const peaks: number[] = [];
      await runLedgerBench(
        callOn(child.url),
        async () => {
          peaks.push(await child.stop());
          child = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
          return callOn(child.url);
        },
        {
          created: fs.existsSync(prepared),
          buys: fs.existsSync(prepared) ? ((JSON.parse(fs.readFileSync(prepared, 'utf8')) as { buys?: { _id: string; shareprice: number }[] }).buys ?? null) : null,
          markCreated: (buys) => fs.writeFileSync(prepared, JSON.stringify({ buys })),
        },
        () => child.residentMb(),
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
        await benchHangingProviders(callOn(hanging.url), callOn(hanging.url, newcomer), () => fetch(`${hanging.url}/healthz`).then((r) => r.json() as Promise<{ marketData?: unknown }>));
      } finally {
        await hanging.stop();
      }
    } finally {
      if (!process.env.BENCH_LEDGER_DIR) fs.rmSync(ledgerDir, { recursive: true, force: true });
    }
  }
} finally {
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
