import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { initialSlices, ledgerSlicesVar } from '../../apollo/vars';
import { system } from '../../ui/theme';
import { toaster } from '../../ui/toaster';
import {
  AddAccountToBrokerDocument,
  CreateBrokerDocument,
  DeleteAccountDocument,
  DeleteBrokerDocument,
  EditAccountDocument,
  EditBrokerDocument,
  UserBrokerAccountDocument,
  type AccountFieldsFragment,
  type BrokerFieldsFragment,
} from '../../generated/graphql';
import { BrokersScreen } from './BrokersScreen';
import { NAME_REQUIRED } from '../../ui/namedRecordForm';

type CachedAccount = AccountFieldsFragment & { __typename: 'Account' };
type CachedBroker = BrokerFieldsFragment & { __typename: 'Broker'; accounts: CachedAccount[] };

const stamp = '2026-01-01T00:00:00.000Z';

type CashSettings = Pick<AccountFieldsFragment, 'settlesTrades' | 'allowsOverdraft'>;

/** An account; by default one that tracks only securities, as every account did before cash. */
function account(id: string, name: string, description: string | null = null, cash: Partial<CashSettings> = {}): CachedAccount {
  return { __typename: 'Account', _id: id, name, description, settlesTrades: false, allowsOverdraft: false, ...cash, createdAt: stamp, updatedAt: stamp };
}

function broker(id: string, name: string, accounts: CachedAccount[] = [], description: string | null = null): CachedBroker {
  return { __typename: 'Broker', _id: id, name, description, createdAt: stamp, updatedAt: stamp, accounts };
}

const ibkr = broker('b1', 'IBKR', [account('a1', 'Individual', 'Margin account'), account('a2', 'Roth IRA'), account('a3', 'Joint')], 'Interactive Brokers');
const degiro = broker('b2', 'Degiro');

const listed = (brokers: CachedBroker[]): MockLink.MockedResponse => ({
  request: { query: UserBrokerAccountDocument },
  result: { data: { UserBrokerAccount: brokers } },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies });
  render(
    <MockedProvider cache={cache} mocks={mocks}>
      <ChakraProvider value={system}>
        <BrokersScreen />
      </ChakraProvider>
    </MockedProvider>,
  );
  return cache;
}

const brokerCard = (name: string) => screen.getByRole('region', { name });
// `hidden`: an open dialog hides the page from the accessibility tree, and tests read it behind one.
const brokerNames = () =>
  within(screen.getByRole('list', { name: 'Your brokers', hidden: true }))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);
const accountRows = (brokerName: string) =>
  within(within(brokerCard(brokerName)).getByRole('list', { name: `Accounts of ${brokerName}` })).getAllByRole('listitem');
/** Each account row's first line: its name. */
const accountNames = (brokerName: string) => accountRows(brokerName).map((item) => item.querySelector('p')?.textContent);
/** Which account rows say their trades move cash. */
const cashSettled = (brokerName: string) => accountRows(brokerName).map((item) => within(item).queryByText('Cash settled') !== null);

let toast: jest.SpyInstance;

beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
  toast = jest.spyOn(toaster, 'create');
});

afterEach(() => toast.mockRestore());

