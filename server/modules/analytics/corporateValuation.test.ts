// After a merge or a spin-off, the KPIs and the holdings table value the same holdings the same
// way at the same moment: the summary's "left out, no price" names exactly the holdings the table
// shows without a price.
import { signUpUser } from '../../test/emulatorUsers';
import { createPortfolio, createTransactions, dataOf } from '../../test/ledgerCalls';
import { testDatabases, useTestServer } from '../../test/testServer';

const HOLDINGS = 'query { portfolioHoldings { stock { ticker } price priceSource marketValuePC } }';
const SUMMARY = 'query { portfolioSummary { marketValue unpricedHoldings } }';

describe.each(testDatabases)('valuation after corporate actions on %s', (kind) => {
  const server = useTestServer(kind);

  it('prices a merge target from the source and leaves the same holdings out of the KPIs and the table', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const base = { portfolio_Id: portfolio, currency: 'USD' };
    await createTransactions(server, user.idToken, [
      { ...base, ticker: 'OLDCO', type: 'Buy', date: '2024-01-02', shares: 100, shareprice: 10 },
      { ...base, ticker: 'OLDCO', type: 'Merge', date: '2024-02-01', ratioNew: 2, ratioOld: 1, targetTicker: 'NEWCO' },
      { ...base, ticker: 'PARENT', type: 'Buy', date: '2024-01-02', shares: 10, shareprice: 50 },
      { ...base, ticker: 'PARENT', type: 'Spin-Off', date: '2024-03-01', shares: 5, targetTicker: 'SPUN', costBasisFraction: 0.2 },
    ]);
    const holdings = (await dataOf<{ portfolioHoldings: { stock: { ticker: string }; price: number | null; priceSource: string | null; marketValuePC: number | null }[] }>(server, user.idToken, HOLDINGS)).portfolioHoldings;
    const byTicker = Object.fromEntries(holdings.map((h) => [h.stock.ticker, h]));
    // 100 OLDCO at 10 became 200 NEWCO: 5 a share by the last trade, until a market price arrives.
    expect(byTicker.NEWCO).toMatchObject({ price: 5, priceSource: 'transaction', marketValuePC: 1000 });
    const summary = (await dataOf<{ portfolioSummary: { marketValue: number; unpricedHoldings: string[] } }>(server, user.idToken, SUMMARY)).portfolioSummary;
    const unpricedInTable = holdings.filter((h) => h.marketValuePC === null).map((h) => h.stock.ticker).sort();
    expect([...summary.unpricedHoldings].sort()).toEqual(unpricedInTable);
    const valued = holdings.reduce((sum, h) => sum + (h.marketValuePC ?? 0), 0);
    expect(summary.marketValue).toBeCloseTo(valued, 6);
  });
});
