// The isolation phase of npm run bench: one user cannot stall another. A bystander (another user
// with a small ledger) sends a small query every 100 ms, whatever became of the previous one,
// while
// - a cold summary of the 100,000-transaction ledger computes in a fresh server process,
// - each attack of ISOLATION_ATTACKS runs, one at a time, on that same server,
// - 50 clients load the default dashboard of a 1,000-transaction ledger over and over (its own
//   database and server), each sending the dashboard's requests one after another;
// and prints throughput, latencies, the bystander's p50/p95/max and the server's peak memory.
// Figures only, never asserts. Alone: `BENCH_ONLY=isolation npm run bench` (with
// BENCH_LEDGER_DIR kept, the 100,000-transaction ledger is created once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { dashboardContent, DEFAULT_WIDGETS } from '../src/features/dashboard/model/defaultDashboard';
import { readDashboard } from '../src/features/dashboard/model/dashboardDocument';
import { widgetDefinition } from '../src/widgets/catalogue';
import { widgetRequest } from '../src/widgets/framework/widgetData';
import { generateLedger } from './engine';
import { ATTACK_SERVER_ENV, HOSTILE_ATTACKS } from './isolationAttacks';
import { createLedger, seedLedgerDir } from './ledger';
import { graphqlCaller, startServerProcess, tokenForUid, type Call, type ServerProcess } from './serverProcess';
import { ms, percentile } from './stats';

const BYSTANDER_EVERY_MS = 100;
const BYSTANDER_QUERY = '{ portfolioSummary { marketValue holdingCount } }';
const CROWD_CLIENTS = Number(process.env.BENCH_ISOLATION_CLIENTS ?? 50);
const CROWD_SECONDS = Number(process.env.BENCH_ISOLATION_SECONDS ?? 10);
const CROWD_TRANSACTIONS = 1_000;
const CROWD_SECURITIES = 50;
const SUMMARY = '{ portfolioSummary { marketValue costBasis unrealizedGain realizedGain income totalReturn holdingCount } }';

/** What an attack gets: the server, a signed-in attacker with a small ledger, and the heavy ledger's owner. */
export interface AttackTarget {
  readonly url: string;
  readonly emulatorHost: string;
  /** GraphQL as the attacker, a user with a small ledger of their own. */
  readonly attacker: Call;
  readonly attackerToken: string;
  /** GraphQL as the owner of the 100,000-transaction ledger (its state is warm by then). */
  readonly heavy: Call;
  /** The server's resident memory now, MB. */
  residentMb(): number;
}

/**
 * One attack of the isolation phase: runs while the bystander measures; returns a short note
 * for the report (what the server answered, say). Add attacks to ISOLATION_ATTACKS.
 */
export interface IsolationAttack {
  readonly name: string;
  run(target: AttackTarget): Promise<string | void>;
}

/** One heavy user asks for many uncached figures at once: their share of the engine pool is bounded. */
const heavyUserBurst: IsolationAttack = {
  name: 'the heavy user: 8 summaries as of different past days, a summary in USD and the 1900-2099 series, at once',
  async run({ heavy }) {
    const days = Array.from({ length: 8 }, (_, i) => `20${String(10 + i).padStart(2, '0')}-06-30`);
    const answers = await Promise.all([
      ...days.map((asOf) => heavy<{ portfolioSummary: { marketValue: number } }>(`{ portfolioSummary(filter: { asOf: "${asOf}" }) { marketValue } }`)),
      heavy('{ portfolioSummary(filter: { currency: USD }) { marketValue } }'),
      heavy<{ portfolioValueSeries: unknown[] }>('{ portfolioValueSeries(filter: { from: "1900-01-01", to: "2099-12-31" }) { date value } }'),
    ]);
    const series = answers[answers.length - 1] as { portfolioValueSeries: unknown[] };
    return `${answers.length} answers, the series in ${series.portfolioValueSeries.length.toLocaleString('en')} points`;
  },
};

