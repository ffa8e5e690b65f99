import { stubResizeObserver } from '../../../testing/stubResizeObserver';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initialSlices, ledgerSlicesVar } from '../../../apollo/vars';
import { typePolicies } from '../../../apollo/typePolicies';
import { basename } from '../../../app/routes';
import { system } from '../../../ui/theme';
import { DeleteTransactionsDocument, UserTransactionTableDocument } from '../../../generated/graphql';
import { transactionTableMock } from '../../../testing/transactionTable';
import { TransactionsScreen } from './TransactionsScreen';
import { COLUMN_VISIBILITY_KEY } from './columnVisibility';
import { makeTransaction } from './testTransactions';

const ref = (_id: string, name: string) => ({ __typename: 'NamedRef', _id, name }) as { _id: string; name: string };

const transactions = [
  makeTransaction('t1', { ticker: 'VTI', type: 'Buy', date: '2024-03-15T00:00:00.000', transactionValue: 2000 }),
  makeTransaction('t2', {
    ticker: 'AAPL',
    type: 'Sell',
    date: '2024-02-01T00:00:00.000',
    transactionValue: 500,
    realizedGainLostPC: 120.5,
    stock: { name: '<b>Apple</b> & Co' },
    parentportfolio: ref('p2', 'Pension'),
    account: ref('a2', 'ISA'),
    broker: ref('b2', 'Degiro'),
  }),
  makeTransaction('t3', { ticker: 'MSFT', type: 'Income', date: '2024-01-10T00:00:00.000', transactionValue: 12.5, stock: { name: 'Microsoft' } }),
  makeTransaction('t4', { ticker: 'NVDA', type: 'Split', date: '2023-06-10T00:00:00.000', transactionValue: 0, ratio: 10, stock: { name: 'NVIDIA' } }),
];

const listed = (rows = transactions): MockLink.MockedResponse => transactionTableMock(rows);

function renderScreen(mocks: MockLink.MockedResponse[], path = '/app/transaction') {
  const router = createMemoryRouter(
    [
      { path: '/transaction', element: <TransactionsScreen /> },
      { path: '/transaction/edit/*', element: <p>Edit screen</p> },
    ],
    { basename, initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** The data rows' tickers, top to bottom (read from each row's "Select <kind> <ticker> on <day>" box). */
function tickers(): string[] {
  return screen
    .getAllByRole('row', { hidden: true })
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => within(row).getByRole('checkbox', { hidden: true }).getAttribute('aria-label')!.split(' ')[2]!);
}

// The virtualiser sizes its window from the scroll box, which jsdom does not lay out.
const sizes = { clientHeight: 800, clientWidth: 1200 };
const originals = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  stubResizeObserver();
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const matchMedia = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  window.matchMedia = matchMedia;
  ledgerSlicesVar({ ...initialSlices });
});

// Search and filters apply after a debounce; on a busy machine the rerender takes longer than waitFor's 1 s.
const DEBOUNCED = { timeout: 5_000 };

