import { filterHasScope, scopeOfConfig } from './embedScope';

describe('an embed\'s scope', () => {
  it('is what the client\'s analyticsFilter makes of the stored config', () => {
    expect(scopeOfConfig({})).toEqual({ portfolio_Ids: [], holdingType: 'allHoldings', includePastHoldings: false, sectors: [] });
    expect(scopeOfConfig({ portfolio_Ids: ['b', 'a', 'b'], holdingType: 'ETF', displayPastHoldings: true, selectedInterval: { name: '1Y', desc: '1 year' }, sector: 'Technology' })).toEqual({
      portfolio_Ids: ['a', 'b'],
      holdingType: 'ETF',
      includePastHoldings: true,
      sectors: ['Technology'],
    });
  });

  it('matches a filter of the same portfolios in any order, any dates, defaults spelt out or not', () => {
    const scope = scopeOfConfig({ portfolio_Ids: ['a', 'b'] });
    expect(filterHasScope({ portfolio_Ids: ['b', 'a'], from: '2024-01-01', to: '2024-06-30', asOf: '2024-06-30' }, scope)).toBe(true);
    expect(filterHasScope({ portfolio_Ids: ['a', 'b'], holdingType: 'allHoldings', includePastHoldings: false, currency: null }, scope)).toBe(true);
    expect(filterHasScope(null, scopeOfConfig({}))).toBe(true);
    expect(filterHasScope({ sector: ['Unknown'] }, scopeOfConfig({ sector: 'Unknown' }))).toBe(true);
    expect(filterHasScope({ sector: [] }, scopeOfConfig({ sector: '' }))).toBe(true);
  });

  it.each([
    ['no sector, where the config has one', {}],
    ['another sector', { sector: ['Energy'] }],
    ['a second sector', { sector: ['Energy', 'Utilities'] }],
  ])('does not match a filter with %s', (_case, filter) => {
    expect(filterHasScope(filter, scopeOfConfig({ sector: 'Utilities' }))).toBe(false);
  });

  it('does not let a filter narrow an all-sectors embed to a sector', () => {
    expect(filterHasScope({ sector: ['Utilities'] }, scopeOfConfig({}))).toBe(false);
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
