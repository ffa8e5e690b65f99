// One user cannot stall another (functional, not timed: the bench measures the figures). A ledger
// large enough for the engine's worker threads is computed there with the same figures as
// in-process; identical requests of one user in flight share one computation; and while a heavy
// user's cold ledger and long series compute, another user's answers keep arriving.
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { SET_MANUAL_RATES, createPortfolio, createTransactions, dataOf } from '../test/ledgerCalls';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

const SUMMARY = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) {
  currency asOf marketValue costBasis unrealizedGain realizedGain income taxes fees totalReturn netContributions holdingCount twr twrAnnualised xirr } }`;
const HOLDINGS = `query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) {
  stock { ticker } shares price priceDate priceSource averageCostPC costBasisPC marketValuePC unrealizedGainPC realizedGainPC incomePC totalReturnPC weight } }`;
const SERIES = 'query ($filter: AnalyticsFilter) { portfolioValueSeries(filter: $filter) { date value cost netContributions resolution } }';
const RETURNS = 'query ($filter: AnalyticsFilter) { holdingReturns(filter: $filter) { stock { ticker } twr twrAnnualised xirr } }';
const SMALL_SUMMARY = '{ portfolioSummary { marketValue holdingCount } }';

/** 1,200 trades over 40 securities and ten years: more rows than one page, so a worker reads them as they come. */
function ledgerInput(portfolio: string): Record<string, unknown>[] {
  const held = new Map<string, number>();
  return Array.from({ length: 1_200 }, (_, i) => {
    const ticker = `ISO${i % 40}`;
    const date = new Date(Date.UTC(2015, 0, 5) + i * 3 * 86_400_000).toISOString().slice(0, 10);
    const shares = held.get(ticker) ?? 0;
    const base = { portfolio_Id: portfolio, ticker, currency: 'USD', date };
    if (shares > 20 && i % 5 === 0) {
      held.set(ticker, shares - 5);
      return { ...base, type: 'Sell', shares: 5, shareprice: 20 + (i % 17) };
    }
    if (shares > 0 && i % 7 === 0) return { ...base, type: 'Income', shares, shareprice: 0.25, taxes: 0.5 };
    held.set(ticker, shares + 10);
    return { ...base, type: 'Buy', shares: 10, shareprice: 10 + (i % 23), fees: 1 };
  });
}

interface Health {
  engine: { workers: number; inline: number; pooled: number };
}

const health = async (server: TestServer) => ((await (await fetch(`${server.url}/healthz`)).json()) as Health).engine;
const jobs = (engine: Health['engine']) => engine.inline + engine.pooled;

async function seedHeavy(server: TestServer, user: TestUser): Promise<void> {
  const portfolio = await createPortfolio(server, user.idToken, 'Heavy');
  await createTransactions(server, user.idToken, ledgerInput(portfolio));
  await dataOf(server, user.idToken, SET_MANUAL_RATES, { base: 'USD', quote: 'EUR', rates: [{ date: '2014-12-31', rate: 0.8 }, { date: '2020-06-30', rate: 0.9 }] });
}

describe.each(testDatabases)('isolation on %s', (kind) => {
  const pooled = useTestServer(kind);
  const inProcess = useTestServer(kind, { ENGINE_WORKERS: '0' });
  let heavy: TestUser;
  let bystander: TestUser;

  beforeAll(async () => {
    [heavy, bystander] = await Promise.all([signUpUser(), signUpUser()]);
    await Promise.all([seedHeavy(pooled, heavy), seedHeavy(inProcess, heavy)]);
    const small = await createPortfolio(pooled, bystander.idToken, 'Small');
    await createTransactions(pooled, bystander.idToken, [{ portfolio_Id: small, ticker: 'SMALL', currency: 'USD', date: '2024-01-15', type: 'Buy', shares: 3, shareprice: 50 }]);
  }, 120_000);

  it('computes in its worker threads the figures the in-process engine computes', async () => {
    const asks: [string, Record<string, unknown>][] = [
      [SUMMARY, {}],
      [SUMMARY, { asOf: '2019-06-30' }],
      [SUMMARY, { currency: 'EUR', asOf: '2021-03-31' }],
      [HOLDINGS, { asOf: '2018-12-31', includePastHoldings: true }],
      [SERIES, { from: '2015-01-01', to: '2024-12-31' }],
      [RETURNS, { from: '2016-01-01' }],
    ];
    const before = await health(pooled);
    for (const [query, filter] of asks) {
      const [inWorkers, here] = await Promise.all([dataOf(pooled, heavy.idToken, query, { filter }), dataOf(inProcess, heavy.idToken, query, { filter })]);
      expect(inWorkers).toEqual(here);
    }
    const after = await health(pooled);
    // The ledger, the run as of 2019, the run in EUR and the long series went to a worker...
    expect(after.workers).toBeGreaterThan(0);
    expect(after.pooled - before.pooled).toBeGreaterThanOrEqual(4);
    // ...and nothing does on a server without workers.
    expect(await health(inProcess)).toMatchObject({ workers: 0, pooled: 0 });
  });

  it('answers a long series at a coarser resolution within the point budget', async () => {
    const { portfolioValueSeries } = await dataOf<{ portfolioValueSeries: { date: string; resolution: string }[] }>(pooled, heavy.idToken, SERIES, {
      filter: { from: '1900-01-01', to: '2099-12-31' },
    });
    expect(portfolioValueSeries.length).toBeLessThanOrEqual(2_000);
    expect(new Set(portfolioValueSeries.map((point) => point.resolution))).toEqual(new Set(['quarter']));
    expect(portfolioValueSeries[0]!.date).toBe('1900-01-01');
    expect(portfolioValueSeries.at(-1)!.date).toBe('2099-12-31');
    expect(portfolioValueSeries[1]!.date).toBe('1900-03-31');
  });

  it('shares one computation between identical requests of one user in flight', async () => {
    const before = await health(pooled);
    // A range asked for the first time: its series is computed once for all six requests.
    const filter = { from: '2017-02-03', to: '2023-04-05' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => dataOf(pooled, heavy.idToken, SERIES, { filter })));
    const after = await health(pooled);
    expect(jobs(after) - jobs(before)).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('never answers a read that follows a write with figures computed before it', async () => {
    const writer = await signUpUser();
    await seedHeavy(pooled, writer);
    const portfolio = (await dataOf<{ PortfolioStockTransactions: { _id: string }[] }>(pooled, writer.idToken, '{ PortfolioStockTransactions { _id } }')).PortfolioStockTransactions[0]!._id;
    // A cold read in flight, then a write, then the same read: the second one counts the new holding.
    const first = dataOf<{ portfolioSummary: { holdingCount: number } }>(pooled, writer.idToken, SMALL_SUMMARY);
    await createTransactions(pooled, writer.idToken, [{ portfolio_Id: portfolio, ticker: 'LATE', currency: 'USD', date: '2024-06-03', type: 'Buy', shares: 1, shareprice: 10 }]);
    const second = await dataOf<{ portfolioSummary: { holdingCount: number } }>(pooled, writer.idToken, SMALL_SUMMARY);
    const before = (await first).portfolioSummary.holdingCount;
    expect([40, 41]).toContain(before);
    expect(second.portfolioSummary.holdingCount).toBe(41);
  }, 60_000);

  it("answers another user while a heavy user's cold ledger and long series compute", async () => {
    // A fresh user's ledger has never been read: the first read loads and computes it whole.
    const cold = await signUpUser();
    await seedHeavy(pooled, cold);
    await dataOf(pooled, bystander.idToken, SMALL_SUMMARY); // the bystander's figures are warm
    const order: string[] = [];
    const heavyDone = Promise.all([
      dataOf(pooled, cold.idToken, RETURNS, { filter: { from: '1900-01-01', to: '2099-12-31' } }),
      dataOf(pooled, cold.idToken, SERIES, { filter: { from: '1900-01-01', to: '2099-12-31', currency: 'EUR' } }),
    ]).then(() => order.push('heavy'));
    for (let i = 0; i < 3; i++) {
      await dataOf(pooled, bystander.idToken, SMALL_SUMMARY);
      order.push(`bystander ${i + 1}`);
    }
    await heavyDone;
    expect(order).toEqual(['bystander 1', 'bystander 2', 'bystander 3', 'heavy']);
  }, 60_000);
});
