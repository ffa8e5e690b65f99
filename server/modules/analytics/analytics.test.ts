// The analytics queries on a small ledger whose every figure is worked out by hand in comments.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { SET_MANUAL_PRICES, SET_MANUAL_RATES, createPortfolio, createTransactions, dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const SUMMARY = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) {
  currency asOf marketValue costBasis unrealizedGain realizedGain income taxes fees totalReturn netContributions
  holdingCount holdingCountByType { holdingType count } unpricedHoldings twr xirr } }`;
const HOLDINGS = `query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) {
  stock { ticker } shares price priceDate priceSource averageCostTC costBasisTC marketValuePC unrealizedGainPC realizedGainPC incomePC taxesPC totalReturnPC weight } }`;
const SERIES = 'query ($filter: AnalyticsFilter) { portfolioValueSeries(filter: $filter) { date value cost netContributions } }';
const RETURNS = 'query ($filter: AnalyticsFilter) { holdingReturns(filter: $filter) { stock { ticker } twr xirr } }';
const RISK = `query ($filter: AnalyticsFilter) {
  portfolioSummary(filter: $filter) { twr risk { ...Risk } }
  holdingReturns(filter: $filter) { stock { ticker } risk { ...Risk } } }
  fragment Risk on RiskFigures { volatility downsideDeviation maxDrawdown maxDrawdownPeak maxDrawdownTrough maxDrawdownDurationDays recoveryDate recoveryDays }`;
const TIMELINE = `query ($input: TransactionTimelineInput!) { transactionTimeline(input: $input) {
  groupBy buckets { start end shortLabel longLabel count totals { kind total } } kinds transactionCount ledgerCount firstDate lastDate } }`;

interface Ledger {
  user: TestUser;
  main: string;
  other: string;
}

const trade = (portfolio: string, ticker: string, type: string, date: string, shares: number, shareprice: number, extra: Record<string, unknown> = {}) => ({
  portfolio_Id: portfolio,
  ticker,
  currency: 'USD',
  type,
  date,
  shares,
  shareprice,
  ...extra,
});

async function seed(server: TestServer): Promise<Ledger> {
  const user = await signUpUser();
  const main = await createPortfolio(server, user.idToken, 'Main');
  const other = await createPortfolio(server, user.idToken, 'Other');
  const { stocks } = await createTransactions(server, user.idToken, [
    trade(main, 'ACME', 'Buy', '2024-01-02', 10, 100, { fees: 5 }),
    trade(main, 'ACME', 'Buy', '2024-02-01', 10, 120, { fees: 5 }),
    trade(main, 'ACME', 'Sell', '2024-03-01', 5, 150, { fees: 2 }),
    trade(main, 'ACME', 'Income', '2024-03-15', 15, 0.5, { taxes: 1.5 }),
    trade(other, 'BETA', 'Buy', '2024-01-10', 5, 10),
    trade(other, 'GAMMA', 'Buy', '2024-01-10', 1, 10),
    trade(other, 'GAMMA', 'Sell', '2024-01-11', 1, 12),
  ]);
  const acme = stocks.find((s) => s.ticker === 'ACME')!._id;
  // Thursday 28 March: the last close before the as-of date (a Sunday).
  await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: acme, prices: [{ date: '2024-03-28', close: 160 }] });
  return { user, main, other };
}

describe.each(testDatabases)('analytics on %s', (kind) => {
  const server = useTestServer(kind);
  let ledger: Ledger;
  beforeAll(async () => {
    ledger = await seed(server);
  });
  const query = <T>(q: string, filter: Record<string, unknown>) => dataOf<T>(server, ledger.user.idToken, q, { filter });

  it('summarises one portfolio at a close, to the cent', async () => {
    const { portfolioSummary } = await query<{ portfolioSummary: Record<string, unknown> }>(SUMMARY, { portfolio_Ids: [ledger.main], asOf: '2024-03-31' });
    // ACME: 10 × 100 + 5 = 1005; + 10 × 120 + 5 = 1205 → 20 shares cost 2210 (110.50 each).
    // Sell 5 × 150 − 2 = 748 proceeds, cost 552.50 → realised 195.50; 15 left cost 1657.50.
    // Income 15 × 0.50 = 7.50 gross, 1.50 withheld. Value 15 × 160 (28 March) = 2400.
    expect(portfolioSummary).toMatchObject({
      currency: 'USD',
      asOf: '2024-03-31',
      marketValue: 2400,
      costBasis: 1657.5,
      unrealizedGain: 742.5,
      realizedGain: 195.5,
      income: 7.5,
      taxes: 1.5,
      fees: 12,
      // 195.50 + 742.50 + 7.50 − 1.50
      totalReturn: 944,
      // 1005 + 1205 − 748 − (7.50 − 1.50)
      netContributions: 1456,
      holdingCount: 1,
      holdingCountByType: [{ holdingType: 'stock', count: 1 }],
      unpricedHoldings: [],
    });
    expect(portfolioSummary.twr).toEqual(expect.any(Number));
    expect(portfolioSummary.xirr).toEqual(expect.any(Number));
  });

  it('lists holdings across portfolios with the price, its date and source, and weights', async () => {
    const { portfolioHoldings } = await query<{ portfolioHoldings: Record<string, unknown>[] }>(HOLDINGS, { asOf: '2024-03-31' });
    // BETA has no quote: its last trade price (10) values it. GAMMA is closed: left out by default.
    expect(portfolioHoldings).toEqual([
      expect.objectContaining({ stock: { ticker: 'ACME' }, shares: 15, price: 160, priceDate: '2024-03-28', priceSource: 'manual', averageCostTC: 110.5, marketValuePC: 2400, weight: 2400 / 2450 }),
      expect.objectContaining({ stock: { ticker: 'BETA' }, shares: 5, price: 10, priceDate: '2024-01-10', priceSource: 'transaction', marketValuePC: 50, weight: 50 / 2450 }),
    ]);
    const withPast = await query<{ portfolioHoldings: { stock: { ticker: string }; shares: number; realizedGainPC: number }[] }>(HOLDINGS, { asOf: '2024-03-31', includePastHoldings: true });
    // GAMMA: bought 10, sold 12 → realised 2, no shares.
    expect(withPast.portfolioHoldings.find((h) => h.stock.ticker === 'GAMMA')).toMatchObject({ shares: 0, realizedGainPC: 2 });
  });

  it('counts closed positions in the totals, and filters by holding type', async () => {
    const { portfolioSummary } = await query<{ portfolioSummary: { realizedGain: number; marketValue: number; holdingCount: number } }>(SUMMARY, { asOf: '2024-03-31' });
    expect(portfolioSummary).toMatchObject({ realizedGain: 197.5, marketValue: 2450, holdingCount: 2 });
    const dividend = await query<{ portfolioHoldings: { stock: { ticker: string } }[] }>(HOLDINGS, { asOf: '2024-03-31', holdingType: 'dividendStocks' });
    expect(dividend.portfolioHoldings.map((h) => h.stock.ticker)).toEqual(['ACME']);
    const nonDividend = await query<{ portfolioHoldings: { stock: { ticker: string } }[] }>(HOLDINGS, { asOf: '2024-03-31', holdingType: 'nonDividendStocks' });
    expect(nonDividend.portfolioHoldings.map((h) => h.stock.ticker)).toEqual(['BETA']);
  });

  it('answers as things stood at an earlier close', async () => {
    const { portfolioSummary } = await query<{ portfolioSummary: Record<string, number> }>(SUMMARY, { portfolio_Ids: [ledger.main], asOf: '2024-02-15' });
    // 20 shares costing 2210, valued at the last trade price then (120 on 1 February).
    expect(portfolioSummary).toMatchObject({ marketValue: 2400, costBasis: 2210, realizedGain: 0, income: 0 });
  });

  it('names the held securities whose value rests on no current close, and why', async () => {
    const GAPS = `query ($filter: AnalyticsFilter) {
      portfolioSummary(filter: $filter) { priceGaps { stock { ticker } reason } }
      portfolioHoldings(filter: $filter) { stock { ticker } priceGap } }`;
    type Gaps = { portfolioSummary: { priceGaps: unknown[] }; portfolioHoldings: unknown[] };
    // BETA has only its own trade price; ACME its manual close of 28 March; GAMMA is closed.
    const now = await query<Gaps>(GAPS, { asOf: '2024-03-31' });
    expect(now.portfolioSummary.priceGaps).toEqual([{ stock: { ticker: 'BETA' }, reason: 'lastTrade' }]);
    expect(now.portfolioHoldings).toEqual([
      { stock: { ticker: 'ACME' }, priceGap: null },
      { stock: { ticker: 'BETA' }, priceGap: 'lastTrade' },
    ]);
    // Before its manual close ACME too was valued at its trades only.
    const before = await query<Gaps>(GAPS, { portfolio_Ids: [ledger.main], asOf: '2024-02-15' });
    expect(before.portfolioSummary.priceGaps).toEqual([{ stock: { ticker: 'ACME' }, reason: 'lastTrade' }]);
  });

  it('calls a close older than 5 days stale, and a new manual close mends it', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Gaps');
    const { stocks } = await createTransactions(server, user.idToken, [trade(portfolio, 'GAPX', 'Buy', '2024-01-10', 5, 10)]);
    const gapx = stocks[0]!._id;
    const GAPS = 'query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { marketValue priceGaps { stock { _id } reason } } }';
    const summary = async () => (await dataOf<{ portfolioSummary: { marketValue: number; priceGaps: unknown[] } }>(server, user.idToken, GAPS, { filter: { asOf: '2024-03-31' } })).portfolioSummary;
    // A close is known (5 January), but the trade after it is the latest price, 81 days old.
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: gapx, prices: [{ date: '2024-01-05', close: 9 }] });
    expect(await summary()).toEqual({ marketValue: 50, priceGaps: [{ stock: { _id: gapx }, reason: 'stale' }] });
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: gapx, prices: [{ date: '2024-03-28', close: 12 }] });
    expect(await summary()).toEqual({ marketValue: 60, priceGaps: [] });
  });

  it('gives a daily value series that carries the last close over days without one', async () => {
    const { portfolioValueSeries } = await query<{ portfolioValueSeries: unknown[] }>(SERIES, { portfolio_Ids: [ledger.main], from: '2024-03-27', to: '2024-03-29' });
    // 27 March: last price is the sale's 150 → 2250; the manual 160 from the 28th → 2400.
    expect(portfolioValueSeries).toEqual([
      { date: '2024-03-27', value: 2250, cost: 1657.5, netContributions: 1456 },
      { date: '2024-03-28', value: 2400, cost: 1657.5, netContributions: 1456 },
      { date: '2024-03-29', value: 2400, cost: 1657.5, netContributions: 1456 },
    ]);
  });

  it('gives per-holding returns over a range', async () => {
    const { holdingReturns } = await query<{ holdingReturns: { stock: { ticker: string }; twr: number | null }[] }>(RETURNS, { from: '2024-03-27', to: '2024-03-29', asOf: '2024-03-29' });
    const acme = holdingReturns.find((r) => r.stock.ticker === 'ACME')!;
    // No flows in the range: 2250 → 2400 is +6.6667 %.
    expect(acme.twr).toBeCloseTo(2400 / 2250 - 1, 6);
  });

  it('measures the money-weighted return from what was paid, first-day fee included', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Fees');
    const { stocks } = await createTransactions(server, user.idToken, [trade(portfolio, 'FEES', 'Buy', '2023-01-02', 10, 100, { fees: 10 })]);
    const prices = [
      { date: '2023-01-02', close: 100 },
      { date: '2024-01-02', close: 100 },
    ];
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: stocks[0]!._id, prices });
    const { portfolioSummary } = await dataOf<{ portfolioSummary: { twr: number; xirr: number } }>(server, user.idToken, SUMMARY, { filter: { asOf: '2024-01-02' } });
    // The investor paid 1,010 on 2 January 2023 and holds 1,000 on 2 January 2024, 365 days later:
    // =XIRR({-1010;1000};{DATE(2023,1,2);DATE(2024,1,2)}) = 1000 / 1010 − 1 = −0.990099 %, not the 0 % of close to close.
    expect(portfolioSummary.xirr).toBeCloseTo(1000 / 1010 - 1, 6);
    expect(portfolioSummary.twr).toBeCloseTo(1000 / 1010 - 1, 6);
  });

  it('gives risk figures per portfolio and per holding from flow-adjusted weekday returns', async () => {
    const user = await signUpUser();
    const main = await createPortfolio(server, user.idToken, 'Risky');
    const other = await createPortfolio(server, user.idToken, 'Flat');
    const { stocks } = await createTransactions(server, user.idToken, [
      // Monday 1 January 2024: 10 at 100; Friday 5th: 10 more at 108.9 (money put in, not a gain).
      trade(main, 'SWING', 'Buy', '2024-01-01', 10, 100),
      trade(main, 'SWING', 'Buy', '2024-01-05', 10, 108.9),
      trade(other, 'STILL', 'Buy', '2024-01-01', 5, 50),
    ]);
    const swing = stocks.find((s) => s.ticker === 'SWING')!._id;
    const closes = [['02', 110], ['03', 99], ['04', 108.9], ['05', 98.01], ['08', 107.811], ['09', 118.5921]] as const;
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: swing, prices: closes.map(([day, close]) => ({ date: `2024-01-${day}`, close })) });
    const range = { from: '2024-01-01', to: '2024-01-09', asOf: '2024-01-09' };
    type Risk = Record<string, unknown> & { volatility: number; downsideDeviation: number; maxDrawdown: number };
    const mine = await dataOf<{ portfolioSummary: { twr: number; risk: Risk } }>(server, user.idToken, RISK, { filter: { ...range, portfolio_Ids: [main] } });
    // Values 1000 (bought at 100, the day's close too), 1100, 990, 1089, then 20 × 98.01 = 1960.2 on
    // Friday with 1089 put in, carried over the weekend, 2156.22 and 2371.842. Weekday returns:
    // 1000/(0 + 1000) on the first day (the period opens at the close before it, when nothing was
    // held), 1100/1000, 990/1100, 1089/990, 1960.2/(1089 + 1089), 2156.22/1960.2 (Monday, the
    // weekend's 0s chained in), 2371.842/2156.22 − 1 = 0, +0.1, −0.1, +0.1, −0.1, +0.1, +0.1
    // (TWR 1.1⁴ × 0.9² − 1 = 0.185921).
    // =STDEV.S(A1:A7)*SQRT(252): Σr² = 0.06, mean 0.2/7, Σ(r − mean)² = 0.06 − 0.04/7 = 0.38/7,
    // ÷ 6 × 252 = 2.28 → √2.28; downside =SQRT((0.01 + 0.01)/7)*SQRT(252) = √0.72.
    // TWR index 1.1 on Tuesday 2nd (peak), 0.9801 on Friday 5th (trough): 1 − 0.9801/1.1 = 0.109;
    // back above 1.1 on Tuesday 9th (1.185921).
    const { risk } = mine.portfolioSummary;
    expect(mine.portfolioSummary.twr).toBeCloseTo(0.185921, 6);
    expect(risk.volatility).toBeCloseTo(Math.sqrt(2.28), 6);
    expect(risk.downsideDeviation).toBeCloseTo(Math.sqrt(0.72), 6);
    expect(risk.maxDrawdown).toBeCloseTo(0.109, 6);
    expect(risk).toMatchObject({ maxDrawdownPeak: '2024-01-02', maxDrawdownTrough: '2024-01-05', maxDrawdownDurationDays: 3, recoveryDate: '2024-01-09', recoveryDays: 4 });

    // Per holding, across both portfolios: SWING's are the portfolio's; STILL never moved.
    const all = await dataOf<{ holdingReturns: { stock: { ticker: string }; risk: Risk }[] }>(server, user.idToken, RISK, { filter: range });
    expect(all.holdingReturns.find((h) => h.stock.ticker === 'SWING')!.risk).toEqual(risk);
    expect(all.holdingReturns.find((h) => h.stock.ticker === 'STILL')!.risk).toEqual({
      volatility: 0,
      downsideDeviation: 0,
      maxDrawdown: 0,
      maxDrawdownPeak: null,
      maxDrawdownTrough: null,
      maxDrawdownDurationDays: null,
      recoveryDate: null,
      recoveryDays: null,
    });
  });

  it('converts into another currency with the rates of each date', async () => {
    await dataOf(server, ledger.user.idToken, SET_MANUAL_RATES, { base: 'USD', quote: 'EUR', rates: [{ date: '2023-12-29', rate: 0.9 }] });
    const { portfolioSummary } = await query<{ portfolioSummary: Record<string, unknown> }>(SUMMARY, { portfolio_Ids: [ledger.main], asOf: '2024-03-31', currency: 'EUR' });
    // One rate for the whole period: every PC figure is 0.9 × the USD one.
    expect(portfolioSummary).toMatchObject({ currency: 'EUR', marketValue: 2160, costBasis: 1491.75, realizedGain: 175.95 });
  });

  describe('transaction timeline', () => {
    type Timeline = { groupBy: string; buckets: { start: string; end: string; count: number; totals: { kind: string; total: number }[] }[]; kinds: string[] } & Record<string, unknown>;
    const settings = { interval: '3M', groupBy: 'month', includeCurrentInterval: true, measure: 'value', asOf: '2024-03-31' };
    const timeline = async (input: Record<string, unknown>) => (await dataOf<{ transactionTimeline: Timeline }>(server, ledger.user.idToken, TIMELINE, { input: { ...settings, ...input } })).transactionTimeline;

    it('sums the owner\'s transactions per month and kind, over every portfolio', async () => {
      // Three months to 31 March: January (from 31 December on, so whole months start in January) to March.
      expect(await timeline({})).toEqual({
        groupBy: 'month',
        buckets: [
          // ACME 10 × 100, BETA 5 × 10, GAMMA 1 × 10 bought; GAMMA 1 × 12 sold. Fees are not the transaction's value.
          { start: '2024-01-01', end: '2024-01-31', shortLabel: 'Jan 24', longLabel: 'January 2024', count: 4, totals: [{ kind: 'Buy', total: 1060 }, { kind: 'Sell', total: 12 }] },
          { start: '2024-02-01', end: '2024-02-29', shortLabel: 'Feb 24', longLabel: 'February 2024', count: 1, totals: [{ kind: 'Buy', total: 1200 }] },
          // 5 × 150 sold; 15 × 0.50 income (before the tax withheld).
          { start: '2024-03-01', end: '2024-03-31', shortLabel: 'Mar 24', longLabel: 'March 2024', count: 2, totals: [{ kind: 'Sell', total: 750 }, { kind: 'Income', total: 7.5 }] },
        ],
        kinds: ['Buy', 'Sell', 'Income'],
        transactionCount: 7,
        ledgerCount: 7,
        firstDate: '2024-01-02',
        lastDate: '2024-03-15',
      });
    });

    it('charts only the chosen dataset, its note counting only its transactions', async () => {
      const income = await timeline({ dataset: 'income' });
      expect(income.buckets.map((b) => [b.start, b.totals])).toEqual([['2024-01-01', []], ['2024-02-01', []], ['2024-03-01', [{ kind: 'Income', total: 7.5 }]]]);
      expect(income).toMatchObject({ kinds: ['Income'], transactionCount: 1, ledgerCount: 1, firstDate: '2024-03-15', lastDate: '2024-03-15' });
      const trades = await timeline({ dataset: 'trades' });
      expect(trades).toMatchObject({ kinds: ['Buy', 'Sell'], transactionCount: 6 });
      // No split, spin-off or merge in this ledger.
      expect(await timeline({ dataset: 'corporateActions' })).toMatchObject({ kinds: [], transactionCount: 0, ledgerCount: 0 });
    });

    it('averages per transaction, or runs the totals on, as asked', async () => {
      const average = await timeline({ operation: 'average' });
      // January: buys of 1000, 50 and 10 (353.33 each on average); the one sell of 12.
      expect(average.buckets[0]!.totals).toEqual([{ kind: 'Buy', total: 1060 / 3 }, { kind: 'Sell', total: 12 }]);
      const running = await timeline({ operation: 'cumulative' });
      expect(running.buckets.map((b) => b.totals)).toEqual([
        [{ kind: 'Buy', total: 1060 }, { kind: 'Sell', total: 12 }],
        [{ kind: 'Buy', total: 2260 }, { kind: 'Sell', total: 12 }],
        [{ kind: 'Buy', total: 2260 }, { kind: 'Sell', total: 762 }, { kind: 'Income', total: 7.5 }],
      ]);
      // March alone, carrying January and February in.
      expect((await timeline({ operation: 'cumulative', interval: '1M', groupBy: 'month' })).buckets.map((b) => b.totals)).toEqual([running.buckets[2]!.totals]);
      expect(await errorOf(server, ledger.user.idToken, TIMELINE, { input: { ...settings, operation: 'average', measure: 'count' } })).toMatchObject({
        message: 'input.operation average needs measure value.',
        extensions: { code: 'BAD_USER_INPUT', field: 'input.operation' },
      });
    });

    it('keeps to the chosen portfolios, counts when asked, and leaves out the current period when asked', async () => {
      const quarter = await timeline({ portfolio_Ids: [ledger.main], groupBy: 'quarter', measure: 'count' });
      expect(quarter.buckets).toEqual([expect.objectContaining({ start: '2024-01-01', end: '2024-03-31', count: 4, totals: [{ kind: 'Buy', total: 2 }, { kind: 'Sell', total: 1 }, { kind: 'Income', total: 1 }] })]);
      // As of 15 April, April left out: three whole months, January to March, of the other portfolio only.
      const other = await timeline({ portfolio_Ids: [ledger.other], includeCurrentInterval: false, asOf: '2024-04-15' });
      expect(other.buckets.map((b) => [b.start, b.count])).toEqual([['2024-01-01', 3], ['2024-02-01', 0], ['2024-03-01', 0]]);
      expect(other).toMatchObject({ transactionCount: 3, ledgerCount: 3, firstDate: '2024-01-10', lastDate: '2024-01-11' });
    });

    it('is empty before the first transaction, still telling how many there are and the latest', async () => {
      expect(await timeline({ interval: '1M', groupBy: 'week', asOf: '2023-06-30' })).toMatchObject({ transactionCount: 0, ledgerCount: 7, lastDate: '2024-03-15', kinds: [] });
      const stranger = await signUpUser();
      expect((await dataOf<{ transactionTimeline: Timeline }>(server, stranger.idToken, TIMELINE, { input: { ...settings, interval: 'MAX' } })).transactionTimeline).toEqual({
        groupBy: 'month', buckets: [], kinds: [], transactionCount: 0, ledgerCount: 0, firstDate: null, lastDate: null,
      });
    });

    it('answers again after a write', async () => {
      const before = await timeline({ portfolio_Ids: [ledger.other] });
      await createTransactions(server, ledger.user.idToken, [trade(ledger.other, 'BETA', 'Buy', '2024-02-20', 2, 11)]);
      const after = await timeline({ portfolio_Ids: [ledger.other] });
      expect(after.ledgerCount).toBe((before.ledgerCount as number) + 1);
      expect(after.buckets[1]).toMatchObject({ start: '2024-02-01', count: 1, totals: [{ kind: 'Buy', total: 22 }] });
    });

    it('treats another user\'s portfolio as a missing one', async () => {
      const stranger = await signUpUser();
      const input = { ...settings, portfolio_Ids: [ledger.main] };
      const foreign = await errorOf(server, stranger.idToken, TIMELINE, { input });
      expect(foreign).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
      const missing = await errorOf(server, stranger.idToken, TIMELINE, { input: { ...input, portfolio_Ids: ['00000000-0000-4000-8000-000000000000'] } });
      expect(missing).toEqual(foreign);
    });

    it('takes only a known interval, grouping and measure, and a real date', async () => {
      const refusal = (input: Record<string, unknown>) => errorOf(server, ledger.user.idToken, TIMELINE, { input: { ...settings, ...input } });
      expect(await refusal({ interval: '1000Y' })).toMatchObject({
        message: 'input.interval must be one of 1D, 1W, 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y, MAX.',
        extensions: { code: 'BAD_USER_INPUT', field: 'input.interval' },
      });
      // Enums: refused before any resolver runs.
      for (const bad of [{ groupBy: 'century' }, { measure: 'average' }]) expect((await refusal(bad)).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect((await refusal({ asOf: '2024-02-30' })).message).toBe('input.asOf is not a real date: "2024-02-30".');
      expect((await refusal({ asOf: '2400-01-01' })).message).toBe('input.asOf must be a date written yyyy-MM-dd between 1900-01-01 and 2099-12-31.');
    });
  });

  it('refuses a foreign or unknown portfolio and a malformed date', async () => {
    const stranger = await signUpUser();
    const error = await errorOf(server, stranger.idToken, SUMMARY, { filter: { portfolio_Ids: [ledger.main] } });
    expect(error).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
    const bad = await errorOf(server, ledger.user.idToken, SUMMARY, { filter: { asOf: '2024-02-30' } });
    expect(bad.message).toBe('filter.asOf is not a real date: "2024-02-30".');
  });
});
