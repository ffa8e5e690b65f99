// npm run bench: prints figures, never asserts. The money engine on a generated 100,000-row ledger;
// then the real Auth emulator and server on a fresh embedded database: start-up, GraphQL round
// trips and the sign-in route's JavaScript.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { createLogger } from '../server/logger';
import { runEngineBench } from './engine';
import { runLedgerBench } from './ledger';
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

// The pure engine first, on a quiet process: its figures are the most sensitive to noise.
runEngineBench();
console.log('');

const emulator = await startAuthEmulator({ projectId: PROJECT, port: await freePort() });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const env = { NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SPA_DIR: 'dist', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
const config = loadConfig(env);

try {
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

  // The ledger: its own database, with the market data a provider would have stored.
  console.log('');
  const ledgerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  try {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seedMarket.ts', path.join(ledgerDir, 'pglite')], { encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`Seeding market data failed: ${seeded.stderr}`);
    const closes = Number(seeded.stdout.trim().split('\n').pop());
    console.log(`(stored ${closes.toLocaleString('en')} closes and 20 years of daily EUR→USD rates)`);
    const ledgerConfig = loadConfig({ ...env, DATA_DIR: ledgerDir });
    let ledgerServer = await startServer(ledgerConfig, createLogger(ledgerConfig));
    const ledgerToken = await signUp(emulator.host);
    const callOn =
      (url: string) =>
      async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ledgerToken}` },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as { data?: T; errors?: unknown[] };
        if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
        return body.data!;
      };
    await runLedgerBench(callOn(ledgerServer.url), async () => {
      await ledgerServer.close();
      ledgerServer = await startServer(ledgerConfig, createLogger(ledgerConfig));
      return callOn(ledgerServer.url);
    });
    await ledgerServer.close();
  } finally {
    fs.rmSync(ledgerDir, { recursive: true, force: true });
  }
} finally {
  await emulator.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
