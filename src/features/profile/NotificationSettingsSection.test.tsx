import { InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { NotificationSettingsDocument, SetNotificationSettingsDocument, SubscribePushDocument, UnsubscribePushDocument, type NotificationKind, type NotificationSettingsInput } from '../../generated/graphql';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { renderWithProfileProviders } from './profileTestUtils';

/** The server's VAPID public key: 65 bytes, base64url. */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;

const settings = (enabledKinds: NotificationKind[], emailImmediate: NotificationKind[] = [], emailDigest: NotificationKind[] = [], pushKinds: NotificationKind[] = []) => ({
  __typename: 'NotificationSettings' as const,
  enabledKinds,
  emailImmediate,
  emailDigest,
  emailAvailable: true,
  emailUnavailableReason: null as string | null,
  pushKinds,
  pushPublicKey: PUBLIC_KEY as string | null,
});

const UNVERIFIED = 'Verify your e-mail address to get notifications by e-mail.';
const withoutEmail = (value: ReturnType<typeof settings>) => ({ ...value, emailAvailable: false, emailUnavailableReason: UNVERIFIED });

const loaded = (value: ReturnType<typeof settings>) => ({ request: { query: NotificationSettingsDocument }, result: { data: { notificationSettings: value } } });

function renderSection(mocks: Parameters<typeof renderWithProfileProviders>[1]['mocks']) {
  return renderWithProfileProviders(<NotificationSettingsSection />, { cache: new InMemoryCache({ typePolicies }), mocks });
}

const saving = (input: NotificationSettingsInput, answer = settings(input.enabledKinds ?? [], input.emailImmediate ?? [], input.emailDigest ?? [], input.pushKinds ?? [])) => ({
  request: { query: SetNotificationSettingsDocument, variables: { input: { pushKinds: [], ...input } } },
  result: { data: { setNotificationSettings: answer } },
});

describe('NotificationSettingsSection', () => {
  it('shows each kind on or off with its e-mail choice, grouped as the widget groups them', async () => {
    renderSection([loaded(settings(['EarningsResults', 'WatchlistPriceAlert'], ['WatchlistPriceAlert'], ['EarningsResults']))]);
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('group', { name: 'Earnings' })).toBeInTheDocument();
    expect([...section.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent)).toEqual(['Dividends and splits', 'Earnings', 'Portfolio value', 'Market movers', 'Watchlist']);
    expect(within(section).getByRole('checkbox', { name: 'Earnings results' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Ex-dividend date reminder' })).not.toBeChecked();
    expect(within(section).getByRole('combobox', { name: 'E-mail for Watchlist price alert' })).toHaveValue('immediate');
    expect(within(section).getByRole('combobox', { name: 'E-mail for Earnings results' })).toHaveValue('digest');
    expect(within(section).getByRole('combobox', { name: 'E-mail for Top 5 market gainers' })).toHaveValue('off');
  });

  it('refuses, before sending, an e-mail of a kind that is off', async () => {
    // No save is mocked: sending would fail the test with an unexpected request.
    renderSection([loaded(settings(['WatchlistPriceAlert'], ['WatchlistPriceAlert']))]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Watchlist price alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Turn on Watchlist price alert to have it e-mailed, or choose no e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'E-mail for Watchlist price alert' }).closest('[data-invalid]')).not.toBeNull();
  });

  it('sends every kind’s choice and starts again from what was saved', async () => {
    renderSection([
      loaded(settings(['WatchlistPriceAlert'])),
      saving({ enabledKinds: ['ExDividendDateReminder', 'WatchlistPriceAlert'], emailImmediate: [], emailDigest: ['ExDividendDateReminder'] }),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ex-dividend date reminder' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mail for Ex-dividend date reminder' }), 'In the daily digest');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ex-dividend date reminder' })).toBeChecked());
    expect(screen.getByRole('combobox', { name: 'E-mail for Ex-dividend date reminder' })).toHaveValue('digest');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without e-mail, says why and offers no e-mail choice, and saves the kinds with none', async () => {
    // Stored e-mail choices from when the address was verified: the server would refuse them now.
    renderSection([
      loaded(withoutEmail(settings(['WatchlistPriceAlert'], ['WatchlistPriceAlert'], ['EarningsResults']))),
      saving({ enabledKinds: ['EarningsResults', 'WatchlistPriceAlert'], emailImmediate: [], emailDigest: [] }, withoutEmail(settings(['EarningsResults', 'WatchlistPriceAlert']))),
    ]);
    expect(await screen.findByText(UNVERIFIED)).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'E-mail for Watchlist price alert' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('off');
    expect(select).toHaveAccessibleDescription(UNVERIFIED);
    expect(screen.getByRole('combobox', { name: 'E-mail for Earnings results' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Earnings results' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Earnings results' })).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(UNVERIFIED)).toBeVisible();
  });

  it('shows the server’s refusal', async () => {
    renderSection([
      loaded(settings([])),
      { request: { query: SetNotificationSettingsDocument, variables: { input: { enabledKinds: ['EarningsResults'], emailImmediate: [], emailDigest: [], pushKinds: [] } } }, result: { errors: [new GraphQLError('Settings are read-only for now.')] } },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Earnings results' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Settings are read-only for now.')).toBeInTheDocument();
  });
});

