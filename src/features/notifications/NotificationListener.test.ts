import { InMemoryCache } from '@apollo/client';
import { typePolicies } from '../../apollo/typePolicies';
import { notificationFixture, notificationPage } from '../../data/notifications/testing/notificationFixtures';
import { notificationVariables } from '../../data/notifications/useNotificationPages';
import { UserNotificationsDocument, type UserNotificationsQuery } from '../../generated/graphql';
import { toaster } from '../../ui/toaster';
import { receiveNotification } from './NotificationListener';

function cacheWith(lists: { filter: Parameters<typeof notificationVariables>[0]; data: UserNotificationsQuery }[]) {
  const cache = new InMemoryCache({ typePolicies });
  for (const { filter, data } of lists) cache.writeQuery({ query: UserNotificationsDocument, variables: notificationVariables(filter), data });
  return cache;
}

function read(cache: InMemoryCache, filter: Parameters<typeof notificationVariables>[0]) {
  return cache.readQuery<UserNotificationsQuery>({ query: UserNotificationsDocument, variables: notificationVariables(filter) })?.userNotifications;
}

afterEach(() => toaster.remove());

describe('receiveNotification', () => {
  it('puts a pushed notification first in every list it belongs to, counting it unread', () => {
    const old = notificationFixture({ kind: 'EarningsResults', symbol: 'MSFT' });
    const cache = cacheWith([
      { filter: {}, data: notificationPage([old], { unreadCount: 4 }) },
      { filter: { kinds: ['ExDividendDateReminder'] }, data: notificationPage([], { unreadCount: 0 }) },
      { filter: { kinds: ['EarningsResults'] }, data: notificationPage([old], { unreadCount: 1 }) },
      { filter: { symbol: 'MSFT' }, data: notificationPage([old], { unreadCount: 1 }) },
    ]);
    const pushed = notificationFixture({ kind: 'ExDividendDateReminder', symbol: 'VTI' });

    receiveNotification(cache, pushed);

    expect(read(cache, {})?.notifications.map((n) => n._id)).toEqual([pushed._id, old._id]);
    expect(read(cache, {})?.unreadCount).toBe(5);
    expect(read(cache, { kinds: ['ExDividendDateReminder'] })).toMatchObject({ unreadCount: 1, notifications: [{ _id: pushed._id }] });
    // Lists of other kinds or another security are left alone.
    expect(read(cache, { kinds: ['EarningsResults'] })).toMatchObject({ unreadCount: 1, notifications: [{ _id: old._id }] });
    expect(read(cache, { symbol: 'MSFT' })).toMatchObject({ unreadCount: 1, notifications: [{ _id: old._id }] });
  });

  it('adds a notification the list already holds only once', () => {
    const pushed = notificationFixture();
    const cache = cacheWith([{ filter: {}, data: notificationPage([pushed], { unreadCount: 1 }) }]);
    receiveNotification(cache, pushed);
    expect(read(cache, {})).toMatchObject({ unreadCount: 1, notifications: [{ _id: pushed._id }] });
  });

  it('toasts a watchlist price alert, and nothing else', () => {
    const cache = cacheWith([{ filter: {}, data: notificationPage([]) }]);
    receiveNotification(cache, notificationFixture({ kind: 'Top5MarketGainers', symbol: null, title: 'Top 5 market gainers today' }));
    expect(toaster.getVisibleToasts()).toHaveLength(0);

    receiveNotification(cache, notificationFixture({ kind: 'WatchlistPriceAlert', symbol: 'AAPL', title: 'AAPL rose 5.2 %', body: 'AAPL is at 201.30 USD.' }));
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ title: 'AAPL rose 5.2 %', description: 'AAPL is at 201.30 USD.' })]);
    expect(read(cache, {})?.unreadCount).toBe(2);
  });

  it('shows at most 3 alert toasts at once', () => {
    const cache = cacheWith([{ filter: {}, data: notificationPage([]) }]);
    for (let i = 0; i < 5; i += 1) receiveNotification(cache, notificationFixture({ kind: 'WatchlistPriceAlert', title: `Alert ${i}` }));
    expect(toaster.getVisibleToasts()).toHaveLength(3);
    expect(read(cache, {})?.notifications).toHaveLength(5);
  });
});