describe('TransactionsScreen', () => {
  it('lists the transactions newest first with coloured kinds, and names as text', async () => {
    renderScreen([listed()]);
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(table).toHaveAttribute('aria-rowcount', '5');
    expect(tickers()).toEqual(['VTI', 'AAPL', 'MSFT', 'NVDA']);
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();

    const palettes = ['Buy', 'Sell', 'Income', 'Split'].map((kind) => getComputedPalette(within(table).getByText(kind)));
    expect(palettes).toEqual(['green', 'orange', 'blue', 'purple']);

    // Rendered as text: the markup shows, no <b> element is made.
    expect(within(table).getByText('<b>Apple</b> & Co')).toBeInTheDocument();
    expect(table.querySelector('b')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('columnheader', { name: 'Reference' })).not.toBeInTheDocument();
  });

  it('shows a cash row by its currency, its amount as the value, and a conversion both sides', async () => {
    const cash = { ...{ shares: 0, shareprice: 0, fees: 0 }, stock: null };
    renderScreen([
      listed([
        makeTransaction('c1', { ...cash, ticker: 'USD', currency: 'USD', type: 'Conversion', date: '2024-05-02T00:00:00.000', transactionValue: 1000, shares: 912.5, targetTicker: 'EUR' }),
        makeTransaction('c2', { ...cash, ticker: 'EUR', currency: 'EUR', type: 'Deposit', date: '2024-05-01T00:00:00.000', transactionValue: 2500 }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['USD', 'EUR']);
    const [, conversion, deposit] = within(table).getAllByRole('row');
    expect(within(conversion!).getByText('1,000.00 USD → 912.50 EUR')).toBeInTheDocument();
    // "Cash" where a security's name goes (the account of these rows is also called Cash).
    expect(deposit!.querySelector('[data-name]')).toHaveTextContent(/^Cash$/);
    expect(within(deposit!).getByText('€2,500.00')).toBeInTheDocument();
    // No shares or price: the amount is the value.
    expect(within(deposit!).getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(['Conversion', 'Deposit'].map((kind) => getComputedPalette(within(table).getByText(kind)))).toEqual(['gray', 'cyan']);
  });

  it('renders only the rows in view of a long list', async () => {
    const many = Array.from({ length: 500 }, (_, index) => makeTransaction(`m${index}`, { ticker: `T${index}` }));
    renderScreen([listed(many)]);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    // An 800 px window of 52 px rows is ~16 rows, plus the overscan: far from 500.
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(15);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('sorts by a column on header clicks, flipping the direction', async () => {
    const { user, router } = renderScreen([listed()]);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Security' }));
    expect(screen.getByRole('columnheader', { name: 'Security' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    expect(tickers()).toEqual(['AAPL', 'MSFT', 'NVDA', 'VTI']);
    expect(router.state.location.search).toBe('?sort=ticker&dir=asc');

    await user.click(screen.getByRole('button', { name: 'Security' }));
    expect(screen.getByRole('columnheader', { name: 'Security' })).toHaveAttribute('aria-sort', 'descending');
    expect(tickers()).toEqual(['VTI', 'NVDA', 'MSFT', 'AAPL']);

    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(tickers()).toEqual(['VTI', 'AAPL', 'MSFT', 'NVDA']);
  });

  it('filters by kind, counts what is shown, and clears the filters', async () => {
    const { user, router } = renderScreen([listed()]);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Kind: All kinds' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Sell' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Income' }));
    await waitFor(() => expect(tickers()).toEqual(['AAPL', 'MSFT']), DEBOUNCED);
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=Sell&kind=Income');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(tickers()).toEqual(['VTI', 'AAPL', 'MSFT', 'NVDA']);
    expect(router.state.location.search).toBe('');
  });

  it('reads filters from the URL and says when nothing matches', async () => {
    const { user } = renderScreen([listed()], '/app/transaction?q=zzz');
    expect(await screen.findByText('No transactions match')).toBeInTheDocument();
    expect(screen.getByText('0 of 4')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ticker or name' })).toHaveValue('zzz');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ticker or name' })).toHaveValue('');
  });

  it('searches by ticker after a pause in typing', async () => {
    const { user } = renderScreen([listed()]);
    await screen.findByRole('table', { name: 'Transactions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by ticker or name' }), 'msf');
    await waitFor(() => expect(tickers()).toEqual(['MSFT']), DEBOUNCED);
  });

  it('deletes the selected transactions after confirmation', async () => {
    const mocks = [
      listed(),
      { request: { query: DeleteTransactionsDocument, variables: { transaction_Ids: ['t1', 't3'] } }, result: { data: { deleteTransactions: ['t1', 't3'] } } },
    ];
    const { user } = renderScreen(mocks);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Buy VTI on 15 Mar 24' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Income MSFT on 10 Jan 24' }));
    expect(screen.getByRole('checkbox', { name: 'Select all shown transactions' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 transactions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(tickers()).toEqual(['AAPL', 'NVDA']), DEBOUNCED);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it('keeps the rows and shows the server message when a delete fails', async () => {
    const mocks = [
      listed(),
      { request: { query: DeleteTransactionsDocument, variables: { transaction_Ids: ['t1', 't2', 't3', 't4'] } }, result: { errors: [new GraphQLError('The ledger is being recomputed, try again')] } },
    ];
    const { user } = renderScreen(mocks);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown transactions' }));
    await user.click(screen.getByRole('button', { name: /Delete selected \(4\)/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 4 transactions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('The ledger is being recomputed, try again')).toBeInTheDocument();
    expect(tickers()).toEqual(['VTI', 'AAPL', 'MSFT', 'NVDA']);
    expect(ledgerSlicesVar().transactions.status).toBe('failed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ledgerSlicesVar().transactions.status).toBe('idle');
    expect(tickers()).toEqual(['VTI', 'AAPL', 'MSFT', 'NVDA']);
  });

  it('opens a transaction for editing on a row click', async () => {
    const { user, router } = renderScreen([listed()]);
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(screen.getByText('Microsoft'));
    expect(router.state.location.pathname).toBe('/app/transaction/edit/t3');
    expect(screen.getByText('Edit screen')).toBeInTheDocument();
  });

  it('shows and hides columns, remembering the choice', async () => {
    const { user } = renderScreen([listed([makeTransaction('t1', { reference: 'TRADE-42' })])]);
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Reference' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Fees' }));

    expect(await screen.findByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    expect(screen.getByText('TRADE-42')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Fees' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COLUMN_VISIBILITY_KEY)!)).toEqual({ fees: false, reference: true });
  });

  it('welcomes a user with no transactions yet', async () => {
    renderScreen([listed([])]);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a file' })).toHaveAttribute('href', '/app/transaction/import');
    expect(screen.getByRole('link', { name: 'Set up brokers and portfolios' })).toHaveAttribute('href', '/app/setup');
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it('shows a failed load with its message, and retries', async () => {
    const mocks = [{ request: { query: UserTransactionTableDocument }, result: { errors: [new GraphQLError('Database unavailable')] } }, listed()];
    const { user } = renderScreen(mocks);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });

  it('lays rows out as cards on a phone', async () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 599.98px)' });
    renderScreen([listed()]);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Edit Sell AAPL on 01 Feb 24' })).toHaveAttribute('href', '/app/transaction/edit/t2');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

/** The Chakra colour palette a badge was given (its class carries the palette's variables). */
function getComputedPalette(element: HTMLElement): string | null {
  const style = getComputedStyle(element);
  for (const palette of ['green', 'orange', 'blue', 'purple', 'teal', 'gray', 'cyan', 'pink', 'red', 'yellow']) if (style.getPropertyValue('--chakra-colors-color-palette-solid').includes(palette)) return palette;
  return null;
}
