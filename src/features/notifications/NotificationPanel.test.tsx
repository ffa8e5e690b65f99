import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { notificationStateVar } from '../../apollo/vars';
import { notificationFixture, notificationPage, notificationsFailure, notificationsMock } from '../../data/notifications/testing/notificationFixtures';
import { MarkAllNotificationsReadDocument, MarkNotificationsReadDocument } from '../../generated/graphql';
import { system } from '../../ui/theme';
import { NotificationBell, bellLabel } from './NotificationBell';
import { NotificationPanelHost } from './NotificationPanelHost';

function renderBell(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter>
          <NotificationBell />
          <NotificationPanelHost />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

const readAnswer = (field: string, ids: string[], unreadCount: number) => ({
  data: { [field]: { __typename: 'NotificationsRead', notifications: ids.map((_id) => ({ __typename: 'Notification', _id, read: true })), unreadCount } },
});

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

afterEach(() => notificationStateVar({ isOpen: false }));

describe('the notification bell', () => {
  it('names the unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('shows the unread count of the first page on its badge and in its name', async () => {
    renderBell([notificationsMock({}, notificationPage([notificationFixture()], { unreadCount: 3 }))]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the notification panel', () => {
  it('lists the newest, marks one read when opened, pages older ones in and marks all read', async () => {
    const unread = notificationFixture({ title: 'VTI goes ex-dividend tomorrow' });
    const read = notificationFixture({ kind: 'EarningsResults', symbol: 'MSFT', title: 'MSFT earnings beat estimates', read: true });
    const older = notificationFixture({ kind: 'WatchlistPriceAlert', symbol: 'AAPL', title: 'AAPL fell 5 %' });
    renderBell([
      notificationsMock({}, notificationPage([unread, read], { unreadCount: 2, hasMore: true })),
      notificationsMock({}, notificationPage([older], { unreadCount: 2, hasMore: false }), { before: read.createdAt }),
      { request: { query: MarkNotificationsReadDocument, variables: { notification_Ids: [unread._id] } }, result: readAnswer('markNotificationsRead', [unread._id], 1) },
      { request: { query: MarkAllNotificationsReadDocument }, result: readAnswer('markAllNotificationsRead', [older._id], 0) },
    ]);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    const panel = await openPanel();
    expect(notificationStateVar().isOpen).toBe(true);
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('button')?.dataset.read)).toEqual(['false', 'true']);
    expect(items[0]).toHaveTextContent('Unread: VTI goes ex-dividend tomorrow');
    expect(items[0]).toHaveTextContent('Ex-dividend date reminder · VTI ·');
    expect(within(panel).getByText('2 unread')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: /VTI goes ex-dividend tomorrow/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    // The count and the row are two renders of one cache write: under load the row may follow.
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[0]?.querySelector('button')).toHaveAttribute('data-read', 'true'));

    await userEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(within(panel).getAllByRole('listitem')[2]).toHaveTextContent('AAPL fell 5 %');
    expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await within(panel).findByText('All read')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').map((item) => item.querySelector('button')?.dataset.read)).toEqual(['true', 'true', 'true']);
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/profile#notification-settings');
  });

  it('says when there is nothing yet, and leads to the settings', async () => {
    renderBell([notificationsMock({}, notificationPage([]))]);
    await screen.findByRole('button', { name: 'Notifications' });
    const panel = await openPanel();
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Choose which' })).toHaveAttribute('href', '/profile#notification-settings');
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    renderBell([notificationsFailure({}), notificationsMock({}, notificationPage([notificationFixture({ title: 'Back again' })]))]);
    const panel = await openPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The notification service is unavailable.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Back again')).toBeInTheDocument();
  });

  it('closes with its close button, leaving the open state false', async () => {
    renderBell([notificationsMock({}, notificationPage([]))]);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(notificationStateVar().isOpen).toBe(false));
  });
});
