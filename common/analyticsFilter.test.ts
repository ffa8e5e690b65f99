import { filterConfigOf, sameScope, scopeFilter, scopeOf, scopeOfFilter, sectorOf } from './analyticsFilter';

describe('the analytics filter of a widget config', () => {
  it('reads a stored config, each missing or unknown setting at its default', () => {
    expect(filterConfigOf({})).toEqual({ portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false, sector: '' });
    expect(filterConfigOf({ portfolio_Ids: ['b', 7, 'a'], holdingType: 'crypto', displayPastHoldings: 'yes', sector: 42 })).toEqual({
      portfolio_Ids: ['b', 'a'],
      holdingType: 'allHoldings',
      displayPastHoldings: false,
      sector: '',
    });
    expect(filterConfigOf({ sector: ' Energy ' }).sector).toBe('');
    expect(filterConfigOf({ sector: 'x'.repeat(101) }).sector).toBe('');
    expect(filterConfigOf({ sector: 'Energy' }).sector).toBe('Energy');
  });

  it('makes one scope of equal settings, whatever the order of the portfolios', () => {
    const a = scopeOf({ portfolio_Ids: ['p2', 'p1', 'p2'], holdingType: 'ETF', displayPastHoldings: true });
    expect(a).toEqual({ portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', includePastHoldings: true, sectors: [] });
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', displayPastHoldings: true }))).toBe(true);
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1'], holdingType: 'ETF', displayPastHoldings: true }))).toBe(false);
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1', 'p2'], holdingType: 'funds', displayPastHoldings: true }))).toBe(false);
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', displayPastHoldings: true, sector: 'Energy' }))).toBe(false);
  });

  it('reads a sent filter as the scope a config would make of it', () => {
    const config = { portfolio_Ids: ['p2', 'p1'], holdingType: 'funds' as const, displayPastHoldings: true, sector: 'Energy' };
    expect(sameScope(scopeOfFilter(scopeFilter(scopeOf(config))), scopeOf(config))).toBe(true);
    expect(scopeOfFilter(null)).toEqual(scopeOf(filterConfigOf({})));
  });

  it('calls a missing or blank sector Unknown', () => {
    expect([sectorOf('Energy'), sectorOf(' Energy '), sectorOf(null), sectorOf(undefined), sectorOf('  ')]).toEqual(['Energy', 'Energy', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('sends only what differs from the server defaults', () => {
    expect(scopeFilter(scopeOf(filterConfigOf({})))).toEqual({});
    expect(scopeFilter(scopeOf({ portfolio_Ids: ['p2', 'p1'], holdingType: 'funds', displayPastHoldings: true, sector: 'Energy' }))).toEqual({
      portfolio_Ids: ['p1', 'p2'],
      holdingType: 'funds',
      includePastHoldings: true,
      sector: ['Energy'],
    });
    expect(scopeFilter(scopeOf({ portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false, sector: '' }))).toEqual({});
  });
});
