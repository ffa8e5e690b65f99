import { currentNavTarget, primaryNavItems, secondaryNavItems } from './navItems';

describe('currentNavTarget', () => {
  it.each([
    ['/', '/'],
    ['/portfolio', '/portfolio'],
    ['/broker', '/broker'],
    ['/broker/', '/broker'],
    ['/transaction', '/transaction'],
    ['/transaction/edit/tx-1', '/transaction'],
    ['/transaction/add', '/transaction/add'],
    ['/transaction/import', '/transaction/import'],
    ['/assistant', '/assistant'],
    ['/assistant/c-1', '/assistant'],
    ['/setup', '/setup'],
    ['/profile', '/profile'],
    ['/subscription', '/subscription'],
    ['/token-top-up-prices', '/token-top-up-prices'],
  ])('marks %s as %s', (pathname, target) => {
    expect(currentNavTarget(pathname)).toBe(target);
  });

  it.each(['/v/dash-1/Overview', '/subscriptions', '/transactions', '/brokers'])('marks no link on %s', (pathname) => {
    expect(currentNavTarget(pathname)).toBeNull();
  });
});

it('lists the screens in the order of the sidebar', () => {
  expect([...primaryNavItems, ...secondaryNavItems].map(({ label }) => label)).toEqual([
    'Home',
    'Portfolios',
    'Brokers',
    'Transactions',
    'Add transactions',
    'Import',
    'Assistant',
    'Setup',
    'Profile',
    'Subscription',
    'Token top-ups',
  ]);
});
