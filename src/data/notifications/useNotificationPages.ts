/**
 * The notification lists and what the user does to them. Every reader (the bell, the panel, the
 * notification widget) goes through `useNotificationPages` with its filter; one cached list per
 * filter serves them all, and the read hooks own their cache updates.
 */
import { useMarkAllNotificationsReadMutation, useMarkNotificationsReadMutation, useUserNotificationsQuery, type NotificationItem_NotificationFragment, type NotificationKind } from '../../generated/graphql';
import { applyReadToCache } from './notificationCache';

/** The server marks at most this many in one markNotificationsRead. */
const MAX_MARKED_AT_ONCE = 100;

/** Notifications per page: the panel's first screen and each "Show more". */
export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationQueryFilter {
  unreadOnly?: boolean;
  /** One security's; none: all. */
  symbol?: string | null;
  /** These kinds; none: every kind. */
  kinds?: readonly NotificationKind[] | null;
}

/** The variables of a filter's first page: equal filters send equal variables (one cached list). */
export function notificationVariables({ unreadOnly = false, symbol = null, kinds = null }: NotificationQueryFilter = {}) {
  return {
    limit: NOTIFICATION_PAGE_SIZE,
    ...(unreadOnly ? { unreadOnly } : {}),
    ...(symbol ? { symbol } : {}),
    ...(kinds ? { kinds: [...kinds].sort() } : {}),
  };
}

export function useNotificationPages(filter: NotificationQueryFilter = {}, { skip = false }: { skip?: boolean } = {}) {
  const variables = notificationVariables(filter);
  const result = useUserNotificationsQuery({ variables, skip, notifyOnNetworkStatusChange: true });
  const page = result.data?.userNotifications;
  const last = page?.notifications[page.notifications.length - 1];
  return {
    ...result,
    page,
    /** Loads the next older page into the same list. */
    showMore: last && page.hasMore ? () => result.fetchMore({ variables: { ...variables, before: last.createdAt } }) : undefined,
    loadingMore: result.networkStatus === 3,
  };
}

/**
 * Marks these notifications read (the one opened, or those a filtered list shows), at once on
 * screen, then as the server says. Those already read are left out; none left, nothing is sent.
 */
export function useMarkNotificationsRead() {
  const [mutate] = useMarkNotificationsReadMutation();
  return (notifications: readonly NotificationItem_NotificationFragment[], unreadCountNow: number) => {
    const unread = notifications.filter((notification) => !notification.read).slice(0, MAX_MARKED_AT_ONCE);
    if (unread.length === 0) return Promise.resolve();
    return mutate({
      variables: { notification_Ids: unread.map((notification) => notification._id) },
      optimisticResponse: {
        markNotificationsRead: {
          notifications: unread.map((notification) => ({ _id: notification._id, read: true })),
          unreadCount: Math.max(0, unreadCountNow - unread.length),
        },
      },
      update: (cache, { data }) => {
        if (data) applyReadToCache(cache, data.markNotificationsRead.unreadCount, unread);
      },
    });
  };
}

export function useMarkAllNotificationsRead() {
  const [mutate, state] = useMarkAllNotificationsReadMutation({
    update: (cache, { data }) => {
      if (data) applyReadToCache(cache, data.markAllNotificationsRead.unreadCount, 'all');
    },
  });
  return [() => mutate(), state] as const;
}
