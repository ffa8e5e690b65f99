/**
 * Notifications as the schema answers them (exactly its fields), and mocks of the notification
 * operations, for the bell, panel, widget and settings tests.
 */
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { UserNotificationsDocument, type NotificationItem_NotificationFragment, type UserNotificationsQuery } from '../../../generated/graphql';
import { notificationVariables, type NotificationQueryFilter } from '../useNotificationPages';

type Notification = NotificationItem_NotificationFragment & { __typename: 'Notification' };

let next = 0;

export function notificationFixture(overrides: Partial<NotificationItem_NotificationFragment> = {}): Notification {
  next += 1;
  return {
    __typename: 'Notification',
    _id: `n-${next}`,
    kind: 'ExDividendDateReminder',
    symbol: 'VTI',
    title: `VTI goes ex-dividend tomorrow (${next})`,
    body: 'Hold VTI at the close today to receive $0.95 a share.',
    createdAt: new Date(Date.UTC(2026, 10, 27, 12) - next * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

export function notificationPage(notifications: readonly Notification[], { unreadCount = notifications.filter((n) => !n.read).length, hasMore = false } = {}): UserNotificationsQuery {
  return { userNotifications: { __typename: 'NotificationPage', notifications: [...notifications], unreadCount, hasMore } as UserNotificationsQuery['userNotifications'] };
}

/** The first page of a filter's list, answered once (`delay: Infinity`: never). */
export function notificationsMock(filter: NotificationQueryFilter, data: UserNotificationsQuery, { delay, before }: { delay?: number; before?: string } = {}): MockLink.MockedResponse {
  const variables = { ...notificationVariables(filter), ...(before ? { before } : {}) };
  return { request: { query: UserNotificationsDocument, variables }, result: { data }, ...(delay === undefined ? {} : { delay }) };
}

export function notificationsFailure(filter: NotificationQueryFilter): MockLink.MockedResponse {
  return { request: { query: UserNotificationsDocument, variables: notificationVariables(filter) }, result: { errors: [new GraphQLError('The notification service is unavailable.')] } };
}
