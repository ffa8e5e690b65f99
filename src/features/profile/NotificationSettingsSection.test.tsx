import { InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { NotificationSettingsDocument, SetNotificationSettingsDocument, type NotificationKind, type NotificationSettingsInput } from '../../generated/graphql';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { renderWithProfileProviders } from './profileTestUtils';

const settings = (enabledKinds: NotificationKind[], emailImmediate: NotificationKind[] = [], emailDigest: NotificationKind[] = []) => ({
  __typename: 'NotificationSettings' as const,
  enabledKinds,
  emailImmediate,
  emailDigest,
  emailAvailable: true,
  emailUnavailableReason: null as string | null,
});

const UNVERIFIED = 'Verify your e-mail address to get notifications by e-mail.';
const withoutEmail = (value: ReturnType<typeof settings>) => ({ ...value, emailAvailable: false, emailUnavailableReason: UNVERIFIED });

const loaded = (value: ReturnType<typeof settings>) => ({ request: { query: NotificationSettingsDocument }, result: { data: { notificationSettings: value } } });

function renderSection(mocks: Parameters<typeof renderWithProfileProviders>[1]['mocks']) {
  return renderWithProfileProviders(<NotificationSettingsSection />, { cache: new InMemoryCache({ typePolicies }), mocks });
}

const saving = (input: NotificationSettingsInput, answer = settings(input.enabledKinds ?? [], input.emailImmediate ?? [], input.emailDigest ?? [])) => ({
  request: { query: SetNotificationSettingsDocument, variables: { input } },
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
      { request: { query: SetNotificationSettingsDocument, variables: { input: { enabledKinds: ['EarningsResults'], emailImmediate: [], emailDigest: [] } } }, result: { errors: [new GraphQLError('Settings are read-only for now.')] } },
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Earnings results' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Settings are read-only for now.')).toBeInTheDocument();
  });
});
