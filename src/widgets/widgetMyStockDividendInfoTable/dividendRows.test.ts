import { awaitingRealtyIncome, dividendHoldingsFixture } from '../sharedDividends/testing/dividendMocks';
import type { DividendHolding } from '../sharedDividends/DividendWidget';
import { sortDividendRows, startsAscending } from './dividendRows';

const tickers = (rows: readonly DividendHolding[]) => rows.map((row) => row.stock.ticker);

describe('sortDividendRows', () => {
  it('orders by forward income, the payer with none and an unknown one last', () => {
    expect(tickers(sortDividendRows(dividendHoldingsFixture, { field: 'forwardIncome', sort: 'desc' }))).toEqual(['O', 'VTI', 'AAPL', 'BRK.B']);
  });

  it('puts a security the market has not answered for last, whatever its placeholder figures', () => {
    // O counts as paying nothing (0) while pending; ascending, a known 0 (BRK.B) would still come first.
    expect(tickers(sortDividendRows(awaitingRealtyIncome.holdings, { field: 'forwardYield', sort: 'asc' }))).toEqual(['BRK.B', 'AAPL', 'VTI', 'O']);
    expect(tickers(sortDividendRows(awaitingRealtyIncome.holdings, { field: 'shares', sort: 'desc' }))).toEqual(['O', 'AAPL', 'VTI', 'BRK.B']);
  });

  it('orders frequencies by payments a year and dates soonest first, undeclared last', () => {
    expect(tickers(sortDividendRows(dividendHoldingsFixture, { field: 'frequency', sort: 'desc' }))).toEqual(['O', 'AAPL', 'VTI', 'BRK.B']);
    expect(tickers(sortDividendRows(dividendHoldingsFixture, { field: 'nextExDate', sort: 'asc' }))).toEqual(['O', 'AAPL', 'BRK.B', 'VTI']);
  });
});

describe('startsAscending', () => {
  it('starts names and dates ascending, figures descending', () => {
    expect(['ticker', 'nextExDate', 'nextPayDate', 'forwardIncome', 'growth5Y'].map((field) => startsAscending(field as never))).toEqual([true, true, true, false, false]);
  });
});
