// Sectors end to end: the provider's sector reaches the security (Stock.sector, null when the
// provider gives none), and the analytics filter keeps the holdings of the named sectors, with
// "Unknown" standing for the securities without one and cash in no sector.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { ADD_ACCOUNT, createBroker, createPortfolio, createTransactions, dataOf, errorOf } from '../../test/ledgerCalls';
import type { DailyBar, DateRange, MarketDataProvider } from '../../market/provider';
import { fromDay, toDay } from '../../portfolio/days';
import { useTestServer, testDatabases } from '../../test/testServer';

const HOLDINGS = 'query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) { stock { ticker sector } marketValuePC } }';
const SUMMARY = 'query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { marketValue cashBalance holdingCount } }';
const PORTFOLIO_STOCKS = 'query ($id: ID) { PortfolioStockTransactions(portfolio_Id: $id) { stocks { ticker sector } } }';

const SECTORS: Readonly<Record<string, string | null>> = { TECHA: 'Technology', TECHB: 'Technology', UTIL: 'Utilities', FUND: null };

/** Flat 10 closes on every weekday of a range. */
function bars(range: DateRange): DailyBar[] {
  const out: DailyBar[] = [];
  for (let day = toDay(range.from); day <= toDay(range.to); day++) if ((day + 3) % 7 < 5) out.push({ date: fromDay(day), close: 10, adjClose: 10 });
  return out;
}

const scripted: MarketDataProvider = {
  name: 'scripted',
  simulated: false,
  profile: async (symbol) => ({ symbol, name: `${symbol} Inc.`, exchange: 'NYSE', currency: 'USD', kind: SECTORS[symbol] ? 'stock' : 'fund', sector: SECTORS[symbol] ?? null, country: 'US', isin: null, logoUrl: null }),
  history: async (_symbol, range) => bars(range),
  splits: async () => [],
  dividends: async () => [],
};

type Holding = { stock: { ticker: string; sector: string | null }; marketValuePC: number | null };

describe.each(testDatabases)('sectors on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on' }, { marketProviders: { live: () => [scripted], simulated: () => [scripted] } });
  let user: TestUser;
  let portfolio: string;

  const holdings = async (filter: Record<string, unknown> = {}) => (await dataOf<{ portfolioHoldings: Holding[] }>(server, user.idToken, HOLDINGS, { filter })).portfolioHoldings;
  const tickers = async (filter: Record<string, unknown>) => (await holdings(filter)).map((h) => h.stock.ticker).sort();

  beforeAll(async () => {
    user = await signUpUser();
    portfolio = await createPortfolio(server, user.idToken, 'Main');
    const broker = await createBroker(server, user.idToken, 'Broker');
    const account = (await dataOf<{ addAccountToBroker: { _id: string } }>(server, user.idToken, ADD_ACCOUNT, { input: { broker_Id: broker, name: 'Cash' } })).addAccountToBroker._id;
    const buy = (ticker: string, shares: number) => ({ portfolio_Id: portfolio, ticker, currency: 'USD', date: '2024-01-02', type: 'Buy', shares, shareprice: 10 });
    await createTransactions(server, user.idToken, [
      buy('TECHA', 10),
      buy('TECHB', 20),
      buy('UTIL', 30),
      buy('FUND', 40),
      // Cash in the portfolio: in no sector, so any sector filter leaves it out.
      { portfolio_Id: portfolio, account_Id: account, currency: 'USD', date: '2024-01-01', type: 'Deposit', transactionValue: 5000 },
    ]);
    // The market jobs store the profiles (and their sectors) in the background.
    for (let tries = 0; tries < 100; tries++) {
      const all = await holdings();
      if (all.length === 4 && all.filter((h) => h.stock.sector !== null).length === 3) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the market data never arrived');
  }, 60_000);

  it("resolves Stock.sector as the provider's sector, and null for a security without one", async () => {
    const byTicker = Object.fromEntries((await holdings()).map((h) => [h.stock.ticker, h.stock.sector]));
    expect(byTicker).toEqual({ TECHA: 'Technology', TECHB: 'Technology', UTIL: 'Utilities', FUND: null });
    const { PortfolioStockTransactions: [found] } = await dataOf<{ PortfolioStockTransactions: { stocks: { ticker: string; sector: string | null }[] }[] }>(server, user.idToken, PORTFOLIO_STOCKS, { id: portfolio });
    expect(Object.fromEntries(found!.stocks.map((s) => [s.ticker, s.sector]))).toMatchObject({ TECHA: 'Technology', FUND: null });
  });

  it('keeps the holdings of the named sectors, Unknown for those without one', async () => {
    expect(await tickers({ sector: ['Technology'] })).toEqual(['TECHA', 'TECHB']);
    expect(await tickers({ sector: ['Utilities', 'Technology'] })).toEqual(['TECHA', 'TECHB', 'UTIL']);
    expect(await tickers({ sector: ['Unknown'] })).toEqual(['FUND']);
    expect(await tickers({ sector: ['Energy'] })).toEqual([]);
    expect(await tickers({ sector: [] })).toEqual(['FUND', 'TECHA', 'TECHB', 'UTIL']);
  });

  it('applies with the holding type, and leaves cash out of the sector-filtered totals', async () => {
    expect(await tickers({ sector: ['Technology', 'Unknown'], holdingType: 'allStocks' })).toEqual(['TECHA', 'TECHB']);
    const { portfolioSummary: all } = await dataOf<{ portfolioSummary: { marketValue: number; cashBalance: number; holdingCount: number } }>(server, user.idToken, SUMMARY, { filter: {} });
    const { portfolioSummary: tech } = await dataOf<{ portfolioSummary: { marketValue: number; cashBalance: number; holdingCount: number } }>(server, user.idToken, SUMMARY, { filter: { sector: ['Technology'] } });
    expect(all.cashBalance).toBeGreaterThan(0);
    expect(tech).toEqual({ marketValue: 300, cashBalance: 0, holdingCount: 2 });
  });

  it('refuses too many sectors or a blank one', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `Sector ${i}`);
    expect(await errorOf(server, user.idToken, HOLDINGS, { filter: { sector: tooMany } })).toMatchObject({ message: 'filter.sector may name at most 50 sectors.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await errorOf(server, user.idToken, HOLDINGS, { filter: { sector: [' '] } })).toMatchObject({ message: 'filter.sector must list sector names of 1 to 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
