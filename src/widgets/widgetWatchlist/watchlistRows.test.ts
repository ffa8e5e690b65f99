import { alertValue } from './AlertsDialog';
import { movedOrder, tickerProblem, watchlistRows } from './watchlistRows';
import { entryFixture } from '../sharedWatchlist/testing/watchlistFixtures';
import { quoteFixture } from '../sharedMarket/testing/marketFixtures';

const entries = [
  entryFixture('KO', 0, { fwdDividendYield: 0.031 }),
  entryFixture('MSFT', 1, { fwdDividendYield: null }),
  entryFixture('PEP', 2, { fwdDividendYield: 0.036 }),
];
const symbols = (rows: ReturnType<typeof watchlistRows>) => rows.map((row) => row.entry.symbol);

describe('watchlistRows', () => {
  it('keeps the user’s order, and sorts by a figure with the unknown ones last', () => {
    expect(symbols(watchlistRows([...entries].reverse(), [], { field: 'sortOrder', sort: 'asc' }))).toEqual(['KO', 'MSFT', 'PEP']);
    expect(symbols(watchlistRows(entries, [], { field: 'fwdDividendYield', sort: 'desc' }))).toEqual(['PEP', 'KO', 'MSFT']);
    expect(symbols(watchlistRows(entries, [], { field: 'fwdDividendYield', sort: 'asc' }))).toEqual(['KO', 'PEP', 'MSFT']);
  });

  it('pairs each entry with its quote and sorts by price; without quotes the user’s order stays', () => {
    const quotes = [quoteFixture('MSFT'), quoteFixture('KO', { price: 60 })];
    const rows = watchlistRows(entries, quotes, { field: 'price', sort: 'desc' });
    expect(symbols(rows)).toEqual(['MSFT', 'KO', 'PEP']);
    expect(rows[2]!.quote).toBeNull();
    expect(symbols(watchlistRows(entries, [], { field: 'price', sort: 'desc' }))).toEqual(['KO', 'MSFT', 'PEP']);
  });
});

describe('movedOrder', () => {
  it('swaps an entry with its neighbour, and refuses to move past an end', () => {
    expect(movedOrder(entries, 2, -1)).toEqual(['entry-KO', 'entry-PEP', 'entry-MSFT']);
    expect(movedOrder(entries, 0, 1)).toEqual(['entry-MSFT', 'entry-KO', 'entry-PEP']);
    expect(movedOrder(entries, 0, -1)).toBeNull();
    expect(movedOrder(entries, 2, 1)).toBeNull();
  });
});

describe('tickerProblem', () => {
  it('accepts what the server accepts and names what it refuses', () => {
    expect(tickerProblem(' brk.b ')).toBeNull();
    expect(tickerProblem('^GSPC')).toBeNull();
    expect(tickerProblem('')).toBe('Type a ticker, e.g. AAPL.');
    expect(tickerProblem('two words')).toBe('Not a ticker: "two words".');
    expect(tickerProblem('X'.repeat(21))).toMatch(/^Not a ticker/);
  });
});

describe('alertValue', () => {
  it('reads an empty field as off, decimal commas and grouped thousands as numbers', () => {
    expect(alertValue('  ')).toBeNull();
    expect(alertValue('2,5')).toBe(2.5);
    expect(alertValue('1,250.50')).toBe(1250.5);
    expect(alertValue('1,000')).toBe(1000);
    expect(alertValue('12.75')).toBe(12.75);
    expect(alertValue('abc')).toBeNaN();
  });
});
