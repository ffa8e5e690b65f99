import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DeleteTransactionsDocument, UpdateTransactionStatsDocument, UserTransactionsDocument } from '../../../generated/graphql';
import { broker, brokersListed, portfolio, portfoliosListed, renderTransactionForm, resetFormTestState, transaction } from './formTestUtils';

afterEach(resetFormTestState);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escape(label)}\\*?$`);
const field = (label: string) => within(screen.getByRole('group', { name: 'Transaction' })).getByLabelText(labelled(label));

const lists = [
  portfoliosListed([portfolio('p1', 'Main'), portfolio('p2', 'Pension')]),
  brokersListed([broker('b1', 'IBKR', [{ id: 'a1', name: 'Cash' }]), broker('b2', 'Degiro', [{ id: 'a2', name: 'Main' }])]),
];
const fetched = (id: string, found = [transaction({ _id: id })]) => ({
  request: { query: UserTransactionsDocument, variables: { transaction_Ids: [id] } },
  result: { data: { UserTransactions: found } },
});

describe('EditTransactionScreen', () => {
  it('opens the transaction named by the rest of the path, prefilled', async () => {
    renderTransactionForm('/app/transaction/edit/t1', [fetched('t1'), ...lists]);
    expect(await screen.findByRole('group', { name: 'Transaction' })).toBeInTheDocument();
    expect(field('Kind')).toHaveValue('Buy');
    expect(field('Symbol')).toHaveValue('VTI');
    expect(field('Date')).toHaveValue('2023-04-03');
    expect(field('Currency')).toHaveValue('USD');
    expect(field('Shares')).toHaveValue('17');
    expect(field('Price per share')).toHaveValue('204.3473');
    expect(field('Fees')).toHaveValue('');
    expect(screen.getByText('Vanguard Total Stock Market · ETF')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelled('Portfolio'))).toHaveValue('p1'));
    expect(screen.getByLabelText('Broker · Account')).toHaveValue('a1');
  });

  it('sends only the changed fields, then returns to the list', async () => {
    const updated = jest.fn(() => ({ data: { updateTransactionStats: [transaction({ shareprice: 210, parentportfolio: { _id: 'p2', name: 'Pension' } })] } }));
    const { router } = renderTransactionForm('/app/transaction/edit/t1', [
      fetched('t1'),
      ...lists,
      {
        request: { query: UpdateTransactionStatsDocument, variables: { transactionInput: [{ _id: 't1', shareprice: 210, portfolio_Id: 'p2', account_Id: 'a2', broker_Id: 'b2' }] } },
        result: updated,
      },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await waitFor(() => expect(screen.getByLabelText(labelled('Portfolio'))).toHaveValue('p1'));
    await user.clear(field('Price per share'));
    await user.type(field('Price per share'), '210');
    await user.selectOptions(screen.getByLabelText(labelled('Portfolio')), 'p2');
    await user.selectOptions(screen.getByLabelText('Broker · Account'), 'a2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transaction'));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Transaction saved')).toBeInTheDocument();
  });

  it('opens a stored interest with its currency and amounts, no symbol, and sends a changed tax only', async () => {
    const interest = transaction({ _id: 'i1', type: 'Interest', ticker: 'EUR', currency: 'EUR', exchangeShortName: null, shares: 0, shareprice: 0, transactionValue: 12.5, taxes: 3.3, fees: 0, stock: null });
    const updated = jest.fn(() => ({ data: { updateTransactionStats: [{ ...interest, taxes: 3.4 }] } }));
    const { router } = renderTransactionForm('/app/transaction/edit/i1', [
      fetched('i1', [interest]),
      ...lists,
      { request: { query: UpdateTransactionStatsDocument, variables: { transactionInput: [{ _id: 'i1', taxes: 3.4 }] } }, result: updated },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await waitFor(() => expect(screen.getByLabelText(labelled('Portfolio'))).toHaveValue('p1'));
    expect(within(screen.getByRole('group', { name: 'Transaction' })).queryByLabelText(labelled('Symbol'))).not.toBeInTheDocument();
    expect(field('Currency')).toHaveValue('EUR');
    expect(field('Gross interest')).toHaveValue('12.5');
    expect(field('Taxes withheld')).toHaveValue('3.3');
    await user.clear(field('Taxes withheld'));
    await user.type(field('Taxes withheld'), '3.4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transaction'));
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when nothing changed', async () => {
    const updated = jest.fn(() => ({ data: { updateTransactionStats: [transaction()] } }));
    const { router } = renderTransactionForm('/app/transaction/edit/t1', [
      fetched('t1'),
      ...lists,
      { request: { query: UpdateTransactionStatsDocument, variables: () => true }, result: updated },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await waitFor(() => expect(screen.getByLabelText(labelled('Portfolio'))).toHaveValue('p1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(updated).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/app/transaction/edit/t1');
  });

  it("shows the server's refusal at the field and stays", async () => {
    renderTransactionForm('/app/transaction/edit/t1', [
      fetched('t1'),
      ...lists,
      {
        request: { query: UpdateTransactionStatsDocument, variables: { transactionInput: [{ _id: 't1', type: 'Sell' }] } },
        result: { errors: [new GraphQLError('transactionInput[0].shares would sell 17 shares of VTI but only 0 are held.')] },
      },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await user.selectOptions(field('Kind'), 'Sell');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Would sell 17 shares of VTI but only 0 are held.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Shares')).toHaveAccessibleDescription(message);
  });

  it('validates before sending', async () => {
    renderTransactionForm('/app/transaction/edit/t1', [fetched('t1'), ...lists]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await user.clear(field('Shares'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shares is required.')).toBeInTheDocument();
    expect(field('Shares')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes after a confirmation', async () => {
    const deleted = jest.fn(() => ({ data: { deleteTransactions: ['t1'] } }));
    const { router } = renderTransactionForm('/app/transaction/edit/t1', [
      fetched('t1'),
      ...lists,
      { request: { query: DeleteTransactionsDocument, variables: { transaction_Ids: ['t1'] } }, result: deleted },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Transaction' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this transaction?' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete transaction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transaction'));
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Transaction deleted')).toBeInTheDocument();
  });

  it('says "Transaction does not exist!" for an unknown id, with a way back', async () => {
    renderTransactionForm('/app/transaction/edit/nope', [
      { request: { query: UserTransactionsDocument, variables: { transaction_Ids: ['nope'] } }, result: { errors: [new GraphQLError('Transaction does not exist!', { extensions: { code: 'NOT_FOUND' } })] } },
      ...lists,
    ]);
    expect(await screen.findByText('Transaction does not exist!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute('href', '/app/transaction');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says the same when the path names no transaction', async () => {
    renderTransactionForm('/app/transaction/edit/', lists);
    expect(await screen.findByText('Transaction does not exist!')).toBeInTheDocument();
  });
});