describe('BrokersScreen', () => {
  it('lists each broker with its description, account count and accounts', async () => {
    renderScreen([listed([ibkr, degiro])]);
    expect(screen.getByRole('status', { name: 'Loading brokers' })).toBeInTheDocument();

    const card = within(await screen.findByRole('region', { name: 'IBKR' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Brokers' })).toBeInTheDocument();
    expect(brokerNames()).toEqual(['IBKR', 'Degiro']);
    expect(card.getByText('Interactive Brokers')).toBeInTheDocument();
    expect(card.getByText('3 accounts')).toBeInTheDocument();
    expect(accountNames('IBKR')).toEqual(['Individual', 'Roth IRA', 'Joint']);
    expect(card.getByText('Margin account')).toBeInTheDocument();

    const empty = within(brokerCard('Degiro'));
    expect(empty.getByText('No accounts')).toBeInTheDocument();
    expect(empty.getByText(/No accounts yet/)).toBeInTheDocument();
    expect(empty.queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains brokers to a new user and adds the first one', async () => {
    const result = jest.fn(() => ({ data: { createBroker: broker('b9', 'Trading 212') } }));
    renderScreen([
      listed([]),
      { request: { query: CreateBrokerDocument, variables: { brokerInput: { name: 'Trading 212', description: null } } }, result },
    ]);
    expect(await screen.findByRole('heading', { name: 'No brokers yet' })).toBeInTheDocument();
    expect(screen.getByText(/A broker is the bank or platform/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add your first broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add broker' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Trading 212{Enter}');

    expect(await screen.findByRole('region', { name: 'Trading 212' })).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'No brokers yet' })).not.toBeInTheDocument();
  });

  it('shows why the list failed and loads it again on retry', async () => {
    renderScreen([{ request: { query: UserBrokerAccountDocument }, error: new Error('Failed to fetch') }, listed([degiro])]);
    expect(await screen.findByText('Your brokers could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add broker' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Degiro' })).toBeInTheDocument();
    expect(screen.queryByText('Your brokers could not be loaded')).not.toBeInTheDocument();
  });

  it('adds a broker at the front of the list, trimmed, and says so', async () => {
    const created = broker('b3', 'Trade Republic', [], 'Savings plans');
    const result = jest.fn(() => ({ data: { createBroker: created } }));
    renderScreen([
      listed([ibkr, degiro]),
      {
        request: { query: CreateBrokerDocument, variables: { brokerInput: { name: 'Trade Republic', description: 'Savings plans' } } },
        result,
      },
    ]);
    await screen.findByRole('region', { name: 'IBKR' });

    await userEvent.click(screen.getByRole('button', { name: 'Add broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add broker' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Trade Republic ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Savings plans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add broker' }));

    await waitFor(() => expect(brokerNames()).toEqual(['Trade Republic', 'IBKR', 'Degiro']));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Broker added' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an empty or too long name in the form without sending anything', async () => {
    const result = jest.fn(() => ({ data: { createBroker: degiro } }));
    renderScreen([listed([ibkr]), { request: { query: CreateBrokerDocument, variables: () => true }, result }]);
    await screen.findByRole('region', { name: 'IBKR' });

    await userEvent.click(screen.getByRole('button', { name: 'Add broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add broker' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add broker' }));

    expect(await within(dialog).findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add broker' }));
    expect(await within(dialog).findByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server refusal when a create fails', async () => {
    renderScreen([
      listed([ibkr]),
      {
        request: { query: CreateBrokerDocument, variables: { brokerInput: { name: 'IBKR', description: null } } },
        result: { errors: [new GraphQLError('A broker named "IBKR" already exists.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await screen.findByRole('region', { name: 'IBKR' });

    await userEvent.click(screen.getByRole('button', { name: 'Add broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add broker' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'IBKR{Enter}');

    expect(await within(dialog).findByText('A broker named "IBKR" already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('IBKR');
    expect(brokerNames()).toEqual(['IBKR']);
    expect(toast).not.toHaveBeenCalled();
  });

  it('renames and describes a broker in one dialog', async () => {
    const result = jest.fn(() => ({ data: { editBroker: { ...degiro, name: 'DEGIRO', description: 'Cheap trades' } } }));
    renderScreen([
      listed([ibkr, degiro]),
      {
        request: { query: EditBrokerDocument, variables: { broker_Id: 'b2', brokerInput: { name: 'DEGIRO', description: 'Cheap trades' } } },
        result,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit broker Degiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit broker' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Degiro');
    await userEvent.clear(name);
    await userEvent.type(name, 'DEGIRO');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Cheap trades');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'DEGIRO' })).toBeInTheDocument();
    expect(within(brokerCard('DEGIRO')).getByText('Cheap trades')).toBeInTheDocument();
    // The cache renders the change before the awaited mutation resolves and toasts.
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Broker saved' })));
  });

  it('deletes a broker once the dialog naming it is confirmed', async () => {
    const result = jest.fn(() => ({ data: { deleteBroker: 'b1' } }));
    renderScreen([listed([ibkr, degiro]), { request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b1', confirm: true, cascade: false } }, result }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete broker IBKR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete broker “IBKR”?' });
    expect(within(dialog).getByText(/Its 3 accounts go with it/)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete broker' }));
    await waitFor(() => expect(brokerNames()).toEqual(['Degiro']));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Broker deleted' })));
  });

  it('keeps a broker whose delete fails and shows the message', async () => {
    renderScreen([
      listed([ibkr, degiro]),
      {
        request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b2', confirm: true, cascade: false } },
        result: { errors: [new GraphQLError('Broker does not exist!', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete broker Degiro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete broker “Degiro”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete broker' }));

    expect(await within(dialog).findByText('Broker does not exist!')).toBeInTheDocument();
    expect(brokerNames()).toEqual(['IBKR', 'Degiro']);
    expect(within(dialog).queryByRole('button', { name: 'Delete with its transactions' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('offers deleting the transactions too when they use the broker', async () => {
    const inUse = 'Broker "IBKR" is used by 3 transactions; delete with cascade: true to delete them too. Nothing was deleted.';
    const cascade = jest.fn(() => ({ data: { deleteBroker: 'b1' } }));
    renderScreen([
      listed([ibkr, degiro]),
      {
        request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b1', confirm: true, cascade: false } },
        result: { errors: [new GraphQLError(inUse, { extensions: { code: 'IN_USE' } })] },
      },
      { request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b1', confirm: true, cascade: true } }, result: cascade },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete broker IBKR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete broker “IBKR”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete broker' }));

    expect(await within(dialog).findByText('Broker "IBKR" is used by 3 transactions.')).toBeInTheDocument();
    expect(brokerNames()).toEqual(['IBKR', 'Degiro']);
    expect(within(dialog).queryByRole('button', { name: 'Delete broker' })).not.toBeInTheDocument();
    // Pressing Enter again must not reach the destructive choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete with its transactions' }));
    await waitFor(() => expect(brokerNames()).toEqual(['Degiro']));
    expect(cascade).toHaveBeenCalledTimes(1);
  });

  it('adds an account at the front of its broker and edits one', async () => {
    const added = jest.fn(() => ({ data: { addAccountToBroker: account('a9', 'ISA') } }));
    const edited = jest.fn(() => ({ data: { editAccount: account('a2', 'Roth IRA (2024)', 'Backdoor') } }));
    renderScreen([
      listed([ibkr]),
      {
        request: {
          query: AddAccountToBrokerDocument,
          variables: { accountInput: { broker_Id: 'b1', name: 'ISA', description: null, settlesTrades: false, allowsOverdraft: false } },
        },
        result: added,
      },
      {
        request: {
          query: EditAccountDocument,
          variables: {
            account_Id: 'a2',
            accountInput: { broker_Id: 'b1', name: 'Roth IRA (2024)', description: 'Backdoor', settlesTrades: false, allowsOverdraft: false },
          },
        },
        result: edited,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add account to IBKR' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add account to IBKR' });
    await userEvent.type(within(addDialog).getByRole('textbox', { name: /Name/ }), 'ISA{Enter}');
    await waitFor(() => expect(accountNames('IBKR')).toEqual(['ISA', 'Individual', 'Roth IRA', 'Joint']));
    expect(within(brokerCard('IBKR')).getByText('4 accounts')).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account added' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit account Roth IRA' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit account' });
    await userEvent.type(within(editDialog).getByRole('textbox', { name: /Name/ }), ' (2024)');
    await userEvent.type(within(editDialog).getByRole('textbox', { name: /Description/ }), 'Backdoor');
    await userEvent.click(within(editDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accountNames('IBKR')).toEqual(['ISA', 'Individual', 'Roth IRA (2024)', 'Joint']));
    expect(edited).toHaveBeenCalledTimes(1);
  });

  it('adds an account whose trades move cash', async () => {
    const added = jest.fn(() => ({ data: { addAccountToBroker: account('a9', 'Cash ISA', null, { settlesTrades: true }) } }));
    renderScreen([
      listed([ibkr]),
      {
        request: {
          query: AddAccountToBrokerDocument,
          variables: { accountInput: { broker_Id: 'b1', name: 'Cash ISA', description: null, settlesTrades: true, allowsOverdraft: false } },
        },
        result: added,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add account to IBKR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add account to IBKR' }));
    const settles = dialog.getByRole('switch', { name: 'Trades move cash' });
    const overdraft = dialog.getByRole('switch', { name: 'Allow overdraft' });
    expect(settles).not.toBeChecked();
    expect(settles).toHaveAccessibleDescription(/Buys take cash, and sales and income pay into it/);
    expect(overdraft).not.toBeChecked();
    expect(overdraft).toHaveAccessibleDescription(/Withdrawals may take the cash below zero/);
    // Deposits and withdrawals move cash without settlement, so overdraft is never locked.
    expect(overdraft).toBeEnabled();

    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Cash ISA');
    await userEvent.click(settles);
    expect(settles).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add account' }));

    await waitFor(() => expect(accountNames('IBKR')).toEqual(['Cash ISA', 'Individual', 'Roth IRA', 'Joint']));
    expect(added).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cashSettled('IBKR')).toEqual([true, false, false, false]);
  });

  it('marks only the accounts whose trades move cash', async () => {
    renderScreen([listed([broker('b1', 'IBKR', [account('a1', 'Individual'), account('a2', 'Cash', null, { settlesTrades: true }), account('a3', 'Joint', null, { allowsOverdraft: true })])])]);
    await screen.findByRole('region', { name: 'IBKR' });
    expect(cashSettled('IBKR')).toEqual([false, true, false]);
  });

  it('turns overdraft on from the keyboard and sends the settlement unchanged', async () => {
    const settling = account('a1', 'Individual', 'Margin account', { settlesTrades: true });
    const edited = jest.fn(() => ({ data: { editAccount: { ...settling, allowsOverdraft: true } } }));
    renderScreen([
      listed([broker('b1', 'IBKR', [settling, account('a2', 'Roth IRA')])]),
      {
        request: {
          query: EditAccountDocument,
          variables: {
            account_Id: 'a1',
            accountInput: { broker_Id: 'b1', name: 'Individual', description: 'Margin account', settlesTrades: true, allowsOverdraft: true },
          },
        },
        result: edited,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit account Individual' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit account' }));
    const overdraft = dialog.getByRole('switch', { name: 'Allow overdraft' });
    expect(dialog.getByRole('switch', { name: 'Trades move cash' })).toBeChecked();
    expect(overdraft).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    overdraft.focus();
    await userEvent.keyboard(' ');
    expect(overdraft).toBeChecked();
    // A setting changed alone is a change to save; changed back, it is not.
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.keyboard(' ');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account saved' })));
    expect(edited).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cashSettled('IBKR')).toEqual([true, false]);
  });

  it('keeps the dialog open with the refusal when overdraft cannot be turned off', async () => {
    const refusal = 'Cash in EUR is -120.00 in portfolio "Main"; overdraft stays on while a balance is below zero.';
    const overdrawn = account('a1', 'Individual', null, { settlesTrades: true, allowsOverdraft: true });
    renderScreen([
      listed([broker('b1', 'IBKR', [overdrawn])]),
      {
        request: {
          query: EditAccountDocument,
          variables: { account_Id: 'a1', accountInput: { broker_Id: 'b1', name: 'Individual', description: null, settlesTrades: true, allowsOverdraft: false } },
        },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit account Individual' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit account' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Allow overdraft' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(dialog.getByRole('switch', { name: 'Allow overdraft' })).not.toBeChecked();
    expect(toast).not.toHaveBeenCalled();
  });

  it('deletes several selected accounts at once after confirming', async () => {
    const result = jest.fn(() => ({ data: { deleteAccount: ['a1', 'a3'] } }));
    renderScreen([
      listed([ibkr]),
      { request: { query: DeleteAccountDocument, variables: { broker_Id: 'b1', account_Ids: ['a1', 'a3'], confirm: true, cascade: false } }, result },
    ]);
    const card = within(await screen.findByRole('region', { name: 'IBKR' }));
    expect(card.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();

    await userEvent.click(card.getByRole('checkbox', { name: 'Select account Individual' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Select account Joint' }));
    expect(card.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await userEvent.click(card.getByRole('button', { name: 'Delete selected (2)' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 accounts?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Individual', 'Joint']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 accounts' }));

    await waitFor(() => expect(accountNames('IBKR')).toEqual(['Roth IRA']));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '2 accounts deleted' })));
    expect(card.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it('selects every account with the select-all box', async () => {
    renderScreen([listed([ibkr])]);
    const card = within(await screen.findByRole('region', { name: 'IBKR' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Select all' }));
    expect(card.getByRole('button', { name: 'Delete selected (3)' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('checkbox', { name: 'Select all' }));
    expect(card.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it('shows names containing HTML as text', async () => {
    const html = '<b>html</b>';
    renderScreen([listed([broker('b7', html, [account('a7', `<img src=x onerror=alert(1)>${html}`)], `<i>desc</i>`)])]);
    const card = await screen.findByRole('region', { name: html });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(html);
    expect(within(card).getByText('<i>desc</i>')).toBeInTheDocument();
    expect(within(card).getByText(`<img src=x onerror=alert(1)>${html}`)).toBeInTheDocument();
    expect(card.querySelector('b, i, img')).toBeNull();
  });
});
