// The market layer through the real server: a new holding is priced in the background from the
// simulated provider, and every figure built on that price says it is simulated.
import { signUpUser } from '../test/emulatorUsers';
import { createPortfolio, createTransactions, dataOf } from '../test/ledgerCalls';
import { useTestServer, testDatabases } from '../test/testServer';
import { seriesFrom, valueAsOf } from '../portfolio/asOf';
import { toDay } from '../portfolio/days';
import { createSimulatedProvider } from './simulated/simulatedProvider';

const HOLDINGS = `query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) {
  stock { ticker name } price priceDate priceSource priceStale priceSimulated marketValuePC } }`;
const SUMMARY = 'query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { marketValue simulatedPrices stalePriceHoldings unpricedHoldings } }';
const STATUS = '{ marketDataStatus { mode simulated reason providers failing } }';

interface Holding {
  stock: { ticker: string; name: string | null };
  price: number | null;
  priceDate: string | null;
  priceSource: string | null;
  priceStale: boolean;
  priceSimulated: boolean;
  marketValuePC: number | null;
}

describe.each(testDatabases)('market data through the server on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on' });

  it('prices a new holding from the simulated provider in the background and labels it', async () => {
    const user = await signUpUser();
    await expect(dataOf(server, user.idToken, STATUS)).resolves.toEqual({
      marketDataStatus: { mode: 'simulated', simulated: true, reason: 'MARKET_DATA=simulated', providers: ['simulated'], failing: [] },
    });
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    await createTransactions(server, user.idToken, [{ portfolio_Id: portfolio, ticker: 'MSFT', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 10, shareprice: 370 }]);
    const asOf = { asOf: '2024-06-14' };

    let holding: Holding | undefined;
    for (let i = 0; i < 100 && holding?.priceSource !== 'provider'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      holding = (await dataOf<{ portfolioHoldings: Holding[] }>(server, user.idToken, HOLDINGS, { filter: asOf })).portfolioHoldings[0];
    }
    // Friday 14 June 2024 is a trading day: its close, fresh, and made up.
    expect(holding).toMatchObject({ priceSource: 'provider', priceDate: '2024-06-14', priceStale: false, priceSimulated: true });
    expect(holding!.price).toBeGreaterThan(0);
    expect(holding!.marketValuePC).toBeCloseTo(holding!.price! * 10, 6);

    const summary = await dataOf<{ portfolioSummary: Record<string, unknown> }>(server, user.idToken, SUMMARY, { filter: asOf });
    expect(summary.portfolioSummary).toMatchObject({ simulatedPrices: true, stalePriceHoldings: [], unpricedHoldings: [] });
    // A week after the simulation's last close (its present is today), the price is stale.
    const later = await dataOf<{ portfolioSummary: Record<string, unknown> }>(server, user.idToken, SUMMARY, { filter: { asOf: '2099-12-31' } });
    expect(later.portfolioSummary).toMatchObject({ stalePriceHoldings: ['MSFT'] });
  });

  it('converts closes quoted in another currency than the trades into the trade currency', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // A London listing (quoted in GBP by the simulation) bought in EUR.
    await createTransactions(server, user.idToken, [{ portfolio_Id: portfolio, ticker: 'VUSA.L', currency: 'EUR', type: 'Buy', date: '2024-01-02', shares: 4, shareprice: 90 }]);
    const filter = { asOf: '2024-06-14', currency: 'EUR' };
    let holding: Holding | undefined;
    for (let i = 0; i < 100 && holding?.priceSource !== 'provider'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      holding = (await dataOf<{ portfolioHoldings: Holding[] }>(server, user.idToken, HOLDINGS, { filter })).portfolioHoldings[0];
    }
    const simulation = createSimulatedProvider();
    const range = { from: '2023-12-01', to: '2024-06-14' };
    const closes = await simulation.history!('VUSA.L', range);
    const rates = seriesFrom((await simulation.fxHistory!('GBP', 'EUR', range)).map((p) => ({ day: toDay(p.date), value: p.rate })));
    const inEur = (date: string) => closes.find((bar) => bar.date === date)!.close * valueAsOf(rates, toDay(date))!.value;
    expect(holding).toMatchObject({ priceSource: 'provider', priceDate: '2024-06-14', priceSimulated: true });
    // The made-up series in EUR, run through the user's own price: 90 on the day of the buy.
    expect(holding!.price).toBeCloseTo(90 * (inEur('2024-06-14') / inEur('2024-01-02')), 9);
    expect(holding!.price).not.toBeCloseTo(closes.find((bar) => bar.date === '2024-06-14')!.close, 3);
  });
});

describe.each(testDatabases)('without market data (MARKET_DATA=auto, offline) on %s', (kind) => {
  // No provider answers at start: the server serves no market data rather than made-up prices.
  const server = useTestServer(kind, { MARKET_DATA: 'auto', MARKET_JOBS: 'on' }, { marketProbe: async () => false });

  it('values a holding at its last trade price, re-priced by a later split, and says so', async () => {
    const user = await signUpUser();
    await expect(dataOf(server, user.idToken, STATUS)).resolves.toMatchObject({ marketDataStatus: { mode: 'offline', simulated: false, providers: [] } });
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // VOD.L at £0.72 (never the simulation's hundreds), and GCM.TO through a 1-for-25 split.
    await createTransactions(server, user.idToken, [
      { portfolio_Id: portfolio, ticker: 'VOD.L', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 1000, shareprice: 0.72 },
      { portfolio_Id: portfolio, ticker: 'GCM.TO', currency: 'USD', type: 'Buy', date: '2013-04-01', shares: 12000, shareprice: 0.27 },
      { portfolio_Id: portfolio, ticker: 'GCM.TO', currency: 'USD', type: 'Split', date: '2013-06-17', ratioNew: 1, ratioOld: 25 },
    ]);
    const holdings = (await dataOf<{ portfolioHoldings: Holding[] }>(server, user.idToken, HOLDINGS)).portfolioHoldings;
    const byTicker = Object.fromEntries(holdings.map((h) => [h.stock.ticker, h]));
    expect(byTicker['VOD.L']).toMatchObject({ price: 0.72, priceSource: 'transaction', priceSimulated: false, marketValuePC: 720 });
    expect(byTicker['GCM.TO']).toMatchObject({ price: 6.75, priceSource: 'transaction', priceDate: '2013-06-17', marketValuePC: 3240 });
    const summary = await dataOf<{ portfolioSummary: Record<string, unknown> }>(server, user.idToken, SUMMARY);
    expect(summary.portfolioSummary).toMatchObject({ marketValue: 3960, simulatedPrices: false, unpricedHoldings: [] });
  });
});
