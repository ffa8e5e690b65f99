import { InMemoryCache } from '@apollo/client';
import { notificationFixture, notificationPage } from './testing/notificationFixtures';
import { notificationVariables } from './useNotificationPages';
import { UserNotificationsDocument, type UserNotificationsQuery } from '../../generated/graphql';
import { notificationFilterOf } from '../../apollo/notificationPages';
import { typePolicies } from '../../apollo/typePolicies';

const [a, b, c, d] = [notificationFixture(), notificationFixture(), notificationFixture(), notificationFixture()];
const ids = (cache: InMemoryCache, filter = {}) =>
  cache.readQuery<UserNotificationsQuery>({ query: UserNotificationsDocument, variables: notificationVariables(filter) })?.userNotifications.notifications.map((n) => n._id);

describe('the cached notification pages', () => {
  it('keeps one list per filter, whatever before and limit asked', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: UserNotificationsDocument, variables: notificationVariables(), data: notificationPage([a, b], { hasMore: true }) });
    cache.writeQuery({ query: UserNotificationsDocument, variables: { ...notificationVariables(), before: b.createdAt }, data: notificationPage([c], { hasMore: true }) });
    expect(ids(cache)).toEqual([a._id, b._id, c._id]);
    // Another filter is another list.
    expect(ids(cache, { kinds: ['EarningsResults'] })).toBeUndefined();
  });

  it('keeps the older pages already shown when the first page comes again', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: UserNotificationsDocument, variables: notificationVariables(), data: notificationPage([b, c], { hasMore: true }) });
    cache.writeQuery({ query: UserNotificationsDocument, variables: { ...notificationVariables(), before: c.createdAt }, data: notificationPage([d], { hasMore: false }) });
    const newer = notificationFixture({ createdAt: new Date(Date.parse(b.createdAt) + 60_000).toISOString() });
    cache.writeQuery({ query: UserNotificationsDocument, variables: notificationVariables(), data: notificationPage([newer, b], { hasMore: true }) });
    expect(ids(cache)).toEqual([newer._id, b._id, c._id, d._id]);
    expect(cache.readQuery<UserNotificationsQuery>({ query: UserNotificationsDocument, variables: notificationVariables() })?.userNotifications.hasMore).toBe(false);
  });

  it('reads the filter back from the store name it wrote', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: UserNotificationsDocument, variables: notificationVariables({ symbol: 'VTI', kinds: ['WatchlistPriceAlert', 'EarningsResults'], unreadOnly: true }), data: notificationPage([]) });
    const names = Object.keys(cache.extract().ROOT_QUERY ?? {}).filter((name) => name.startsWith('userNotifications'));
    expect(names.map(notificationFilterOf)).toEqual([{ unreadOnly: true, symbol: 'VTI', kinds: ['EarningsResults', 'WatchlistPriceAlert'] }]);
    expect(notificationFilterOf('marketQuotes:{}')).toBeNull();
  });
});
