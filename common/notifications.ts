/**
 * The notification kinds (the spec's spellings) in the groups the notification widget shows them,
 * and the bounds of reading and marking them, the same in the browser and on the server.
 */

export const NOTIFICATION_GROUPS = [
  { group: 'Dividends and splits', kinds: ['NewDividendsAnnouncements', 'ExDividendDateReminder', 'DividendPaymentDateReminer', 'SplitsAnnoucements', 'FWDAnnualDividendRateChanges'] },
  { group: 'Earnings', kinds: ['EarningsAnnouncements', 'EarningsResults'] },
  { group: 'Portfolio value', kinds: ['DailyPortfolioValueUpdate', 'WeeklyPortfolioValueUpdate', 'MonthlyPortfolioValueUpdate'] },
  { group: 'Market movers', kinds: ['Top5MarketGainers', 'Top5MarketLosers', 'Top5PortfolioGainers', 'Top5PortfolioLosers'] },
  { group: 'Watchlist', kinds: ['WatchlistPriceAlert'] },
] as const;

export type NotificationKindName = (typeof NOTIFICATION_GROUPS)[number]['kinds'][number];

export const NOTIFICATION_KINDS: readonly NotificationKindName[] = NOTIFICATION_GROUPS.flatMap((group) => group.kinds);

/** Notifications one read answers at most (and the default is 50). */
export const MAX_NOTIFICATION_PAGE = 100;
/** Ids one markNotificationsRead call takes at most. */
export const MAX_MARK_READ = 100;
/** Notifications older than this many days are deleted: a list that grows forever is no list. */
export const NOTIFICATION_RETENTION_DAYS = 180;
