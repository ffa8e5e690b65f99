import { filterHasScope, scopeOfConfig } from './embedScope';

describe('an embed\'s scope', () => {
  it('is what the client\'s analyticsFilter makes of the stored config', () => {
    expect(scopeOfConfig({})).toEqual({ portfolio_Ids: [], holdingType: 'allHoldings', includePastHoldings: false });
    expect(scopeOfConfig({ portfolio_Ids: ['b', 'a', 'b'], holdingType: 'ETF', displayPastHoldings: true, selectedInterval: { name: '1Y', desc: '1 year' } })).toEqual({
      portfolio_Ids: ['a', 'b'],
      holdingType: 'ETF',
      includePastHoldings: true,
    });
  });

  it('matches a filter of the same portfolios in any order, any dates, defaults spelt out or not', () => {
    const scope = scopeOfConfig({ portfolio_Ids: ['a', 'b'] });
    expect(filterHasScope({ portfolio_Ids: ['b', 'a'], from: '2024-01-01', to: '2024-06-30', asOf: '2024-06-30' }, scope)).toBe(true);
    expect(filterHasScope({ portfolio_Ids: ['a', 'b'], holdingType: 'allHoldings', includePastHoldings: false, currency: null }, scope)).toBe(true);
    expect(filterHasScope(null, scopeOfConfig({}))).toBe(true);
  });

  it.each([
    ['fewer portfolios', { portfolio_Ids: ['a'] }],
    ['more portfolios', { portfolio_Ids: ['a', 'b', 'c'] }],
    ['every portfolio', {}],
    ['another holding type', { portfolio_Ids: ['a', 'b'], holdingType: 'funds' as const }],
    ['past holdings', { portfolio_Ids: ['a', 'b'], includePastHoldings: true }],
    ['another currency', { portfolio_Ids: ['a', 'b'], currency: 'EUR' as const }],
  ])('does not match a filter with %s', (_case, filter) => {
    expect(filterHasScope(filter, scopeOfConfig({ portfolio_Ids: ['a', 'b'] }))).toBe(false);
  });
});
