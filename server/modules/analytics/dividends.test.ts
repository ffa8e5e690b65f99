// The dividend query end to end (issue 22, item 3): a provider that knows a quarterly payer's
// dividends, its forward rate and its next ex-date, the market jobs storing them (screened as
// always), the ledger's shares and recorded income, and the figures computed by hand below.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { createPortfolio, createTransactions, dataOf } from '../../test/ledgerCalls';
import type { DailyBar, DateRange, Dividend, MarketDataProvider } from '../../market/provider';
import { fromDay, toDay } from '../../portfolio/days';
import { useTestServer, testDatabases } from '../../test/testServer';

const QUERY = /* GraphQL */ `
  query ($filter: AnalyticsFilter) {
    portfolioDividends(filter: $filter) {
      currency
      asOf
      forwardIncome
      forwardYield
      forwardYieldAtCost
      weightedPayoutRatio
      growth3Y
      growth5Y
      declaredIncome
      received { month gross taxes net }
      forecast { month income declared estimated }
      payouts { stock { ticker } exDate payDate amount shares incomeTC income special status }
      payoutsTruncated
      holdings { stock { ticker } shares forwardRate forwardIncome frequency nextExDate nextPayDate growth5Y receivedIncome yearly { year amount } dataPending dataSimulated }
      pendingData
      simulated
    }
  }
`;

/** Quarterly: ex on the 10th of Feb, May, Aug, Nov, paid on the 13th. 2020 0.20 a quarter … 2024 0.24, 2025 0.25 ×3 and 0.26. */
const DIVIDENDS: Dividend[] = [2020, 2021, 2022, 2023, 2024, 2025].flatMap((year) =>
  ['02', '05', '08', '11'].map((month, q) => ({
    exDate: `${year}-${month}-10`,
    recordDate: `${year}-${month}-11`,
    payDate: `${year}-${month}-13`,
    declaredDate: null,
    amount: year === 2025 ? (q === 3 ? 0.26 : 0.25) : 0.2 + 0.01 * (year - 2020),
    currency: 'USD',
  })),
);

/** Flat 50 closes on every weekday of a range. */
function bars(range: DateRange): DailyBar[] {
  const out: DailyBar[] = [];
  for (let day = toDay(range.from); day <= toDay(range.to); day++) if ((day + 3) % 7 < 5) out.push({ date: fromDay(day), close: 50, adjClose: 50 });
  return out;
}

const inRange = (date: string, range: DateRange) => date >= range.from && date <= range.to;

const scripted: MarketDataProvider = {
  name: 'scripted',
  simulated: false,
  profile: async (symbol) => ({ symbol, name: 'Dividend Co', exchange: 'NYSE', currency: 'USD', kind: 'stock', sector: 'Utilities', country: 'US', isin: null, logoUrl: null }),
  history: async (_symbol, range) => bars(range),
  splits: async () => [],
  dividends: async (_symbol, range) => DIVIDENDS.filter((d) => inRange(d.exDate, range)),
  dividendProfile: async (symbol) => ({
    symbol,
    currency: 'USD',
    forwardRate: 1.04,
    forwardYield: 0.0208,
    trailingRate: 1.01,
    trailingYield: 0.0202,
    payoutRatio: 0.4,
    nextExDate: '2026-02-09',
    nextPayDate: '2026-02-12',
    sector: 'Utilities',
    industry: 'Utilities—Regulated Electric',
  }),
};

interface Answer {
  portfolioDividends: {
    forwardIncome: number;
    forwardYield: number | null;
    forwardYieldAtCost: number | null;
    weightedPayoutRatio: number | null;
    growth5Y: number | null;
    declaredIncome: number;
    received: { month: string; gross: number; taxes: number; net: number }[];
    forecast: { month: string; income: number; declared: number; estimated: number }[];
    payouts: { stock: { ticker: string }; exDate: string; payDate: string | null; amount: number; shares: number; incomeTC: number; income: number | null; special: boolean; status: string }[];
    holdings: { stock: { ticker: string }; shares: number; forwardIncome: number | null; frequency: string | null; nextExDate: string | null; receivedIncome: number; dataPending: boolean }[];
    pendingData: string[];
    simulated: boolean;
  };
}

