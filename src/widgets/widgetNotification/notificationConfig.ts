/**
 * The notification widget's settings and the query they make: the unread filter, one security
 * (none: all), and a group of toggles per kind group (the spec's groups), whose kinds on are
 * the ones the widget asks for.
 */
import { NO_TICKER, selectField, tickerField, togglesField, type ConfigOf, type TickerChoice } from '../framework/configFields';
import { NOTIFICATION_KIND_GROUPS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKindGroup, type NotificationKindName } from '../../../common/notificationKinds';
import type { NotificationQueryFilter } from '../../data/notifications/useNotificationPages';

const toggles = <G extends NotificationKindGroup>(group: G) =>
  togglesField(
    group.label,
    group.kinds.map((kind: G['kinds'][number]) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] })),
  );

const [dividends, earnings, portfolioValue, marketMovers, watchlist] = NOTIFICATION_KIND_GROUPS;

export const notificationConfigs = {
  unreadFilter: selectField(
    'Show',
    [
      { value: 'all', label: 'All notifications' },
      { value: 'unread', label: 'Unread only' },
    ],
    'all',
  ),
  selectedTicker: tickerField('Security', NO_TICKER, 'None: every security, and the portfolio-wide and market-wide ones.', true),
  dividends: toggles(dividends),
  earnings: toggles(earnings),
  portfolioValue: toggles(portfolioValue),
  marketMovers: toggles(marketMovers),
  watchlist: toggles(watchlist),
};

export type NotificationWidgetConfig = ConfigOf<typeof notificationConfigs>;

/** The kinds switched on across the groups. */
export function enabledKinds(config: Pick<NotificationWidgetConfig, (typeof NOTIFICATION_KIND_GROUPS)[number]['key']>): NotificationKindName[] {
  return NOTIFICATION_KIND_GROUPS.flatMap((group) => config[group.key] as NotificationKindName[]);
}

/**
 * The query filter of a config; null when every kind is off (nothing to ask). Every kind on asks
 * for no kinds at all, which is the same list the bell and the panel read.
 */
export function notificationFilterOfConfig(config: Record<string, unknown>): NotificationQueryFilter | null {
  const kinds = enabledKinds(config as NotificationWidgetConfig);
  if (kinds.length === 0) return null;
  const ticker = (config.selectedTicker as TickerChoice | undefined)?.ticker ?? '';
  return {
    unreadOnly: config.unreadFilter === 'unread',
    symbol: ticker === '' ? null : ticker,
    kinds: kinds.length === NOTIFICATION_KINDS.length ? null : kinds,
  };
}
