// The all-or-nothing import through the real server on a fresh embedded database: 100,000 generated
// rows over 500 tickers (half with a TradeID, half without) staged in parts of 10,000, then one
// commit (target < 15 s), then the same file staged and committed again, where every row is found
// already imported and nothing is written. Prints figures only.
// Alone: `npx tsx bench/imports.ts` (starts its own Auth emulator); BENCH_IMPORT_ROWS changes the size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { startServer } from '../server/main';
import { graphqlCaller, signUpOnEmulator } from './serverProcess';
import { ms } from './stats';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TICKERS = 500;
const PART = 10_000;
const PROJECT = 'demo-portfolio-bench';

const STAGE = 'mutation ($id: ID, $rows: [ImportRowInput!]!) { stageImport(importId: $id, rows: $rows) { importId rowCount problems { row message } } }';
const COMMIT =
  'mutation ($id: ID!, $portfolio: ID!, $account: ID!, $dryRun: Boolean) { commitImport(importId: $id, portfolio_Id: $portfolio, account_Id: $account, dryRun: $dryRun) { inserted skipped { row } } }';

/**
 * A broker statement's rows in date order: each ticker bought 10 and, every fourth trade, sold 5
 * (never more than held). Rows of even tickers carry a TradeID; the others are matched by value.
 */
export function generateImportRows(count = ROWS) {
  const start = Date.UTC(2006, 0, 2);
  return Array.from({ length: count }, (_, i) => {
    const ticker = i % TICKERS;
    const trade = Math.floor(i / TICKERS);
    const date = new Date(start + Math.floor((i / count) * 20 * 365.25) * 86_400_000).toISOString().slice(0, 10);
    return {
      row: i + 2,
      ticker: `IMP${ticker}`,
      currency: 'USD',
      date,
      type: trade % 4 === 3 ? 'Sell' : 'Buy',
      shares: trade % 4 === 3 ? 5 : 10,
      shareprice: Math.round((20 + ((i * 7919) % 48_000) / 100) * 100) / 100,
      fees: 1,
      reference: ticker % 2 === 0 ? `T${i}` : null,
    };
  });
}

/** The result, the wall time and the time on this process's CPU (server and client both run here). */
async function timed<T>(work: () => Promise<T>): Promise<[T, string]> {
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, `${ms(performance.now() - started)} (CPU ${ms((used.user + used.system) / 1000)})`];
}

export async function benchImports(emulatorHost: string): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-imports-'));
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SPA_DIR: 'dist', MARKET_DATA: 'simulated', MARKET_JOBS: 'off',
    FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  });
  const server = await startServer(config, createLogger(config));
  try {
    const idToken = await signUpOnEmulator(emulatorHost, `bench-import-${Date.now()}@example.com`, 'bench-password');
    const call = graphqlCaller(server.url, idToken);
    const portfolio = (await call<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Imported" }) { _id } }')).createPortfolio._id;
    const broker = (await call<{ createBroker: { _id: string } }>('mutation { createBroker(brokerInput: { name: "IBKR" }) { _id } }')).createBroker._id;
    const account = (await call<{ addAccountToBroker: { _id: string } }>('mutation ($b: ID!) { addAccountToBroker(accountInput: { broker_Id: $b, name: "U123" }) { _id } }', { b: broker }))
      .addAccountToBroker._id;
    const rows = generateImportRows();

    const stageAll = async () => {
      let id: string | null = null;
      for (let i = 0; i < rows.length; i += PART) {
        const { stageImport }: { stageImport: { importId: string; problems: unknown[] } } = await call(STAGE, { id, rows: rows.slice(i, i + PART) });
        if (stageImport.problems.length > 0) throw new Error(`Unexpected problems: ${JSON.stringify(stageImport.problems.slice(0, 3))}`);
        id = stageImport.importId;
      }
      return id!;
    };
    const commit = (id: string, dryRun = false) =>
      call<{ commitImport: { inserted: number; skipped: unknown[] } }>(COMMIT, { id, portfolio, account, dryRun }).then((data) => data.commitImport);

    const [first, stageMs] = await timed(stageAll);
    const [dry, dryMs] = await timed(() => commit(first, true));
    const [written, commitMs] = await timed(() => commit(first));
    const [again, againStageMs] = await timed(stageAll);
    const [repeated, repeatMs] = await timed(() => commit(again));
    console.log('');
    console.log(`Import benchmark (embedded PGlite on disk, ${rows.length.toLocaleString('en')} rows over ${TICKERS} tickers, new user)`);
    console.log(`  stage in ${Math.ceil(rows.length / PART)} parts of ${PART.toLocaleString('en')}: ${stageMs}`);
    console.log(`  dry run (the whole check, rolled back): ${dryMs}, ${dry.inserted.toLocaleString('en')} would be written`);
    console.log(`  commit: ${commitMs} (target < 15 s), ${written.inserted.toLocaleString('en')} written`);
    console.log(`  the same file again: stage ${againStageMs}, commit ${repeatMs}, ${repeated.inserted} written, ${repeated.skipped.length.toLocaleString('en')} already imported`);
    // Other work on the machine inflates wall times; CPU time is this process's own.
    console.log(`  (1-minute load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores)`);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const own = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator({ projectId: PROJECT, port: await freePort(), timeoutMs: 180_000 });
  try {
    await benchImports(own?.host ?? process.env.FIREBASE_AUTH_EMULATOR_HOST!);
  } finally {
    await own?.stop();
  }
}
