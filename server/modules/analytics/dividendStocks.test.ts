// The dividend-stock filters by the market's data (issue 22, item 5): with market jobs on, the
// simulated provider's history reaches the store, and a stock that pays is a dividend stock
// whether or not its income was recorded; one that pays nothing is not, whatever was recorded.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { createPortfolio, createTransactions, dataOf } from '../../test/ledgerCalls';
import { createSimulatedProvider } from '../../market/simulated/simulatedProvider';
import { useTestServer, testDatabases } from '../../test/testServer';

const HOLDINGS = 'query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) { stock { ticker } priceSource } }';
const CANDIDATES = Array.from({ length: 20 }, (_, i) => `SIM${i}`);
const EVERYTHING = { from: '2000-01-01', to: '2100-01-01' };

/** A symbol the simulation pays dividends on, and one it does not (deterministic per symbol). */
async function payerAndNonPayer(): Promise<{ payer: string; nonPayer: string }> {
  const simulated = createSimulatedProvider();
  const paid = await Promise.all(CANDIDATES.map(async (symbol) => ({ symbol, count: (await simulated.dividends!(symbol, EVERYTHING)).length })));
  return { payer: paid.find((p) => p.count > 0)!.symbol, nonPayer: paid.find((p) => p.count === 0)!.symbol };
}

describe.each(testDatabases)('dividend stocks by market data on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on' });
  let user: TestUser;
  let tickers: { payer: string; nonPayer: string };

  const holdings = async (holdingType: string) =>
    (await dataOf<{ portfolioHoldings: { stock: { ticker: string }; priceSource: string | null }[] }>(server, user.idToken, HOLDINGS, { filter: { holdingType } })).portfolioHoldings;

  beforeAll(async () => {
    user = await signUpUser();
    tickers = await payerAndNonPayer();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const buy = (ticker: string) => ({ portfolio_Id: portfolio, ticker, currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 10, shareprice: 100 });
    await createTransactions(server, user.idToken, [
      buy(tickers.payer),
      buy(tickers.nonPayer),
      // Income the user recorded for the stock the market says pays nothing.
      { portfolio_Id: portfolio, ticker: tickers.nonPayer, currency: 'USD', date: '2024-03-01', type: 'Income', transactionValue: 5 },
    ]);
    // The background refresh stores both histories: wait until both are valued at provider closes.
    for (let tries = 0; tries < 100; tries++) {
      const all = await holdings('allStocks');
      if (all.length === 2 && all.every((h) => h.priceSource === 'provider')) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the market data never arrived');
  }, 60_000);

  it('counts a paying stock as a dividend stock without any recorded income, and a non-paying one not, despite it', async () => {
    expect((await holdings('dividendStocks')).map((h) => h.stock.ticker)).toEqual([tickers.payer]);
    expect((await holdings('nonDividendStocks')).map((h) => h.stock.ticker)).toEqual([tickers.nonPayer]);
  });
});
