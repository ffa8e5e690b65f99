// The market layer's bench: the cold load of 20 years of 500 securities' history from the store
// into the engine's series (target < 1 s), and dashboard requests answered from the store while
// every market data provider hangs (target < 200 ms). Prints figures only.
import { spawnSync } from 'node:child_process';
import { ms, percentile } from './stats';

type Call = <T = unknown>(query: string, variables?: Record<string, unknown>) => Promise<T>;

const DASHBOARD = `{
  portfolioSummary { marketValue costBasis unrealizedGain realizedGain income totalReturn holdingCount unpricedHoldings stalePriceHoldings simulatedPrices }
  portfolioHoldings { key price priceDate priceSource priceStale marketValuePC weight }
}`;

export function benchColdLoad(pgliteDir: string): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/marketProcess.ts', pgliteDir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The market cold-load bench failed: ${run.stderr}`);
  const figures = JSON.parse(run.stdout.trim().split('\n').pop()!) as { opened: number; securities: number; points: number; rounds: number[]; rssMb: number };
  console.log('Market data benchmark (the store on embedded PGlite)');
  console.log(
    `  cold load of ${figures.securities} securities' history (${figures.points.toLocaleString('en')} daily points) into the engine's series: ` +
      `${ms(figures.rounds[0]!)} first read after opening the database (target < 1 s), ${ms(percentile(figures.rounds.slice(1), 50))} p50 of ${figures.rounds.length - 1} more with a new quote book each`,
  );
  console.log(`  (database opened in ${ms(figures.opened)}; process resident memory after: ${figures.rssMb.toFixed(0)} MB)`);
}

/**
 * On a server whose providers all hang and whose background jobs run: the ledger owner's
 * dashboard queries, and a new user whose securities the store has never seen (each request
 * queues fetches that hang), timed per request.
 */
export async function benchHangingProviders(owner: Call, newcomer: Call, health: () => Promise<{ marketData?: unknown }>): Promise<void> {
  await owner(DASHBOARD); // loads the 100,000-row ledger (measured by the ledger bench)
  const portfolio = await newcomer<{ createPortfolio: { _id: string } }>('mutation { createPortfolio(portfolioInput: { name: "Hanging" }) { _id } }');
  await newcomer(
    `mutation ($inputs: [TransactionInput!]!) { createTransaction(transactionInput: $inputs) { transactions { _id } } }`,
    {
      inputs: ['NEWA', 'NEWB', 'NEWC', 'NEWD', 'NEWE'].map((ticker, i) => ({
        portfolio_Id: portfolio.createPortfolio._id,
        ticker,
        // EUR→USD is stored; a currency with no stored rate would (rightly) be refused while the providers hang.
        currency: i % 2 === 0 ? 'USD' : 'EUR',
        date: `2024-0${i + 1}-15`,
        type: 'Buy',
        shares: 10,
        shareprice: 20 + i,
      })),
    },
  );
  const timed = async (call: Call) => {
    const started = performance.now();
    await call(DASHBOARD);
    return performance.now() - started;
  };
  const ownerTimes: number[] = [];
  const newTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    ownerTimes.push(await timed(owner));
    newTimes.push(await timed(newcomer));
  }
  const line = (times: number[]) => `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`;
  console.log('  dashboard queries (summary + holdings) while every provider hangs and the queued fetches wait on them (target < 200 ms):');
  console.log(`    100,000-transaction ledger: ${line(ownerTimes)}`);
  console.log(`    new user, 5 securities the store has never seen: ${line(newTimes)}`);
  console.log(`    /healthz marketData then: ${JSON.stringify((await health()).marketData)}`);
}
