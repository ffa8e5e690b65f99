/**
 * The notification kinds (the spec's spellings, typos included, as the schema's NotificationKind
 * has them), grouped as the notification widget and the profile's settings group them, with the
 * words a person reads for each. One list for the panel, the widget, the settings and the e-mails.
 */
export const NOTIFICATION_KIND_GROUPS = [
  {
    key: 'dividends',
    label: 'Dividends and splits',
    kinds: ['NewDividendsAnnouncements', 'ExDividendDateReminder', 'DividendPaymentDateReminer', 'SplitsAnnoucements', 'FWDAnnualDividendRateChanges'],
  },
  { key: 'earnings', label: 'Earnings', kinds: ['EarningsAnnouncements', 'EarningsResults'] },
  { key: 'portfolioValue', label: 'Portfolio value', kinds: ['DailyPortfolioValueUpdate', 'WeeklyPortfolioValueUpdate', 'MonthlyPortfolioValueUpdate'] },
  { key: 'marketMovers', label: 'Market movers', kinds: ['Top5MarketGainers', 'Top5MarketLosers', 'Top5PortfolioGainers', 'Top5PortfolioLosers'] },
  { key: 'watchlist', label: 'Watchlist', kinds: ['WatchlistPriceAlert'] },
] as const;

export type NotificationKindGroup = (typeof NOTIFICATION_KIND_GROUPS)[number];
export type NotificationKindName = NotificationKindGroup['kinds'][number];

export const NOTIFICATION_KINDS: readonly NotificationKindName[] = NOTIFICATION_KIND_GROUPS.flatMap((group) => group.kinds);

export const NOTIFICATION_KIND_LABELS = {
  NewDividendsAnnouncements: 'New dividend announcements',
  ExDividendDateReminder: 'Ex-dividend date reminder',
  DividendPaymentDateReminer: 'Dividend payment date reminder',
  SplitsAnnoucements: 'Split announcements',
  FWDAnnualDividendRateChanges: 'Forward annual dividend rate changes',
  EarningsAnnouncements: 'Earnings announcements',
  EarningsResults: 'Earnings results',
  DailyPortfolioValueUpdate: 'Daily portfolio value update',
  WeeklyPortfolioValueUpdate: 'Weekly portfolio value update',
  MonthlyPortfolioValueUpdate: 'Monthly portfolio value update',
  Top5MarketGainers: 'Top 5 market gainers',
  Top5MarketLosers: 'Top 5 market losers',
  Top5PortfolioGainers: 'Top 5 portfolio gainers',
  Top5PortfolioLosers: 'Top 5 portfolio losers',
  WatchlistPriceAlert: 'Watchlist price alert',
} as const satisfies Record<NotificationKindName, string>;

export function isNotificationKind(value: unknown): value is NotificationKindName {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How a kind reaches the user's inbox: not at all, at once, or in the daily digest. */
export type NotificationEmail = 'off' | 'immediate' | 'digest';

export interface NotificationSettingsLists {
  enabledKinds: readonly string[];
  emailImmediate: readonly string[];
  emailDigest: readonly string[];
  /** Kinds pushed to the user's browsers (Web Push). */
  pushKinds?: readonly string[];
}

const labelsOf = (kinds: readonly string[]) => [...new Set(kinds)].map((kind) => (isNotificationKind(kind) ? NOTIFICATION_KIND_LABELS[kind] : kind)).join(', ');

/**
 * What is wrong with a set of notification settings (null when nothing is), the message both
 * sides show: a kind is e-mailed or pushed only while it is made at all, and e-mailed one way only.
 */
export function notificationSettingsProblem({ enabledKinds, emailImmediate, emailDigest, pushKinds = [] }: NotificationSettingsLists): string | null {
  const off = [...emailImmediate, ...emailDigest].filter((kind) => !enabledKinds.includes(kind));
  if (off.length > 0) return `Turn on ${labelsOf(off)} to have it e-mailed, or choose no e-mail.`;
  const both = emailImmediate.filter((kind) => emailDigest.includes(kind));
  if (both.length > 0) return 'A kind is e-mailed either at once or in the daily digest, not both.';
  const offPushed = pushKinds.filter((kind) => !enabledKinds.includes(kind));
  if (offPushed.length > 0) return `Turn on ${labelsOf(offPushed)} to get it as a browser notification, or turn that off.`;
  return null;
}
