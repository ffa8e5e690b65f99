import { screenerAnswer } from '../sharedMarket/testing/marketFixtures';
import { capBandOf, rangePosition, screenRows, sectorsOf, sortScreener, type ScreenerFilters } from './screenerRows';

const screener = screenerAnswer().stockScreener;
const ANY: ScreenerFilters = { preset: 'all', sector: '', capBand: 'all', maxPE: 0, minDividendYield: 0, change: 'all' };
const symbols = (filters: Partial<ScreenerFilters>) => screenRows(screener, { ...ANY, ...filters }).map((row) => row.symbol);

describe('capBandOf', () => {
  it('puts each capitalisation in its band, bounds included in the larger', () => {
    expect([3.55e12, 200e9 + 1, 200e9, 10e9, 10e9 - 1, 2e9, 2e9 - 1, 0, null].map(capBandOf)).toEqual(['mega', 'mega', 'large', 'large', 'mid', 'mid', 'small', 'small', null]);
  });
});

describe('rangePosition', () => {
  it('is where the price sits between the 52-week low and high, clipped to the range', () => {
    expect(rangePosition({ price: 75, fiftyTwoWeekLow: 50, fiftyTwoWeekHigh: 100 })).toBe(0.5);
    expect(rangePosition({ price: 120, fiftyTwoWeekLow: 50, fiftyTwoWeekHigh: 100 })).toBe(1);
    expect(rangePosition({ price: 75, fiftyTwoWeekLow: null, fiftyTwoWeekHigh: 100 })).toBeNull();
    expect(rangePosition({ price: 75, fiftyTwoWeekLow: 80, fiftyTwoWeekHigh: 80 })).toBeNull();
  });
});

describe('screenRows', () => {
  it('keeps the whole universe without filters', () => {
    expect(symbols({})).toEqual(['AAPL', 'MSFT', 'JNJ', 'XOM', 'KO', 'TSLA', 'JPM', 'NEE']);
  });

  it('filters by sector, size band, P/E, dividend yield and today’s move', () => {
    expect(symbols({ sector: 'Technology' })).toEqual(['AAPL', 'MSFT']);
    expect(symbols({ capBand: 'mega' })).toEqual(['AAPL', 'MSFT', 'JNJ', 'XOM', 'KO', 'TSLA', 'JPM']);
    expect(symbols({ capBand: 'large' })).toEqual(['NEE']);
    expect(symbols({ maxPE: 20 })).toEqual(['XOM', 'JPM']);
    // TSLA pays nothing: no yield to meet a minimum.
    expect(symbols({ minDividendYield: 3 })).toEqual(['JNJ', 'XOM', 'KO']);
    expect(symbols({ change: 'gainers' })).toEqual(['JNJ', 'XOM', 'KO', 'JPM']);
    expect(symbols({ change: 'losers' })).toEqual(['AAPL', 'MSFT', 'TSLA', 'NEE']);
    expect(symbols({ sector: 'Technology', change: 'gainers' })).toEqual([]);
  });

  it('starts from the answer’s gainers or losers for the presets, in their order', () => {
    expect(symbols({ preset: 'gainers' })).toEqual(['XOM', 'JNJ', 'JPM', 'KO']);
    expect(symbols({ preset: 'losers' })).toEqual(['TSLA', 'NEE', 'MSFT', 'AAPL']);
    expect(symbols({ preset: 'losers', maxPE: 30 })).toEqual(['NEE']);
  });
});

describe('sectorsOf', () => {
  it('lists the universe’s sectors once each, A to Z', () => {
    expect(sectorsOf(screener)).toEqual(['Consumer Cyclical', 'Consumer Defensive', 'Energy', 'Financial Services', 'Healthcare', 'Technology', 'Utilities']);
  });
});

describe('sortScreener', () => {
  const order = (field: Parameters<typeof sortScreener>[1]['field'], sort: 'asc' | 'desc') => sortScreener(screener.rows, { field, sort }).map((row) => row.symbol);

  it('sorts by a figure, rows without it last whatever the direction', () => {
    expect(order('marketCap', 'desc')).toEqual(['AAPL', 'MSFT', 'TSLA', 'JPM', 'XOM', 'JNJ', 'KO', 'NEE']);
    expect(order('dividendYield', 'desc').at(-1)).toBe('TSLA');
    expect(order('dividendYield', 'asc').at(-1)).toBe('TSLA');
  });

  it('sorts by words A to Z, and by where the price sits in its range', () => {
    expect(order('name', 'asc').slice(0, 3)).toEqual(['AAPL', 'XOM', 'JNJ']);
    const [aapl, msft, jnj] = screener.rows;
    const ranged = [
      { ...aapl!, fiftyTwoWeekLow: aapl!.price * 0.5, fiftyTwoWeekHigh: aapl!.price * 1.5 },
      { ...msft!, fiftyTwoWeekLow: msft!.price * 0.9, fiftyTwoWeekHigh: msft!.price * 1.01 },
      { ...jnj!, fiftyTwoWeekLow: null },
    ];
    expect(sortScreener(ranged, { field: 'range52w', sort: 'desc' }).map((row) => row.symbol)).toEqual(['MSFT', 'AAPL', 'JNJ']);
  });
});
