import type { MarketQuote } from './provider';
import { profileFromQuote, sameQuote } from './live';

const quote = (patch: Partial<MarketQuote> = {}): MarketQuote => ({
  symbol: '^GSPC', name: 'S&P 500', currency: 'USD', price: 6000, change: 12, changePercent: 0.002, previousClose: 5988, open: 5990, dayHigh: 6010, dayLow: 5980,
  volume: null, marketState: 'regular', fiftyTwoWeekHigh: null, fiftyTwoWeekLow: null, marketCap: null, trailingPE: null, dividendYield: null, at: '2026-11-27T15:00:00Z', ...patch,
});

describe('sameQuote', () => {
  it('is true only when nothing a page shows changed (the time alone is no change)', () => {
    expect(sameQuote(quote(), quote({ at: '2026-11-27T15:01:00Z' }))).toBe(true);
    expect(sameQuote(quote(), quote({ price: 6000.5 }))).toBe(false);
    expect(sameQuote(quote(), quote({ marketState: 'closed' }))).toBe(false);
    expect(sameQuote(null, quote())).toBe(false);
  });
});

describe('profileFromQuote', () => {
  it('describes an index from its quote', () => {
    expect(profileFromQuote(quote())).toMatchObject({ symbol: '^GSPC', name: 'S&P 500', currency: 'USD', kind: 'index' });
    expect(profileFromQuote(quote({ symbol: 'XYZ' })).kind).toBe('other');
  });
});
