import { formatDate } from '../../lib/dates';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initialSlices, ledgerSlicesVar } from '../../apollo/vars';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { UserTransactionTableDocument } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { renderWidget } from '../framework/testing/renderWidget';
import { vtiTransaction } from '../../testing/ledgerFixtures';
import { transactionTableMock } from '../../testing/transactionTable';
import { widgetTransactionTable } from './definition';
import { selectedInterval } from '../framework/intervals';

const daysAgo = (days: number) => format(subDays(new Date(), days), "yyyy-MM-dd'T'00:00:00.000");
const ref = (_id: string, name: string) => ({ __typename: 'NamedRef', _id, name }) as { _id: string; name: string };

const ledger = [
  vtiTransaction({ _id: 't1', date: daysAgo(3), reference: 'IB-7781', shares: 17, shareprice: 204.3473, transactionValue_userCurrency: 2779.12 }),
  vtiTransaction({
    _id: 't2',
    ticker: 'SAP',
    type: 'Sell',
    currency: 'EUR',
    date: daysAgo(10),
    shares: 5,
    shareprice: 100,
    transactionValue: 500,
    transactionValue_userCurrency: null,
    parentportfolio: ref('p2', 'Pension'),
    stock: { __typename: 'TransactionStock', name: 'SAP SE', logoURL: null, ISIN: null, holding_type: 'stock' } as ReturnType<typeof vtiTransaction>['stock'],
  }),
  vtiTransaction({ _id: 't3', ticker: 'MSFT', type: 'Income', date: daysAgo(45), shares: 0, transactionValue: 12.5, transactionValue_userCurrency: 12.5 }),
];

const mocks: Record<'loading' | 'empty' | 'failure' | 'success', MockLink.MockedResponse[]> = {
  loading: [transactionTableMock(ledger, { delay: Infinity })],
  empty: [transactionTableMock([])],
  failure: [{ request: { query: UserTransactionTableDocument }, result: { errors: [new GraphQLError('The ledger is unavailable.')] } }],
  success: [transactionTableMock(ledger)],
};

/** The body rows' tickers, top to bottom. */
function tickers(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('[title]')?.getAttribute('title') ?? '');
}

beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
});

// The Columns menu measures itself.
beforeAll(stubResizeObserver);

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('widgetTransactionTable', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTransactionTable, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when there are no transactions', async () => {
    await renderWidget(widgetTransactionTable, { mocks: mocks.empty });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('says so when none fall in the interval', async () => {
    await renderWidget(widgetTransactionTable, { mocks: [transactionTableMock([ledger[2]!])], config: { selectedInterval: selectedInterval('1W') } });
    // With what lies outside the interval, so "none" is not read as an empty ledger.
    const latest = formatDate(ledger[2]!.date);
    expect(await screen.findByText(`No transactions in the last 1 week. 1 transaction in all, the latest on ${latest}: choose a longer period in this widget's settings.`)).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTransactionTable, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the last month newest first, with the value in the user currency when converted', async () => {
    await renderWidget(widgetTransactionTable, { mocks: mocks.success });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['VTI', 'SAP']);
    const [, vti, sap] = within(table).getAllByRole('row');
    const vtiCells = within(vti!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(vtiCells[0]).toBe(format(subDays(new Date(), 3), 'dd MMM yy'));
    expect(vtiCells.slice(2)).toEqual(['Buy', '17', '$204.347', '$2,779.12', 'IB-7781']);
    // Not converted: the trade's own currency rather than a wrong symbol, in the browser's locale
    // (jsdom's en-US) as no user locale is set, never the currency's home locale.
    const sapCells = within(sap!).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(sapCells.slice(2)).toEqual(['Sell', '5', '€100.00', '€500.00', '—']);
  });

  it('honours the interval and the portfolios', async () => {
    const { unmount } = await renderWidget(widgetTransactionTable, { mocks: mocks.success, config: { selectedInterval: selectedInterval('3M') } });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['VTI', 'SAP', 'MSFT']);
    unmount();
    await renderWidget(widgetTransactionTable, { mocks: mocks.success, config: { portfolio_Ids: ['p2'], selectedInterval: selectedInterval('MAX') } });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['SAP']);
  });

  it('starts in the saved order with the saved columns, for the layout it is seen in', async () => {
    const config = {
      selectedInterval: selectedInterval('3M'),
      columnSortModel: { default: [{ field: 'value', sort: 'asc' }], mobile: [{ field: 'ticker', sort: 'asc' }] },
      columnVisibility: { default: { reference: false, price: false }, mobile: { type: true } },
    };
    const view = await renderWidget(widgetTransactionTable, { mocks: mocks.success, config });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['MSFT', 'SAP', 'VTI']);
    expect(headers()).toEqual(['Date', 'Holding', 'Kind', 'Shares', 'Value']);
    view.unmount();

    await renderWidget(widgetTransactionTable, { mocks: mocks.success, config, layout: 'mobile' });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(tickers()).toEqual(['MSFT', 'SAP', 'VTI']);
    expect(screen.getByRole('columnheader', { name: 'Holding' })).toHaveAttribute('aria-sort', 'ascending');
    // The phone's default (date, holding, value) with the kind the user added.
    expect(headers()).toEqual(['Date', 'Holding', 'Kind', 'Value']);
  });

  it('sorts by a clicked column and saves it, and saves a hidden column', async () => {
    const user = userEvent.setup();
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetTransactionTable, { mocks: mocks.success, config: { selectedInterval: selectedInterval('3M') }, writeConfig });
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(tickers()).toEqual(['VTI', 'SAP', 'MSFT']);
    expect(writeConfig).toHaveBeenLastCalledWith({ columnSortModel: { default: [{ field: 'value', sort: 'desc' }], mobile: [{ field: 'date', sort: 'desc' }] } });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Reference' }));
    expect(headers()).toEqual(['Date', 'Holding', 'Kind', 'Shares', 'Price', 'Value']);
    expect(writeConfig).toHaveBeenLastCalledWith({
      columnVisibility: { default: { date: true, ticker: true, type: true, shares: true, price: true, value: true, reference: false }, mobile: expect.objectContaining({ date: true, type: false }) },
    });
  });

  it('opens the clicked transaction for editing', async () => {
    const Component = await widgetTransactionTable.load();
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={mocks.success} cache={new InMemoryCache({ typePolicies })}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Routes>
              <Route path="/dashboard" element={<Component widgetId="w1" config={resolveConfig(widgetTransactionTable.configs, {}).config} isFullScreen={false} />} />
              <Route path="/transaction/edit/:id" element={<p>Editing transaction</p>} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByRole('link', { name: format(subDays(new Date(), 10), 'dd MMM yy') })).toHaveAttribute('href', '/transaction/edit/t2');
    await userEvent.click(within(table).getByText('SAP SE'));
    expect(await screen.findByText('Editing transaction')).toBeInTheDocument();
  });

  it('renders the newest 500 and points to the transactions screen for the rest', async () => {
    const many = Array.from({ length: 501 }, (_, i) => vtiTransaction({ _id: `m${i}`, date: daysAgo(i % 20), reference: `R${i}` }));
    await renderWidget(widgetTransactionTable, { mocks: [transactionTableMock(many)] });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(501); // the header and 500 rows
    expect(screen.getByText(/Showing 500 of 501/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the transactions screen' })).toHaveAttribute('href', '/transaction');
  });
});
