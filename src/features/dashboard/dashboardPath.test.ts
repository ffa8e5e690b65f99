import { dashboardPath, dashboardSlug } from './dashboardPath';

describe('dashboardPath', () => {
  it('makes a readable slug of the name', () => {
    expect(dashboardSlug('My Portfolio: Dividends & Growth')).toBe('my-portfolio-dividends-growth');
    expect(dashboardSlug('Épargne à long terme')).toBe('epargne-a-long-terme');
    expect(dashboardSlug('💰💰')).toBe('dashboard');
    expect(dashboardPath({ _id: 'a/b', name: 'Main' })).toBe('/v/a%2Fb/main');
  });
});
