/**
 * The cache's pages of Query.userNotifications. One cached list per filter (unreadOnly, symbol,
 * kinds), whatever `before` and `limit` asked: "Show more" appends an older page to it, and a
 * fresh first page keeps the older pages already loaded. The filter is written into the field's
 * store name in a form `notificationFilterOf` reads back, so a pushed notification or a read can
 * be applied to exactly the lists it belongs to.
 */
import type { FieldPolicy, Reference } from '@apollo/client';

export interface NotificationFilter {
  unreadOnly: boolean;
  symbol: string | null;
  /** Sorted; null: every kind. */
  kinds: string[] | null;
}

interface PageArgs {
  unreadOnly?: boolean | null;
  symbol?: string | null;
  kinds?: readonly string[] | null;
  before?: string | null;
}

interface CachedPage {
  notifications?: Reference[];
  unreadCount?: number;
  hasMore?: boolean;
}

const FIELD = 'userNotifications';

export function notificationFilter(args: PageArgs | null | undefined): NotificationFilter {
  return { unreadOnly: args?.unreadOnly === true, symbol: args?.symbol || null, kinds: args?.kinds ? [...args.kinds].sort() : null };
}

/** The filter of a cached list, from its store name; null for a name this module did not write. */
export function notificationFilterOf(storeFieldName: string): NotificationFilter | null {
  if (!storeFieldName.startsWith(`${FIELD}:`)) return null;
  try {
    return notificationFilter(JSON.parse(storeFieldName.slice(FIELD.length + 1)) as PageArgs);
  } catch {
    return null;
  }
}

/** Whether a notification belongs in the list of `filter` (unreadOnly aside, which the caller knows). */
export function matchesNotificationFilter(filter: NotificationFilter, notification: { kind: string; symbol?: string | null }): boolean {
  return (filter.symbol === null || filter.symbol === notification.symbol) && (filter.kinds === null || filter.kinds.includes(notification.kind));
}

export const userNotificationsPolicy: FieldPolicy<CachedPage, CachedPage> = {
  keyArgs: (args) => `${FIELD}:${JSON.stringify(notificationFilter(args as PageArgs))}`,
  merge(existing, incoming, { args, readField }) {
    if (!existing?.notifications || !incoming.notifications) return { ...existing, ...incoming };
    const known = new Set(existing.notifications.map((ref) => ref.__ref));
    if ((args as PageArgs | null)?.before) {
      // An older page: after the ones already shown.
      return { ...incoming, notifications: [...existing.notifications, ...incoming.notifications.filter((ref) => !known.has(ref.__ref))] };
    }
    if (!incoming.hasMore || incoming.notifications.length === 0) return incoming;
    // A fresh first page (a refetch, a remount): keep the older pages "Show more" already loaded.
    const time = (ref: Reference) => Date.parse(readField<string>('createdAt', ref) ?? '');
    const oldest = time(incoming.notifications[incoming.notifications.length - 1]!);
    const fresh = new Set(incoming.notifications.map((ref) => ref.__ref));
    const older = existing.notifications.filter((ref) => !fresh.has(ref.__ref) && time(ref) < oldest);
    return older.length > 0 ? { ...incoming, notifications: [...incoming.notifications, ...older], hasMore: existing.hasMore ?? true } : incoming;
  },
};
