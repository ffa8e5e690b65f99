import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteUserAccountDocument,
  EditUserSettingDocument,
  UpdateUserCurrencyDocument,
} from '../../generated/graphql';
import { ProfilePage } from './ProfilePage';
import { ada, renderWithProfileProviders, resetProfileTestState, signInWithCachedUser } from './profileTestUtils';
import { signOutEverywhere } from './signOutEverywhere';
import { stubResizeObserver } from '../../testing/stubResizeObserver';

jest.mock('./signOutEverywhere', () => ({ signOutEverywhere: jest.fn(async () => undefined) }));
const signOutMock = jest.mocked(signOutEverywhere);

// The currency picker's list is placed by a ResizeObserver-driven popper.
beforeAll(stubResizeObserver);

afterEach(() => {
  resetProfileTestState();
  signOutMock.mockClear();
});

function renderProfile(mocks: Parameters<typeof renderWithProfileProviders>[1]['mocks'] = []) {
  const cache = signInWithCachedUser();
  renderWithProfileProviders(<ProfilePage />, { cache, mocks });
  return cache;
}

describe('ProfilePage', () => {
  it('renders the cached user: name, e-mail, verified state and provider', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('E-mail and password')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Display currency' })).toHaveValue('British pound (GBP)');
    expect(screen.getByLabelText('Locale')).toHaveValue('en-GB');
    expect(screen.getByLabelText('Theme')).toHaveValue('dark');
    expect(screen.getByTestId('format-preview')).toHaveTextContent('£1,234,567.89');
  });

  it('shows a spinner while the profile has not been audited', () => {
    const cache = signInWithCachedUser();
    resetProfileTestState();
    renderWithProfileProviders(<ProfilePage />, { cache });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('refuses an empty name with a field message, without calling the server', async () => {
    renderProfile();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a new name through editUserSetting and shows the saved user', async () => {
    const result = jest.fn(() => ({ data: { editUserSetting: { ...ada, name: 'Ada King' } } }));
    renderProfile([{ request: { query: EditUserSettingDocument, variables: { userSettingInput: { name: 'Ada King' } } }, result }]);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Ada King ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Ada King')).toBeInTheDocument();
  });

  it('changes the display currency through updateUserCurrency and remembers it locally', async () => {
    const result = jest.fn(() => ({ data: { updateUserCurrency: { ...ada, currency: 'EUR', currencySymbol: '€' } } }));
    const cache = renderProfile([{ request: { query: UpdateUserCurrencyDocument, variables: { newUserCurrency: 'EUR' } }, result }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Display currency' }));
    await userEvent.click(await screen.findByRole('option', { name: /Euro/ }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem('userCurrency')).toBe('EUR'));
    expect(cache.extract()['User:{"_id":"row-1"}']).toMatchObject({ currency: 'EUR', currencySymbol: '€' });
    expect(screen.getByTestId('format-preview')).toHaveTextContent('€1,234,567.89');
  });

  it('changes the locale through editUserSetting', async () => {
    const result = jest.fn(() => ({ data: { editUserSetting: { ...ada, userLocale: 'de-DE' } } }));
    renderProfile([{ request: { query: EditUserSettingDocument, variables: { userSettingInput: { userLocale: 'de-DE' } } }, result }]);
    await userEvent.selectOptions(screen.getByLabelText('Locale'), 'de-DE');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem('userLocale')).toBe('de-DE'));
    expect(screen.getByTestId('format-preview')).toHaveTextContent('1.234.567,89 £');
  });

  it('applies a chosen theme at once, saves it locally and in the user settings', async () => {
    const result = jest.fn(() => ({ data: { editUserSetting: { ...ada, theme: 'blue' } } }));
    renderProfile([{ request: { query: EditUserSettingDocument, variables: { userSettingInput: { theme: 'blue' } } }, result }]);
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'blue');
    expect(localStorage.getItem('theme')).toBe('blue');
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-blue'));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('switches the cost method to FIFO and says what that changes', async () => {
    const result = jest.fn(() => ({ data: { editUserSetting: { ...ada, costMethod: 'fifo' } } }));
    renderProfile([{ request: { query: EditUserSettingDocument, variables: { userSettingInput: { costMethod: 'fifo' } } }, result }]);
    expect(screen.getByTestId('cost-method-explained')).toHaveTextContent(/the average of what you paid/);
    await userEvent.selectOptions(screen.getByLabelText('Cost method'), 'fifo');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/the shares you bought first, lot by lot/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cost method')).toHaveValue('fifo');
  });

  it('signs out of all devices through signOutEverywhere, asking the server to revoke', async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(signOutMock).toHaveBeenCalledWith(expect.anything(), { revokeAllSessions: true });
  });

  it('deletes the account only after the typed confirmation, then signs out locally', async () => {
    const result = jest.fn(() => ({ data: { deleteUserAccount: true } }));
    const cache = renderProfile([{ request: { query: DeleteUserAccountDocument, variables: { confirm: true } }, result }]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const input = within(dialog).getByLabelText(/Type DELETE or your e-mail/);
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'ADA@example.com');
    expect(confirm).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE');
    await userEvent.click(confirm);
    await waitFor(() => expect(signOutMock).toHaveBeenCalledWith(expect.anything(), { revokeAllSessions: false }));
    expect(result).toHaveBeenCalledTimes(1);
    expect(cache.extract()['User:{"_id":"row-1"}']).toBeUndefined();
  });
});