/** base64url of `length` bytes of `value`, as PushSubscription.getKey's bytes are sent. */
const keyText = (length: number, value: number) => btoa(String.fromCharCode(...new Array<number>(length).fill(value))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/**
 * A browser with Web Push (jsdom has none): the permission it holds, what asking answers, and a
 * push manager whose subscription the test can see.
 */
function fakePushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    getKey: (name: string) => new Uint8Array(name === 'p256dh' ? 65 : 16).fill(name === 'p256dh' ? 4 : 9).buffer,
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: jest.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: jest.fn(async () => registration) } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { pushManager, notification, subscription };
}

describe('NotificationSettingsSection, browser notifications', () => {
  afterEach(() => {
    for (const [target, name] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) Reflect.deleteProperty(target, name);
  });

  it('saves the kinds shown as browser notifications, and refuses one of a kind that is off', async () => {
    renderSection([loaded(settings(['WatchlistPriceAlert', 'EarningsResults'], [], [], ['EarningsResults'])), saving({ enabledKinds: ['EarningsResults', 'WatchlistPriceAlert'], emailImmediate: [], emailDigest: [], pushKinds: ['EarningsResults', 'WatchlistPriceAlert'] })]);
    expect(await screen.findByRole('checkbox', { name: 'Browser notification for Earnings results' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Browser notification for Watchlist price alert' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watchlist price alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Turn on Watchlist price alert to get it as a browser notification, or turn that off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watchlist price alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Browser notification for Watchlist price alert' })).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('allows this device: asks permission, subscribes with the server\'s key and registers the subscription', async () => {
    const browser = fakePushBrowser('default', 'granted');
    renderSection([
      loaded(settings(['WatchlistPriceAlert'])),
      { request: { query: SubscribePushDocument, variables: { input: { endpoint: ENDPOINT, p256dh: keyText(65, 4), auth: keyText(16, 9) } } }, result: { data: { subscribePush: true } } },
      { request: { query: UnsubscribePushDocument, variables: { endpoint: ENDPOINT } }, result: { data: { unsubscribePush: true } } },
    ]);
    const device = await screen.findByRole('group', { name: 'Browser notifications on this device' });
    await userEvent.click(within(device).getByRole('button', { name: 'Allow on this device' }));
    expect(await within(device).findByText('This device shows the kinds ticked Browser below as notifications.')).toBeVisible();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([4, ...new Array<number>(64).fill(0)]);

    await userEvent.click(within(device).getByRole('button', { name: 'Stop on this device' }));
    expect(await within(device).findByRole('button', { name: 'Allow on this device' })).toBeVisible();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('says so plainly when the user blocks notifications, and keeps the e-mail choices working', async () => {
    // No subscribePush is mocked: sending one would fail the test.
    fakePushBrowser('default', 'denied');
    renderSection([loaded(settings(['WatchlistPriceAlert']))]);
    const device = await screen.findByRole('group', { name: 'Browser notifications on this device' });
    await userEvent.click(within(device).getByRole('button', { name: 'Allow on this device' }));
    expect(await within(device).findByText(/Notifications are blocked for this site in your browser's settings/)).toBeVisible();
    expect(within(device).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'E-mail for Watchlist price alert' })).toBeEnabled();
  });

  it('without Web Push in the browser, or on the server, says so and offers no button', async () => {
    const { unmount } = renderSection([loaded(settings(['WatchlistPriceAlert']))]);
    const device = await screen.findByRole('group', { name: 'Browser notifications on this device' });
    expect(within(device).getByText('This browser cannot show notifications from the app. E-mail still works.')).toBeVisible();
    expect(within(device).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'E-mail for Watchlist price alert' })).toBeEnabled();
    unmount();

    fakePushBrowser('granted');
    renderSection([loaded({ ...settings(['WatchlistPriceAlert'], [], [], ['WatchlistPriceAlert']), pushPublicKey: null })]);
    expect(await screen.findByText('This server sends no browser notifications.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow on this device' })).not.toBeInTheDocument();
    const choice = screen.getByRole('checkbox', { name: 'Browser notification for Watchlist price alert' });
    expect(choice).toBeDisabled();
    expect(choice).not.toBeChecked();
  });
});
