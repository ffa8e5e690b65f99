import { useApolloClient } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { addNotificationToCache } from '../../data/notifications/notificationCache';
import { useNotificationAddedSubscription, type NotificationItem_NotificationFragment } from '../../generated/graphql';
import { toaster } from '../../ui/toaster';

/**
 * A pushed notification: into every cached list it belongs to (the bell's count follows), and a
 * watchlist price alert, which fires while the user may be looking, also as a toast.
 */
export function receiveNotification(cache: ApolloCache, notification: NotificationItem_NotificationFragment): void {
  addNotificationToCache(cache, notification);
  if (notification.kind === 'WatchlistPriceAlert') {
    toaster.create({ type: 'info', title: notification.title, description: notification.body, closable: true });
  }
}

/** The signed-in page's one subscription to notificationAdded; mounted once, by the shell. */
export function NotificationListener(): null {
  const client = useApolloClient();
  useNotificationAddedSubscription({
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (notification) receiveNotification(client.cache, notification);
    },
  });
  return null;
}
