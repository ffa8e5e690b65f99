import { holdingsFixture } from '../framework/testing/analyticsFixtures';
import { holdingTotals, nextSort, sortHoldings, unrealizedPercent, type HoldingRow } from './holdingsTable';

const [aapl, vti] = holdingsFixture as [HoldingRow, HoldingRow];
const unpriced: HoldingRow = { ...vti, key: 'holding-ZZZ', stock: { ...vti.stock, ticker: 'ZZZ' }, price: null, marketValuePC: null, unrealizedGainPC: null, totalReturnPC: null, weight: null };
const closed: HoldingRow = { ...vti, key: 'holding-MSFT', stock: { ...vti.stock, ticker: 'MSFT' }, shares: 0, costBasisPC: 0, marketValuePC: null, unrealizedGainPC: null, realizedGainPC: -50, totalReturnPC: -50, weight: null };

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

  it('has no percentage without priced cost', () => {
    expect(holdingTotals([unpriced]).unrealizedPercent).toBeNull();
    expect(unrealizedPercent(closed)).toBeNull();
    expect(unrealizedPercent(aapl)).toBeCloseTo(3220 / 6000, 10);
  });
});