/** Every attack, run one at a time with the bystander measuring. */
export const ISOLATION_ATTACKS: IsolationAttack[] = [heavyUserBurst, ...HOSTILE_ATTACKS];

interface Bystander {
  /** Stops sending and returns each answered request's latency, ms. */
  stop(): Promise<number[]>;
}

/** A small query every 100 ms on a fixed schedule (not after the previous answer), so a stall shows in every request it overlaps. */
function startBystander(call: Call): Bystander {
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  const send = () => {
    const started = performance.now();
    const request = call(BYSTANDER_QUERY).then(
      () => void latencies.push(performance.now() - started),
      (error: unknown) => console.log(`  (the bystander's request failed: ${String(error).slice(0, 200)})`),
    );
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };
  send();
  const timer = setInterval(send, BYSTANDER_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return latencies;
    },
  };
}

const bystanderLine = (latencies: number[]) =>
  `bystander (${latencies.length} requests) p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (target < 100 ms), max ${ms(Math.max(...latencies))}`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** A user's first portfolio, created with a few buys when the user has none (a kept database keeps it). */
async function ensureSmallLedger(call: Call): Promise<void> {
  const { PortfolioStockTransactions } = await call<{ PortfolioStockTransactions: { _id: string }[] }>('{ PortfolioStockTransactions { _id } }');
  if (PortfolioStockTransactions.length > 0) return;
  const { createPortfolio } = await call<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Small" }) { _id } }');
  await call('mutation ($input: [TransactionInput!]!) { createTransaction(transactionInput: $input) { transactions { _id } } }', {
    input: ['SEC1', 'SEC2', 'SEC3', 'SEC4', 'SEC5'].map((ticker, i) => ({
      portfolio_Id: createPortfolio._id,
      ticker,
      currency: 'EUR',
      date: `2024-0${i + 1}-15`,
      type: 'Buy',
      shares: 10 + i,
      shareprice: 50 + i,
    })),
  });
}

