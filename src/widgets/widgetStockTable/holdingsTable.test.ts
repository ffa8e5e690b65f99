import { foreignHoldingFixture, holdingsFixture } from '../framework/testing/analyticsFixtures';
import { currencyGainOf, holdingTotals, nextSort, priceGainOf, sortHoldings, unrealizedPercent, type HoldingRow } from './holdingsTable';

const [aapl, vti] = holdingsFixture as [HoldingRow, HoldingRow];
const unpriced: HoldingRow = { ...vti, key: 'holding-ZZZ', stock: { ...vti.stock, ticker: 'ZZZ' }, price: null, marketValuePC: null, unrealizedGainPC: null, unrealizedPriceGainPC: null, unrealizedCurrencyGainPC: null, totalReturnPC: null, weight: null };
const closed: HoldingRow = { ...vti, key: 'holding-MSFT', stock: { ...vti.stock, ticker: 'MSFT' }, shares: 0, costBasisPC: 0, marketValuePC: 0, unrealizedGainPC: 0, unrealizedPriceGainPC: 0, unrealizedCurrencyGainPC: 0, realizedGainPC: -50, realizedPriceGainPC: -60, realizedCurrencyGainPC: 10, totalReturnPC: -50, weight: null };
const foreign = foreignHoldingFixture;

const tickers = (rows: readonly HoldingRow[]) => rows.map((row) => row.stock.ticker);

describe('sortHoldings', () => {
  it('orders by the field in either direction, unknown figures last both ways', () => {
    expect(tickers(sortHoldings([unpriced, vti, aapl], { field: 'marketValue', sort: 'desc' }))).toEqual(['AAPL', 'VTI', 'ZZZ']);
    expect(tickers(sortHoldings([unpriced, aapl, vti], { field: 'marketValue', sort: 'asc' }))).toEqual(['VTI', 'AAPL', 'ZZZ']);
  });

  it('orders names without regard to case and breaks ties by ticker', () => {
    const lower: HoldingRow = { ...vti, key: 'holding-abc', stock: { ...vti.stock, ticker: 'abc' } };
    expect(tickers(sortHoldings([vti, aapl, lower], { field: 'ticker', sort: 'asc' }))).toEqual(['AAPL', 'abc', 'VTI']);
    // Equal shares (20 each): the ticker decides.
    expect(tickers(sortHoldings([vti, lower], { field: 'shares', sort: 'desc' }))).toEqual(['abc', 'VTI']);
  });

  it('leaves its input alone', () => {
    const input = [vti, aapl];
    sortHoldings(input, { field: 'ticker', sort: 'asc' });
    expect(tickers(input)).toEqual(['VTI', 'AAPL']);
  });
});

describe('nextSort', () => {
  it('flips the active column and starts a new one where it reads best', () => {
    expect(nextSort({ field: 'income', sort: 'desc' }, 'income')).toEqual({ field: 'income', sort: 'asc' });
    expect(nextSort({ field: 'income', sort: 'asc' }, 'weight')).toEqual({ field: 'weight', sort: 'desc' });
    expect(nextSort({ field: 'income', sort: 'desc' }, 'ticker')).toEqual({ field: 'ticker', sort: 'asc' });
  });
});

describe('holdingTotals', () => {
  it('adds what is known, and counts open holdings without a price', () => {
    const totals = holdingTotals([aapl, vti, unpriced, closed]);
    expect(totals.marketValue).toBeCloseTo(15234.5, 6);
    expect(totals.unrealizedGain).toBeCloseTo(3234.5, 6);
    // Over the 12,000 the priced holdings cost: the unpriced one's cost is not in the ratio.
    expect(totals.unrealizedPercent).toBeCloseTo(3234.5 / 12000, 10);
    expect(totals.realizedGain).toBeCloseTo(150, 6);
    expect(totals.income).toBeCloseTo(112.4, 6);
    expect(totals.totalReturn).toBeCloseTo(3515.54 + 9.5 - 50, 6);
    expect(totals.weight).toBeCloseTo(1, 6);
    expect(totals.unpriced).toBe(1);
  });

  it('splits the gains into price and currency parts that add up to unrealised + realised', () => {
    const totals = holdingTotals([aapl, foreign, unpriced, closed]);
    // Price: AAPL 3220 + 200; SAP 185.85 + 91.20; unpriced only its realised 0; closed −60.
    expect(totals.priceGain).toBeCloseTo(3420 + 277.05 - 60, 6);
    // Currency: SAP −30.15 + 40.20; closed 10.
    expect(totals.currencyGain).toBeCloseTo(10.05 + 10, 6);
    expect(totals.priceGain + totals.currencyGain).toBeCloseTo(totals.unrealizedGain + totals.realizedGain, 6);
  });

  it('has no price or currency gain for a holding with no price, as it has no unrealised gain', () => {
    expect([priceGainOf(unpriced), currencyGainOf(unpriced)]).toEqual([null, null]);
    expect(priceGainOf(foreign)).toBeCloseTo(277.05, 6);
    expect(currencyGainOf(foreign)).toBeCloseTo(10.05, 6);
    expect(tickers(sortHoldings([aapl, unpriced, foreign], { field: 'currencyGain', sort: 'desc' }))).toEqual(['SAP', 'AAPL', 'ZZZ']);
  });

  it('has no percentage without priced cost', () => {
    expect(holdingTotals([unpriced]).unrealizedPercent).toBeNull();
    expect(unrealizedPercent(closed)).toBeNull();
    expect(unrealizedPercent(aapl)).toBeCloseTo(3220 / 6000, 10);
  });
});
