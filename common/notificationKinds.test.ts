import { NOTIFICATION_KIND_GROUPS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, notificationSettingsProblem } from './notificationKinds';

describe('notification kinds', () => {
  it('puts each kind in exactly one group, with a label', () => {
    expect(new Set(NOTIFICATION_KINDS).size).toBe(15);
    expect(NOTIFICATION_KIND_GROUPS.map((group) => group.label)).toEqual(['Dividends and splits', 'Earnings', 'Portfolio value', 'Market movers', 'Watchlist']);
    expect(Object.keys(NOTIFICATION_KIND_LABELS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(NOTIFICATION_KIND_LABELS.ExDividendDateReminder).toBe('Ex-dividend date reminder');
    expect(NOTIFICATION_KIND_LABELS.Top5MarketGainers).toBe('Top 5 market gainers');
  });
});

describe('notificationSettingsProblem', () => {
  it('accepts e-mails of kinds that are on', () => {
    expect(notificationSettingsProblem({ enabledKinds: ['EarningsResults', 'WatchlistPriceAlert'], emailImmediate: ['WatchlistPriceAlert'], emailDigest: ['EarningsResults'] })).toBeNull();
  });

  it('refuses an e-mail of a kind that is off, naming it', () => {
    expect(notificationSettingsProblem({ enabledKinds: [], emailImmediate: ['WatchlistPriceAlert'], emailDigest: [] })).toBe(
      'Turn on Watchlist price alert to have it e-mailed, or choose no e-mail.',
    );
  });

  it('refuses a kind e-mailed both ways', () => {
    expect(notificationSettingsProblem({ enabledKinds: ['EarningsResults'], emailImmediate: ['EarningsResults'], emailDigest: ['EarningsResults'] })).toMatch(/not both/);
  });

  it('pushes only kinds that are on, besides any e-mail', () => {
    expect(notificationSettingsProblem({ enabledKinds: ['EarningsResults'], emailImmediate: ['EarningsResults'], emailDigest: [], pushKinds: ['EarningsResults'] })).toBeNull();
    expect(notificationSettingsProblem({ enabledKinds: ['EarningsResults'], emailImmediate: [], emailDigest: [], pushKinds: ['EarningsResults', 'Top5MarketGainers', 'WatchlistPriceAlert'] })).toBe(
      'Turn on Top 5 market gainers, Watchlist price alert to get it as a browser notification, or turn that off.',
    );
  });
});