/** The requests the default dashboard's widgets send (identical ones once, as Apollo deduplicates them). */
export function dashboardMix(): { name: string; query: string; variables: Record<string, unknown> }[] {
  const content = dashboardContent(DEFAULT_WIDGETS, widgetDefinition);
  const { widgets } = readDashboard(content.layouts, content.widgets, widgetDefinition);
  const requests = new Map<string, { name: string; query: string; variables: Record<string, unknown> }>();
  for (const { definition, config } of widgets) {
    const { query, variables } = widgetRequest(definition.dataSource, config);
    const text = print(query as DocumentNode);
    const name = /(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? 'anonymous';
    requests.set(`${text}\n${JSON.stringify(variables)}`, { name, query: text, variables });
  }
  return [...requests.values()];
}

/** Cold 100,000-transaction summary with the bystander measuring, then each attack. */
export async function coldLedgerAndAttacks(emulatorHost: string, env: Record<string, string>, ledgerDir: string): Promise<void> {
  const prepared = path.join(ledgerDir, 'bench-ledger.json');
  const heavyToken = await tokenForUid(emulatorHost, 'bench-ledger');
  const bystanderToken = await tokenForUid(emulatorHost, 'bench-bystander');
  const attackerToken = await tokenForUid(emulatorHost, 'bench-attacker');
  if (!fs.existsSync(prepared)) {
    // The ledger bench's database: closes stored, then the ledger created through createTransaction.
    seedLedgerDir(ledgerDir);
    const server = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
    try {
      const call = graphqlCaller(server.url, heavyToken);
      const { createPortfolio } = await call<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Bench" }) { _id } }');
      const created = await timed(() => createLedger(call, generateLedger(), createPortfolio._id));
      fs.writeFileSync(prepared, JSON.stringify({ buys: created.result }));
      console.log(`(created the 100,000-transaction ledger in ${(created.ms / 1000).toFixed(1)} s)`);
    } finally {
      await server.stop();
    }
  }
  // The bystander's and the attacker's small ledgers, in a process of their own so the next one starts cold.
  const setup = await startServerProcess({ ...env, DATA_DIR: ledgerDir });
  try {
    await ensureSmallLedger(graphqlCaller(setup.url, bystanderToken));
    await ensureSmallLedger(graphqlCaller(setup.url, attackerToken));
  } finally {
    await setup.stop();
  }

  // The attacks' server has the per-address rate limit on (the burst meets it); the crowd's keeps limits off.
  const server = await startServerProcess({ ...env, DATA_DIR: ledgerDir, ...ATTACK_SERVER_ENV });
  try {
    const heavy = graphqlCaller(server.url, heavyToken);
    const bystanderCall = graphqlCaller(server.url, bystanderToken);
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push((await timed(() => bystanderCall(BYSTANDER_QUERY))).ms);
    const bystander = startBystander(bystanderCall);
    await new Promise((resolve) => setTimeout(resolve, 3 * BYSTANDER_EVERY_MS));
    const cold = await timed(() => heavy(SUMMARY));
    const during = await bystander.stop();
    const warm: number[] = [];
    for (let i = 0; i < 10; i++) warm.push((await timed(() => heavy(SUMMARY))).ms);
    console.log('Isolation: one user cannot stall another (the bystander: another user\'s small summary every 100 ms)');
    console.log(`  bystander alone: p50 ${ms(percentile(quiet, 50))}, max ${ms(Math.max(...quiet))}`);
    console.log(`  first summary of the 100,000-transaction ledger after a restart: ${ms(cold.ms)} (target < 2 s); warm p50 ${ms(percentile(warm, 50))}`);
    console.log(`    meanwhile: ${bystanderLine(during)}`);

    const target: AttackTarget = { url: server.url, emulatorHost, attacker: graphqlCaller(server.url, attackerToken), attackerToken, heavy, residentMb: () => server.residentMb() };
    for (const attack of ISOLATION_ATTACKS) {
      const watching = startBystander(bystanderCall);
      const run = await timed(() => attack.run(target).catch((error: unknown) => `failed: ${String(error).slice(0, 300)}`));
      const latencies = await watching.stop();
      console.log(`  attack "${attack.name}": ${ms(run.ms)}${run.result ? ` (${run.result})` : ''}`);
      console.log(`    meanwhile: ${bystanderLine(latencies)}; server resident ${server.residentMb().toFixed(0)} MB`);
    }
    console.log(`  peak resident memory of that server: ${server.peakMb().toFixed(0)} MB (target < 1024 MB)`);
  } finally {
    await server.stop();
  }
}

interface CrowdFigures {
  latencies: number[];
  byName: Map<string, number[]>;
  failures: number;
  seconds: number;
  bystander: number[];
}

/** CROWD_CLIENTS clients sending `mix`'s requests one after another for CROWD_SECONDS, the bystander measuring. */
async function crowdRound(call: Call, bystanderCall: Call, mix: ReturnType<typeof dashboardMix>): Promise<CrowdFigures> {
  const latencies: number[] = [];
  const byName = new Map<string, number[]>();
  let failures = 0;
  const bystander = startBystander(bystanderCall);
  const started = performance.now();
  const until = started + CROWD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CROWD_CLIENTS }, async (_, client) => {
      // Each client a dashboard visit after another, starting at a different request of the mix.
      for (let i = client; performance.now() < until; i++) {
        const request = mix[i % mix.length]!;
        const begun = performance.now();
        try {
          await call(request.query, request.variables);
        } catch {
          failures++;
          continue;
        }
        const took = performance.now() - begun;
        latencies.push(took);
        byName.set(request.name, [...(byName.get(request.name) ?? []), took]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies, byName, failures, seconds, bystander: await bystander.stop() };
}

const crowdLine = ({ latencies, byName, failures, seconds, bystander }: CrowdFigures) =>
  `${(latencies.length / seconds).toFixed(0)} requests/s (target >= 170), p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (target < 500 ms)${failures ? `, ${failures} failed` : ''}; ` +
  `by request p50: ${[...byName].map(([name, times]) => `${name} ${ms(percentile(times, 50))}`).join(', ')}; meanwhile ${bystanderLine(bystander)}`;

/** 50 clients on the default dashboard of a 1,000-transaction ledger, the bystander measuring; then summaries as of past days. */
export async function crowd(emulatorHost: string, env: Record<string, string>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-crowd-'));
  let server: ServerProcess | null = null;
  try {
    seedLedgerDir(dir, CROWD_SECURITIES);
    server = await startServerProcess({ ...env, DATA_DIR: dir });
    const ownerToken = await tokenForUid(emulatorHost, `bench-crowd-${Date.now()}`);
    const owner = graphqlCaller(server.url, ownerToken);
    const bystanderCall = graphqlCaller(server.url, await tokenForUid(emulatorHost, `bench-crowd-bystander-${Date.now()}`));
    await ensureSmallLedger(bystanderCall);
    const { createPortfolio } = await owner<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Crowd" }) { _id } }');
    await createLedger(owner, generateLedger({ transactions: CROWD_TRANSACTIONS, securities: CROWD_SECURITIES, years: 5, start: '2021-01-04' }), createPortfolio._id);

    const mix = dashboardMix();
    for (const request of mix) await owner(request.query, request.variables); // the first visit (cold), not measured
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push((await timed(() => bystanderCall(BYSTANDER_QUERY))).ms);

    const full = await crowdRound(owner, bystanderCall, mix);
    // The same without the transaction table: what the analytics queries alone sustain.
    const analyticsOnly = mix.filter((request) => request.name !== 'UserTransactionTable');
    const analytics = await crowdRound(owner, bystanderCall, analyticsOnly);

    // Summaries as of past days: each day once (nothing cached for it), then one day again.
    const asOfDays = Array.from({ length: 20 }, (_, i) => `2023-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`);
    const asOf: number[] = [];
    for (const day of asOfDays) asOf.push((await timed(() => owner(`{ portfolioSummary(filter: { asOf: "${day}" }) { marketValue totalReturn } }`))).ms);
    const again: number[] = [];
    for (let i = 0; i < 10; i++) again.push((await timed(() => owner(`{ portfolioSummary(filter: { asOf: "${asOfDays[0]}" }) { marketValue totalReturn } }`))).ms);

    const names = (requests: typeof mix) => requests.map((r) => `${r.name}${JSON.stringify(r.variables.filter ?? {}) === '{}' ? '' : ' ' + JSON.stringify(r.variables.filter)}`).join(', ');
    console.log(`  ${CROWD_CLIENTS} clients on the default dashboard of a ${CROWD_TRANSACTIONS.toLocaleString('en')}-transaction ledger, ${CROWD_SECONDS} s each (bystander alone: p50 ${ms(percentile(quiet, 50))}):`);
    console.log(`    the dashboard's requests (${names(mix)}):`);
    console.log(`      ${crowdLine(full)}`);
    console.log(`    the analytics requests alone (without UserTransactionTable):`);
    console.log(`      ${crowdLine(analytics)}`);
    console.log(`  summary as of a past day, ${CROWD_TRANSACTIONS.toLocaleString('en')} transactions: p50 ${ms(percentile(asOf, 50))}, max ${ms(Math.max(...asOf))} (target < 20 ms); the same day again p50 ${ms(percentile(again, 50))}`);
    console.log(`  peak resident memory of that server: ${server.peakMb().toFixed(0)} MB`);
  } finally {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchIsolation({ emulatorHost, env, ledgerDir }: { emulatorHost: string; env: Record<string, string>; ledgerDir: string }): Promise<void> {
  await coldLedgerAndAttacks(emulatorHost, env, ledgerDir);
  await crowd(emulatorHost, env);
}
