/**
 * What a push or a read changes in the cached notification lists (one per filter, see
 * src/apollo/notificationPages.ts): the notifications themselves are normalised, so their `read`
 * flags follow the answers on their own; the lists and their unread counts are updated here.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { matchesNotificationFilter, notificationFilterOf } from '../../apollo/notificationPages';
import { NotificationItem_NotificationFragmentDoc, type NotificationItem_NotificationFragment, type NotificationKind } from '../../generated/graphql';
import type { NotificationKindName } from '../../../common/notificationKinds';

// Compile-time proof that the shared list and the schema's enum name the same kinds.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const KINDS_MATCH_SCHEMA: Same<NotificationKind, NotificationKindName> = true;

interface CachedPage {
  notifications?: readonly Reference[];
  unreadCount?: number;
}

/** A pushed notification: at the front of every cached list it belongs to, counted if unread. */
export function addNotificationToCache(cache: ApolloCache, notification: NotificationItem_NotificationFragment): void {
  const ref = cache.writeFragment({ fragment: NotificationItem_NotificationFragmentDoc, data: { __typename: 'Notification', ...notification } });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      userNotifications(value, { storeFieldName }) {
        const page = value as CachedPage;
        const filter = notificationFilterOf(storeFieldName);
        if (!filter || !matchesNotificationFilter(filter, notification) || (filter.unreadOnly && notification.read)) return page;
        const notifications = page.notifications ?? [];
        // The push may race the query that already brought it.
        if (notifications.some((item) => item.__ref === ref.__ref)) return page;
        return { ...page, notifications: [ref, ...notifications], unreadCount: (page.unreadCount ?? 0) + (notification.read ? 0 : 1) };
      },
    },
  });
}

/**
 * Read marks: the server's unread count after them goes to the unfiltered lists; a filtered
 * list loses those of `newlyRead` it holds (the server counts every notification it matches,
 * which the client cannot see). `all`: every list has none unread left.
 */
export function applyReadToCache(cache: ApolloCache, unreadCount: number, newlyRead: readonly { kind: string; symbol?: string | null }[] | 'all'): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      userNotifications(value, { storeFieldName }) {
        const page = value as CachedPage;
        const filter = notificationFilterOf(storeFieldName);
        if (!filter) return page;
        if (newlyRead === 'all') return { ...page, unreadCount: 0 };
        if (filter.symbol === null && filter.kinds === null) return { ...page, unreadCount };
        const matched = newlyRead.filter((item) => matchesNotificationFilter(filter, item)).length;
        return { ...page, unreadCount: Math.max(0, (page.unreadCount ?? 0) - matched) };
      },
    },
  });
}
