import { fireEvent, screen, within } from '@testing-library/react';
import { notificationFixture, notificationPage, notificationsFailure, notificationsMock } from '../../data/notifications/testing/notificationFixtures';
import { MarkNotificationsReadDocument } from '../../generated/graphql';
import { renderWidget } from '../framework/testing/renderWidget';
import { widgetNotification } from './definition';
import { notificationFilterOfConfig } from './notificationConfig';

const alert = notificationFixture({ kind: 'WatchlistPriceAlert', symbol: 'AAPL', title: 'AAPL fell 5 %' });
const earnings = notificationFixture({ kind: 'EarningsResults', symbol: 'MSFT', title: 'MSFT earnings beat estimates', read: true });

describe('widgetNotification', () => {
  it('is a 2 x 9 table (at least 2 x 6) that cannot be embedded', () => {
    expect(widgetNotification).toMatchObject({ title: 'Notifications', type: 'Table', defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 }, embeddable: false });
  });

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetNotification, { mocks: [notificationsMock({}, notificationPage([alert]), { delay: Infinity })] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const { container } = await renderWidget(widgetNotification, { mocks: [notificationsMock({}, notificationPage([]))] });
    expect(await screen.findByText('No notifications of these kinds yet.')).toBeInTheDocument();
    expect(container.querySelector('[data-state="empty"]')).not.toBeNull();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetNotification, { mocks: [notificationsFailure({})] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The notification service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists them, newest first, and marks one read when opened', async () => {
    await renderWidget(widgetNotification, {
      mocks: [
        notificationsMock({}, notificationPage([alert, earnings], { unreadCount: 1 })),
        {
          request: { query: MarkNotificationsReadDocument, variables: { notification_Ids: [alert._id] } },
          result: { data: { markNotificationsRead: { __typename: 'NotificationsRead', notifications: [{ __typename: 'Notification', _id: alert._id, read: true }], unreadCount: 0 } } },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('AAPL fell 5 %'), expect.stringContaining('MSFT earnings beat estimates')]);
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: /AAPL fell 5 %/ }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('asks only for the kinds switched on, the chosen security and the unread ones', async () => {
    const config = {
      unreadFilter: 'unread',
      selectedTicker: { ticker: 'AAPL', tickerDisplay: 'Apple' },
      dividends: [],
      earnings: [],
      portfolioValue: [],
      marketMovers: ['Top5MarketGainers'],
      watchlist: ['WatchlistPriceAlert'],
    };
    const filter = { unreadOnly: true, symbol: 'AAPL', kinds: ['Top5MarketGainers', 'WatchlistPriceAlert'] as const };
    expect(notificationFilterOfConfig(config)).toEqual(filter);
    const second = notificationFixture({ kind: 'WatchlistPriceAlert', symbol: 'AAPL', title: 'AAPL rose 3 %' });
    await renderWidget(widgetNotification, {
      config,
      mocks: [
        notificationsMock(filter, notificationPage([alert, second], { unreadCount: 2 })),
        // Filtered, "Mark all read" marks the ones it shows, not every notification of the user.
        {
          request: { query: MarkNotificationsReadDocument, variables: { notification_Ids: [alert._id, second._id] } },
          result: {
            data: {
              markNotificationsRead: {
                __typename: 'NotificationsRead',
                notifications: [alert, second].map(({ _id }) => ({ __typename: 'Notification', _id, read: true })),
                unreadCount: 4,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('AAPL rose 3 %')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
  });

  it('asks nothing with every kind off, and says why', async () => {
    const off = { dividends: [], earnings: [], portfolioValue: [], marketMovers: [], watchlist: [] };
    expect(notificationFilterOfConfig(off)).toBeNull();
    await renderWidget(widgetNotification, { config: off, mocks: [] });
    expect(screen.getByText('Every kind of notification is off in this widget’s settings.')).toBeInTheDocument();
  });

  it('asks for every kind as no kinds at all, the list the bell reads', () => {
    expect(notificationFilterOfConfig({ ...Object.fromEntries(Object.entries(widgetNotification.configs).map(([key, field]) => [key, field.defaultValue])) })).toEqual({ unreadOnly: false, symbol: null, kinds: null });
  });

  it('groups the toggles as the spec does, every kind on by default', () => {
    const groups = Object.values(widgetNotification.configs).filter((field) => field.kind === 'toggles');
    expect(groups.map((field) => [field.label, field.defaultValue])).toEqual([
      ['Dividends and splits', ['NewDividendsAnnouncements', 'ExDividendDateReminder', 'DividendPaymentDateReminer', 'SplitsAnnoucements', 'FWDAnnualDividendRateChanges']],
      ['Earnings', ['EarningsAnnouncements', 'EarningsResults']],
      ['Portfolio value', ['DailyPortfolioValueUpdate', 'WeeklyPortfolioValueUpdate', 'MonthlyPortfolioValueUpdate']],
      ['Market movers', ['Top5MarketGainers', 'Top5MarketLosers', 'Top5PortfolioGainers', 'Top5PortfolioLosers']],
      ['Watchlist', ['WatchlistPriceAlert']],
    ]);
    // A stored list keeps only known kinds, in the options' order.
    expect(widgetNotification.configs.earnings?.parse(['EarningsResults', 'Nope', 'EarningsAnnouncements'])).toEqual(['EarningsAnnouncements', 'EarningsResults']);
    expect(widgetNotification.configs.earnings?.parse('EarningsResults')).toBeUndefined();
  });
});

