import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { initialSlices, ledgerSlicesVar } from '../../apollo/vars';
import { basename } from '../../app/routes';
import { DeleteManualPricesDocument, ManualPricesDocument, PortfolioStockTransactionsDocument, SetManualPricesDocument } from '../../generated/graphql';
import { system } from '../../ui/theme';
import { toaster } from '../../ui/toaster';
import { PRICES_ROUTE } from '../../ui/quotePaths';
import { PricesScreen } from './PricesScreen';

const stock = { __typename: 'Stock', _id: 's-gift', ticker: 'GIFT', name: 'Gift Shares Ltd', exchangeCode: null, countryISO: null, ISIN: null, logoURL: null, currency: 'USD', holding_type: 'stock' };
const portfolios: MockLink.MockedResponse = {
  request: { query: PortfolioStockTransactionsDocument },
  result: { data: { PortfolioStockTransactions: [{ __typename: 'Portfolio', _id: 'p1', name: 'Main', description: null, stocks: [stock] }] } },
};
const point = (date: string, close: number) => ({ __typename: 'PricePoint', date, close });
const listed = (points: ReturnType<typeof point>[]): MockLink.MockedResponse => ({
  request: { query: ManualPricesDocument, variables: { stock_Id: 's-gift' } },
  result: { data: { manualPrices: points } },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: PRICES_ROUTE, element: <PricesScreen /> }], { basename, initialEntries: [`${basename}/prices/s-gift`] });
  render(
    <MockedProvider cache={new InMemoryCache({ typePolicies })} mocks={[portfolios, ...mocks]}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1, 3).map((cell) => cell.textContent));

let toast: jest.SpyInstance;
beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => toast.mockRestore());

describe('PricesScreen', () => {
  it("lists the security's manual closes, newest first, in its currency", async () => {
    renderScreen([listed([point('2024-01-02', 10), point('2024-01-03', 10.125)])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices of GIFT' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Manual prices of GIFT' });
    expect(within(table).getByRole('columnheader', { name: 'Close (USD)' })).toBeInTheDocument();
    expect(rowTexts(table)).toEqual([
      ['2024-01-03', '10.125'],
      ['2024-01-02', '10'],
    ]);
  });

  it('says so when no price is entered yet', async () => {
    renderScreen([listed([])]);
    expect(await screen.findByText('No prices entered yet')).toBeInTheDocument();
  });

  it('checks a new price before sending it, then saves it', async () => {
    const user = userEvent.setup();
    const saved: MockLink.MockedResponse = {
      request: { query: SetManualPricesDocument, variables: { stock_Id: 's-gift', prices: [{ date: '2024-03-01', close: 101.5 }] } },
      result: { data: { setManualPrices: [point('2024-01-02', 10), point('2024-03-01', 101.5)] } },
    };
    renderScreen([listed([point('2024-01-02', 10)]), saved]);
    await screen.findByRole('table', { name: 'Manual prices of GIFT' });
    await user.click(screen.getByRole('button', { name: 'Add a price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a price' });
    await user.type(within(dialog).getByRole('textbox', { name: /Close \(USD\)/ }), '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The date is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The close must be greater than 0 and less than 1e15.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2024-03-01' } });
    await user.clear(within(dialog).getByRole('textbox', { name: /Close \(USD\)/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Close \(USD\)/ }), '101.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Manual prices of GIFT' }))[0]).toEqual(['2024-03-01', '101.5']));
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Price of 2024-03-01 saved' });
  });

  it('shows the server refusing a price in the dialog, keeping what was typed', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: SetManualPricesDocument, variables: { stock_Id: 's-gift', prices: [{ date: '2024-03-01', close: 7 }] } },
      result: { errors: [new GraphQLError('Stock does not exist!')] },
    };
    renderScreen([listed([]), refused]);
    await screen.findByText('No prices entered yet');
    await user.click(screen.getByRole('button', { name: 'Add a price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a price' });
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2024-03-01' } });
    await user.type(within(dialog).getByRole('textbox', { name: /Close/ }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The price was not savedStock does not exist!');
    expect(within(dialog).getByRole('textbox', { name: /Close/ })).toHaveValue('7');
  });

  it('previews pasted rows, flags the bad ones and saves only a clean paste, all at once', async () => {
    const user = userEvent.setup();
    const saved: MockLink.MockedResponse = {
      request: { query: SetManualPricesDocument, variables: { stock_Id: 's-gift', prices: [{ date: '2024-02-01', close: 11 }, { date: '2024-02-02', close: 12.5 }] } },
      result: { data: { setManualPrices: [point('2024-02-01', 11), point('2024-02-02', 12.5)] } },
    };
    renderScreen([listed([]), saved]);
    await screen.findByText('No prices entered yet');
    await user.click(screen.getByRole('button', { name: 'Paste from a spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste prices' });
    const box = within(dialog).getByRole('textbox', { name: 'Rows from a spreadsheet' });
    fireEvent.change(box, { target: { value: 'Date\tClose\n2024-02-01\t11\n02/02/2024\t12,5' } });
    const preview = within(dialog).getByRole('table', { name: 'Preview of the pasted rows' });
    expect(within(preview).getByText('The date must be a date written yyyy-MM-dd, not "02/02/2024".')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 of 2 rows has a problem/)).toHaveTextContent('The first line (column names) is left out.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 row has a problem');

    fireEvent.change(box, { target: { value: 'Date\tClose\n2024-02-01\t11\n2024-02-02\t12,5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 prices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowTexts(screen.getByRole('table', { name: 'Manual prices of GIFT' }))).toEqual([
      ['2024-02-02', '12.5'],
      ['2024-02-01', '11'],
    ]);
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: '2 prices saved' });
  });

  it('deletes the selected rows after asking', async () => {
    const user = userEvent.setup();
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteManualPricesDocument, variables: { stock_Id: 's-gift', dates: ['2024-01-03'] } },
      result: { data: { deleteManualPrices: 1 } },
    };
    renderScreen([listed([point('2024-01-02', 10), point('2024-01-03', 11)]), deleted]);
    const remove = await screen.findByRole('button', { name: 'Delete selected' });
    expect(remove).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select 2024-01-03' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 price?' });
    expect(dialog).toHaveTextContent('2024-01-03.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Manual prices of GIFT' }))).toEqual([['2024-01-02', '10']]));
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: '1 price deleted' });
  });
});