describe.each(testDatabases)('portfolioDividends on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on' }, { marketProviders: { live: () => [scripted], simulated: () => [scripted] } });
  let user: TestUser;
  const FILTER = { asOf: '2026-01-15', from: '2025-01-01' };
  const dividends = async (filter: Record<string, unknown> = FILTER) => (await dataOf<Answer>(server, user.idToken, QUERY, { filter })).portfolioDividends;

  beforeAll(async () => {
    user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Income');
    await createTransactions(server, user.idToken, [
      { portfolio_Id: portfolio, ticker: 'DIVCO', currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 100, shareprice: 40 },
      // The May 2025 dividend as the broker paid it: 25.00 gross, 15 % withheld.
      { portfolio_Id: portfolio, ticker: 'DIVCO', currency: 'USD', date: '2025-05-13', type: 'Income', shares: 100, shareprice: 0.25, taxes: 3.75 },
    ]);
    // The market jobs fetch DIVCO's data; on a loaded machine (the whole suite at once) that took
    // longer than 100 tries of 200 ms, so the wait is a deadline within the hook's timeout.
    const deadline = Date.now() + 50_000;
    while (Date.now() < deadline) {
      if (!(await dividends()).holdings[0]?.dataPending) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the market data never arrived');
  }, 60_000);

  it('gives the forward income, the yields and the payout ratio', async () => {
    const answer = await dividends();
    // 1.04 a share (the provider's forward rate) × 100 shares = 104; over 100 × 50 = 5,000 and the 4,000 paid.
    expect(answer.forwardIncome).toBe(104);
    expect(answer.forwardYield).toBeCloseTo(0.0208, 12);
    expect(answer.forwardYieldAtCost).toBeCloseTo(0.026, 12);
    expect(answer.weightedPayoutRatio).toBe(0.4);
    // 2025's 1.01 over 2020's 0.80, five years: fetched back past the first trade (2024) for it.
    expect(answer.growth5Y).toBeCloseTo((1.01 / 0.8) ** 0.2 - 1, 12);
    expect(answer.holdings).toMatchObject([{ stock: { ticker: 'DIVCO' }, shares: 100, forwardIncome: 104, frequency: 'quarterly', nextExDate: '2026-02-09', receivedIncome: 25, dataPending: false }]);
    expect(answer.pendingData).toEqual([]);
  });

  it("lists the range's payouts for the shares held, the declared one, and the estimates after it", async () => {
    const answer = await dividends();
    expect(answer.payouts.map((p) => [p.exDate, p.status, p.shares, p.incomeTC])).toEqual([
      ['2025-02-10', 'paid', 100, 25],
      ['2025-05-10', 'paid', 100, 25],
      ['2025-08-10', 'paid', 100, 25],
      ['2025-11-10', 'paid', 100, 26],
      // The next ex-date the provider declared: 1.04 / 4 = 0.26 a share; then every three months.
      ['2026-02-09', 'declared', 100, 26],
      ['2026-05-09', 'estimated', 100, 26],
      ['2026-08-09', 'estimated', 100, 26],
      ['2026-11-09', 'estimated', 100, 26],
    ]);
    expect(answer.declaredIncome).toBe(26);
    expect(answer.forecast.filter((m) => m.income > 0).map((m) => [m.month, m.declared, m.estimated])).toEqual([
      ['2026-02', 26, 0],
      ['2026-05', 0, 26],
      ['2026-08', 0, 26],
      ['2026-11', 0, 26],
    ]);
  });

  it('sums the income the ledger recorded per month, gross, tax and net', async () => {
    const answer = await dividends();
    expect(answer.received.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01']);
    expect(answer.received.find((m) => m.month === '2025-05')).toEqual({ month: '2025-05', gross: 25, taxes: 3.75, net: 21.25 });
    expect(answer.received.filter((m) => m.gross !== 0)).toHaveLength(1);
  });

  it('counts nothing before the shares were bought', async () => {
    const answer = await dividends({ asOf: '2026-01-15', from: '2023-01-01' });
    // Bought on 2024-01-02: the first payout is February 2024's, 0.24 × 100.
    expect(answer.payouts[0]).toMatchObject({ exDate: '2024-02-10', shares: 100, incomeTC: 24 });
  });

  it('places income in the transaction timeline by its ex-date when asked, by its booking otherwise', async () => {
    const TIMELINE = 'query ($input: TransactionTimelineInput!) { transactionTimeline(input: $input) { buckets { start count totals { kind total } } } }';
    type Timeline = { transactionTimeline: { buckets: { start: string; count: number; totals: { kind: string; total: number }[] }[] } };
    const weeks = async (dateBy: string) =>
      (await dataOf<Timeline>(server, user.idToken, TIMELINE, { input: { interval: '1M', groupBy: 'week', includeCurrentInterval: true, measure: 'value', dataset: 'income', asOf: '2025-05-31', dateBy } })).transactionTimeline.buckets
        .filter((bucket) => bucket.count > 0)
        .map((bucket) => [bucket.start, bucket.totals]);
    // Booked on Tuesday 13 May (the pay date): the week of 12 May.
    expect(await weeks('transactionDate')).toEqual([['2025-05-12', [{ kind: 'Income', total: 25 }]]]);
    // Its dividend went ex on Saturday 10 May: the week of 5 May.
    expect(await weeks('exDate')).toEqual([['2025-05-05', [{ kind: 'Income', total: 25 }]]]);
  });

  it("answers another user's portfolio as none of theirs: nothing", async () => {
    const other = await signUpUser();
    const answer = (await dataOf<Answer>(server, other.idToken, QUERY, { filter: FILTER })).portfolioDividends;
    expect(answer.holdings).toEqual([]);
    expect(answer.payouts).toEqual([]);
    expect(answer.forwardIncome).toBe(0);
  });
});
