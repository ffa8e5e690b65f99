import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { GraphQLError } from 'graphql';
import { CreatePortfolioDocument, CreateTransactionDocument, FetchAdditionalDataDocument } from '../../../generated/graphql';
import { formatCurrency } from '../../../lib/format';
import { broker, brokersListed, lookedUp, portfolio, portfoliosListed, renderTransactionForm, resetFormTestState, stock, transaction } from './formTestUtils';
import { NOT_FOUND_TEXT } from './SymbolField';
import { PROPOSAL_NOTICE } from './AddTransactionsScreen';
import { proposalSearch } from '../../../../common/proposedTransaction';

afterEach(resetFormTestState);

const today = () => format(new Date(), 'yyyy-MM-dd');
const row = (n: number) => screen.getByRole('group', { name: `Transaction ${n}` });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (a required field's label ends in an aria-hidden "*"). */
const labelled = (label: string) => new RegExp(`^${escape(label)}\\*?$`);
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(labelled(label));
const portfolioSelect = () => screen.getByLabelText(labelled('Portfolio'));

const apple = stock('s-aapl', 'AAPL', { name: 'Apple Inc.', currency: 'USD', exchangeCode: 'NASDAQ' });
const vodafone = stock('s-vod', 'VOD');
const lists = [portfoliosListed([portfolio('p1', 'Main')]), brokersListed([broker('b1', 'IBKR', [{ id: 'a1', name: 'Cash' }])])];

/** Fills row 1 with a buy of AAPL and adds row 2, an income of VOD on 2024-05-02. */
async function fillTwoRows() {
  // No pause between keystrokes: the typing is what is tested, not its pace.
  const user = userEvent.setup({ delay: null });
  await user.type(field(row(1), 'Symbol'), 'aapl');
  await user.tab();
  expect(await within(row(1)).findByText('Apple Inc. · NASDAQ · USD · Stock')).toBeInTheDocument();
  await user.type(field(row(1), 'Shares'), '10');
  await user.type(field(row(1), 'Price per share'), '150');
  await user.type(field(row(1), 'Fees'), '1');

  await user.click(screen.getByRole('button', { name: 'Add row' }));
  await user.selectOptions(field(row(2), 'Kind'), 'Income');
  await user.type(field(row(2), 'Symbol'), 'VOD');
  await user.tab();
  expect(await within(row(2)).findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  fireEvent.change(field(row(2), 'Date'), { target: { value: '2024-05-02' } });
  await user.type(field(row(2), 'Amount'), '12,5');
  return user;
}

const buyInput = () => ({
  type: 'Buy',
  ticker: 'AAPL',
  date: today(),
  currency: 'USD',
  isApplyExchangeRate: true,
  shares: 10,
  shareprice: 150,
  fees: 1,
  // The market layer's listing of the symbol.
  exchangeShortName: 'NASDAQ',
  taxes: 0,
  portfolio_Id: 'p1',
  account_Id: 'a1',
  broker_Id: 'b1',
});
const incomeInput = { type: 'Income', ticker: 'VOD', date: '2024-05-02', currency: 'GBP', isApplyExchangeRate: false, transactionValue: 12.5, fees: 0, taxes: 0, portfolio_Id: 'p1', account_Id: 'a1', broker_Id: 'b1' };

// These tests type whole forms key by key: on a busy 2-core machine that exceeds the default budget.
jest.setTimeout(90_000);

describe('AddTransactionsScreen', () => {
  it('resolves symbols, shows each row its currency and total, and saves every row in one createTransaction', async () => {
    const created = jest.fn(() => ({
      data: {
        createTransaction: {
          __typename: 'CreateTransactionResult',
          transactions: [transaction({ _id: 'n1', ticker: 'AAPL' }), transaction({ _id: 'n2', ticker: 'VOD', type: 'Income' })],
          stocks: [],
        },
      },
    }));
    const { router } = renderTransactionForm('/app/transaction/add', [
      ...lists,
      lookedUp('AAPL', apple),
      lookedUp('VOD', vodafone),
      { request: { query: CreateTransactionDocument, variables: { transactionInput: [buyInput(), incomeInput] } }, result: created },
    ]);
    expect(screen.getByRole('heading', { name: 'Add transactions' })).toBeInTheDocument();
    // The only portfolio and the only account are the defaults.
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p1'));
    expect(screen.getByLabelText('Broker · Account')).toHaveValue('a1');
    expect(screen.getByRole('option', { name: 'IBKR · Cash' })).toBeInTheDocument();
    expect(field(row(1), 'Date')).toHaveValue(today());
    expect(field(row(1), 'Date')).toHaveAttribute('min', '1900-01-01');
    expect(field(row(1), 'Date')).toHaveAttribute('max', '2099-12-31');

    const user = await fillTwoRows();
    // AAPL is quoted in USD, not the user's GBP: converted at the day's rate.
    expect(field(row(1), 'Currency')).toHaveValue('USD');
    expect(within(row(1)).getByText("Converted to GBP at the day's exchange rate.")).toBeInTheDocument();
    expect(within(row(1)).getByText(formatCurrency(1501, 'USD', { locale: 'en-GB' }))).toBeInTheDocument();
    // VOD is unknown to the provider: the display currency, no conversion.
    expect(field(row(2), 'Currency')).toHaveValue('GBP');
    expect(within(row(2)).queryByText(/Converted to/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save 2 transactions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transaction'));
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('2 transactions saved')).toBeInTheDocument();
    expect(localStorage.getItem('lastTransactionPortfolio')).toBe('p1');
    expect(localStorage.getItem('lastTransactionAccount')).toBe('a1');
  });

  it('checks every row before sending and sends nothing while a field is wrong', async () => {
    const created = jest.fn(() => ({ data: { createTransaction: { __typename: 'CreateTransactionResult', transactions: [], stocks: [] } } }));
    renderTransactionForm('/app/transaction/add', [
      ...lists,
      { request: { query: CreateTransactionDocument, variables: () => true }, result: created },
    ]);
    const user = userEvent.setup();
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p1'));
    fireEvent.change(field(row(1), 'Date'), { target: { value: '1899-12-31' } });
    await user.type(field(row(1), 'Shares'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save 1 transaction' }));

    const symbol = field(row(1), 'Symbol');
    expect(await within(row(1)).findByText('Symbol is required.')).toBeInTheDocument();
    expect(symbol).toHaveAttribute('aria-invalid', 'true');
    expect(symbol).toHaveAccessibleDescription('Symbol is required.');
    expect(field(row(1), 'Shares')).toHaveAccessibleDescription('Shares must be greater than zero.');
    expect(field(row(1), 'Date')).toHaveAccessibleDescription('Date must be between 1900-01-01 and 2099-12-31.');
    expect(within(row(1)).getByText('Price per share is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved yet: fix the marked fields, then save again.');
    // Focus goes to the first field to fix.
    await waitFor(() => expect(symbol).toHaveFocus());

    // Typing in a field clears its message.
    await user.type(symbol, 'X');
    expect(within(row(1)).queryByText('Symbol is required.')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at the row and field it names, and keeps every row", async () => {
    const refusal = 'transactionInput[1].currency: no GBP→USD exchange rate is known on or before 2024-05-02; enter one as a manual rate or clear isApplyExchangeRate.';
    renderTransactionForm('/app/transaction/add', [
      ...lists,
      lookedUp('AAPL', apple),
      lookedUp('VOD', vodafone),
      {
        request: { query: CreateTransactionDocument, variables: { transactionInput: [buyInput(), incomeInput] } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p1'));
    const user = await fillTwoRows();
    await user.click(screen.getByRole('button', { name: 'Save 2 transactions' }));

    const message = 'No GBP→USD exchange rate is known on or before 2024-05-02; enter one as a manual rate or clear isApplyExchangeRate.';
    expect(await within(row(2)).findByText(message)).toBeInTheDocument();
    expect(field(row(2), 'Currency')).toHaveAccessibleDescription(message);
    expect(within(row(1)).queryByText(message)).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(field(row(1), 'Symbol')).toHaveValue('aapl');
    expect(field(row(1), 'Shares')).toHaveValue('10');
    expect(field(row(2), 'Amount')).toHaveValue('12,5');
    expect(screen.getByRole('heading', { name: 'Add transactions' })).toBeInTheDocument();
  });

  it('shows a refusal naming no row on top, and one about the portfolio at the portfolio', async () => {
    renderTransactionForm('/app/transaction/add', [
      ...lists,
      { request: { query: FetchAdditionalDataDocument, variables: { stockInputs: [{ ticker: 'XYZ' }] } }, error: new Error('Provider down') },
      {
        request: { query: CreateTransactionDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Portfolio does not exist!', { extensions: { code: 'NOT_FOUND', field: 'transactionInput[0].portfolio_Id' } }),
            new GraphQLError('The ledger is busy; try again.'),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p1'));
    await user.selectOptions(field(row(1), 'Kind'), 'Split');
    // The provider cannot be asked: the symbol may still be saved.
    await user.type(field(row(1), 'Symbol'), 'XYZ');
    await user.type(field(row(1), 'New shares'), '2');
    await user.type(field(row(1), 'For old shares'), '1');
    expect(await within(row(1)).findByText(/could not be asked just now; the symbol can still be saved/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 transaction' }));

    expect(await screen.findByText('The ledger is busy; try again.')).toBeInTheDocument();
    expect(portfolioSelect()).toHaveAccessibleDescription('Portfolio does not exist!');
  });

  it('duplicates and removes rows', async () => {
    renderTransactionForm('/app/transaction/add', [...lists, lookedUp('AAPL', apple)]);
    const user = userEvent.setup();
    await user.type(field(row(1), 'Shares'), '3');
    await user.click(within(row(1)).getByRole('button', { name: 'Duplicate Transaction 1' }));
    expect(field(row(2), 'Shares')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Save 2 transactions' })).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'Remove Transaction 1' }));
    expect(screen.queryByRole('group', { name: 'Transaction 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add row' })).toHaveFocus();
    // The last row cannot be removed.
    expect(within(row(1)).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows the fields of each kind', async () => {
    renderTransactionForm('/app/transaction/add', lists);
    const user = userEvent.setup();
    const kind = field(row(1), 'Kind');
    await user.selectOptions(kind, 'Spin-Off');
    expect(field(row(1), 'New holding symbol')).toBeInTheDocument();
    expect(field(row(1), 'Cost basis fraction')).toBeInTheDocument();
    expect(field(row(1), 'Shares received')).toBeInTheDocument();
    expect(field(row(1), 'Or new shares')).toBeInTheDocument();
    expect(within(row(1)).queryByLabelText(labelled('Price per share'))).not.toBeInTheDocument();
    await user.selectOptions(kind, 'Merge');
    expect(field(row(1), 'Becomes symbol')).toBeInTheDocument();
    expect(field(row(1), 'New shares')).toBeInTheDocument();
    expect(field(row(1), 'For shares held')).toBeInTheDocument();
    await user.selectOptions(kind, 'Income');
    expect(field(row(1), 'Taxes withheld')).toBeInTheDocument();
    expect(within(row(1)).queryByLabelText(labelled('Shares'))).not.toBeInTheDocument();
  });

  it('shows a cash kind its currency and amounts instead of a symbol, with its net effect', async () => {
    renderTransactionForm('/app/transaction/add', lists);
    const user = userEvent.setup({ delay: null });
    const kind = field(row(1), 'Kind');
    await user.selectOptions(kind, 'Deposit');
    expect(within(row(1)).queryByLabelText(labelled('Symbol'))).not.toBeInTheDocument();
    expect(field(row(1), 'Currency')).toHaveValue('GBP');
    // Cash is counted in pounds: no pence to choose.
    expect(within(field(row(1), 'Currency')).queryByRole('option', { name: 'GBp (price in pence)' })).not.toBeInTheDocument();
    await user.type(field(row(1), 'Amount'), '1000');
    await user.type(field(row(1), 'Fees'), '2.5');
    expect(within(row(1)).getByText('Adds to cash')).toBeInTheDocument();
    expect(within(row(1)).getByText(formatCurrency(997.5, 'GBP', { locale: 'en-GB' }))).toBeInTheDocument();

    await user.selectOptions(kind, 'Interest');
    expect(field(row(1), 'Gross interest')).toBeInTheDocument();
    expect(field(row(1), 'Taxes withheld')).toBeInTheDocument();
    expect(field(row(1), 'Fees')).toBeInTheDocument();
    await user.selectOptions(kind, 'Tax');
    expect(field(row(1), 'Amount')).toHaveAccessibleDescription('Negative for a refund');
    await user.selectOptions(kind, 'Conversion');
    expect(field(row(1), 'Amount given')).toBeInTheDocument();
    expect(field(row(1), 'Currency received')).toHaveValue('');
    expect(field(row(1), 'Amount received')).toBeInTheDocument();
  });

  it('names the wrong field of a cash row by its label, and saves a conversion as one transaction', async () => {
    const created = jest.fn(() => ({
      data: { createTransaction: { __typename: 'CreateTransactionResult', transactions: [transaction({ _id: 'n1', ticker: 'USD', type: 'Conversion' })], stocks: [] } },
    }));
    const conversionInput = {
      type: 'Conversion',
      ticker: 'USD',
      date: today(),
      currency: 'USD',
      isApplyExchangeRate: true,
      fees: 0,
      taxes: 0,
      transactionValue: 1000,
      targetTicker: 'EUR',
      shares: 912.5,
      portfolio_Id: 'p1',
      account_Id: 'a1',
      broker_Id: 'b1',
    };
    const { router } = renderTransactionForm('/app/transaction/add', [...lists, { request: { query: CreateTransactionDocument, variables: { transactionInput: [conversionInput] } }, result: created }]);
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p1'));
    await user.selectOptions(field(row(1), 'Kind'), 'Conversion');
    await user.selectOptions(field(row(1), 'Currency'), 'USD');
    await user.selectOptions(field(row(1), 'Currency received'), 'USD');
    await user.type(field(row(1), 'Amount given'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save 1 transaction' }));
    expect(await within(row(1)).findByText('Currency received must be another currency than USD.')).toBeInTheDocument();
    expect(field(row(1), 'Amount received')).toHaveAccessibleDescription('Amount received is required.');
    expect(created).not.toHaveBeenCalled();

    await user.selectOptions(field(row(1), 'Currency received'), 'EUR');
    await user.type(field(row(1), 'Amount received'), '912.5');
    expect(within(row(1)).getByText('Takes from cash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 transaction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transaction'));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("fills the first row in with the assistant's proposal from its link, for the user to save", async () => {
    renderTransactionForm(`/app/transaction/add${proposalSearch({ type: 'Sell', ticker: 'AAPL', date: '2024-03-01', shares: 10, price: 150.5, currency: 'USD', fees: 1 })}`, lists);
    expect(await screen.findByText(PROPOSAL_NOTICE)).toBeInTheDocument();
    expect(field(row(1), 'Kind')).toHaveValue('Sell');
    expect(field(row(1), 'Symbol')).toHaveValue('AAPL');
    expect(field(row(1), 'Date')).toHaveValue('2024-03-01');
    expect(field(row(1), 'Shares')).toHaveValue('10');
    expect(field(row(1), 'Price per share')).toHaveValue('150.5');
    expect(field(row(1), 'Fees')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Save 1 transaction' })).toBeInTheDocument();
  });

  it('opens empty, with no notice, from a malformed proposal link', async () => {
    renderTransactionForm('/app/transaction/add?type=Steal&ticker=AAPL&date=2024-03-01&shares=10&price=1&currency=USD', lists);
    expect(await screen.findByRole('group', { name: 'Transaction 1' })).toBeInTheDocument();
    expect(field(row(1), 'Kind')).toHaveValue('Buy');
    expect(field(row(1), 'Symbol')).toHaveValue('');
    expect(screen.queryByText(PROPOSAL_NOTICE)).not.toBeInTheDocument();
  });

  it('starts from the last used portfolio and account', async () => {
    localStorage.setItem('lastTransactionPortfolio', 'p2');
    localStorage.setItem('lastTransactionAccount', 'a2');
    renderTransactionForm('/app/transaction/add', [
      portfoliosListed([portfolio('p1', 'Main'), portfolio('p2', 'Pension')]),
      brokersListed([broker('b1', 'IBKR', [{ id: 'a1', name: 'Cash' }, { id: 'a2', name: 'ISA' }])]),
    ]);
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p2'));
    expect(screen.getByLabelText('Broker · Account')).toHaveValue('a2');
  });

  it('creates a first portfolio in place when there is none', async () => {
    const created = jest.fn(() => ({ data: { createPortfolio: portfolio('p9', 'Growth') } }));
    renderTransactionForm('/app/transaction/add', [
      portfoliosListed([]),
      brokersListed([]),
      { request: { query: CreatePortfolioDocument, variables: { portfolioInput: { name: 'Growth' } } }, result: created },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('You have no portfolio yet: create one below.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a broker and account' })).toHaveAttribute('href', '/app/broker');
    await user.type(screen.getByLabelText('New portfolio name'), ' Growth {Enter}');
    await waitFor(() => expect(portfolioSelect()).toHaveValue('p9'));
    expect(created).toHaveBeenCalledTimes(1);
  });
});
