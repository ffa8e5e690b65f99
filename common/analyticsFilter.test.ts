import { filterConfigOf, sameScope, scopeFilter, scopeOf } from './analyticsFilter';

describe('the analytics filter of a widget config', () => {
  it('reads a stored config, each missing or unknown setting at its default', () => {
    expect(filterConfigOf({})).toEqual({ portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false });
    expect(filterConfigOf({ portfolio_Ids: ['b', 7, 'a'], holdingType: 'crypto', displayPastHoldings: 'yes' })).toEqual({
      portfolio_Ids: ['b', 'a'],
      holdingType: 'allHoldings',
      displayPastHoldings: false,
    });
  });

  it('makes one scope of equal settings, whatever the order of the portfolios', () => {
    const a = scopeOf({ portfolio_Ids: ['p2', 'p1', 'p2'], holdingType: 'ETF', displayPastHoldings: true });
    expect(a).toEqual({ portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', includePastHoldings: true });
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', displayPastHoldings: true }))).toBe(true);
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1'], holdingType: 'ETF', displayPastHoldings: true }))).toBe(false);
    expect(sameScope(a, scopeOf({ portfolio_Ids: ['p1', 'p2'], holdingType: 'funds', displayPastHoldings: true }))).toBe(false);
  });

  it('sends only what differs from the server defaults', () => {
    expect(scopeFilter(scopeOf(filterConfigOf({})))).toEqual({});
    expect(scopeFilter(scopeOf({ portfolio_Ids: ['p2', 'p1'], holdingType: 'funds', displayPastHoldings: true }))).toEqual({
      portfolio_Ids: ['p1', 'p2'],
      holdingType: 'funds',
      includePastHoldings: true,
    });
  });
});
