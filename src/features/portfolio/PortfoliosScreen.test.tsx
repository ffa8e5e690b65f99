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
import { system } from '../../ui/theme';
import { toaster } from '../../ui/toaster';
import {
  CreatePortfolioDocument,
  DeletePortfolioDocument,
  EditPortfolioDocument,
  PortfolioStockTransactionsDocument,
  WidgetSummaryDocument,
  type PortfolioFieldsFragment,
  type PortfolioStockFieldsFragment,
} from '../../generated/graphql';
import { DESCRIPTION_TOO_LONG, NAME_REQUIRED } from '../../ui/namedRecordForm';
import { cashHeld, summaryFixture } from '../../widgets/framework/testing/analyticsFixtures';
import { PortfoliosScreen } from './PortfoliosScreen';
import { dividendAction, pendingAnswer, splitAction } from '../corporateActions/testing/pendingActions';

type CachedStock = PortfolioStockFieldsFragment & { __typename: 'Stock' };
type CachedPortfolio = PortfolioFieldsFragment & { __typename: 'Portfolio'; stocks: CachedStock[] };

const apple: CachedStock = {
  __typename: 'Stock',
  _id: 's-aapl',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  exchangeCode: 'NASDAQ',
  countryISO: 'US',
  ISIN: 'US0378331005',
  logoURL: 'https://logos.example/aapl.png',
  currency: 'USD',
  holding_type: 'stock',
};

const vanguard: CachedStock = {
  __typename: 'Stock',
  _id: 's-vwce',
  ticker: 'VWCE',
  name: 'Vanguard FTSE All-World UCITS ETF',
  exchangeCode: 'XETRA',
  countryISO: 'DE',
  ISIN: 'IE00BK5BQT80',
  logoURL: null,
  currency: 'EUR',
  holding_type: 'etf',
};

function portfolio(id: string, name: string, stocks: CachedStock[] = [], description: string | null = null): CachedPortfolio {
  return { __typename: 'Portfolio', _id: id, name, description, stocks };
}

const longTerm = portfolio('p1', 'Long term', [vanguard, apple], 'Index funds and a few shares');
const trading = portfolio('p2', 'Trading');

const listed = (portfolios: CachedPortfolio[]): MockLink.MockedResponse => ({
  request: { query: PortfolioStockTransactionsDocument },
  result: { data: { PortfolioStockTransactions: portfolios } },
});

/** Each card's figures (PortfolioFigures): a $12,500 portfolio whatever its id, as often as asked. */
const portfolioFigures: MockLink.MockedResponse[] = [
  {
    request: { query: WidgetSummaryDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { portfolioSummary: summaryFixture({ marketValue: 12500, costBasis: 10000, totalReturn: 2500, totalReturnPercent: 0.25, unpricedHoldings: [] }) } },
  },
];

/** The pending splits banner's and the holdings' list of pending actions: none, as often as asked. */
const nothingPending: MockLink.MockedResponse = { ...pendingAnswer([]), maxUsageCount: Number.POSITIVE_INFINITY };

function renderScreen(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies });
  const router = createMemoryRouter(
    [
      { path: '/portfolio', element: <PortfoliosScreen /> },
      { path: '/transaction/add', element: <p>Add transactions screen</p> },
    ],
    { basename, initialEntries: [`${basename}/portfolio`] },
  );
  render(
    <MockedProvider cache={cache} mocks={[...mocks, ...portfolioFigures, nothingPending]}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { cache, router };
}

const card = (name: string) => screen.getByRole('article', { name });
// Hidden too: an open dialog hides the page from assistive technology, and tests look behind it.
const cardHeadings = () =>
  screen.getAllByRole('article', { hidden: true }).map((article) => within(article).getByRole('heading', { hidden: true }).textContent);

let toast: jest.SpyInstance;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
  toast = jest.spyOn(toaster, 'create');
});

afterEach(() => {
  toast.mockRestore();
  window.matchMedia = realMatchMedia;
});

describe('PortfoliosScreen', () => {
  it('links a holding without a current close to its prices, and marks the figures', async () => {
    const gapFigures: MockLink.MockedResponse = {
      request: { query: WidgetSummaryDocument, variables: { filter: { portfolio_Ids: ['p1'] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { portfolioSummary: summaryFixture({ priceGaps: [{ stock: { _id: 's-aapl', ticker: 'AAPL' }, reason: 'lastTrade' }] }) } },
    };
    renderScreen([listed([longTerm]), gapFigures]);
    const main = within(await screen.findByRole('article', { name: 'Long term' }));
    expect(await main.findByRole('link', { name: 'Enter prices of AAPL' })).toHaveAttribute('href', '/app/prices/s-aapl');
    expect(main.queryByRole('link', { name: 'Enter prices of VWCE' })).not.toBeInTheDocument();
    // The value and the total return are built on AAPL's trade price.
    expect(await main.findAllByRole('button', { name: 'AAPL is valued without a current price' })).toHaveLength(2);
  });

  it('lists each portfolio with its holdings: logo or initials, ticker, name, exchange, country, ISIN, type', async () => {
    renderScreen([listed([longTerm, trading])]);
    expect(screen.getByRole('status', { name: 'Loading portfolios' })).toBeInTheDocument();

    const main = within(await screen.findByRole('article', { name: 'Long term' }));
    expect(main.getByText('Index funds and a few shares')).toBeInTheDocument();
    expect(main.getByText('2 holdings')).toBeInTheDocument();

    const rows = within(main.getByRole('list', { name: 'Holdings of Long term' })).getAllByRole('listitem');
    // Sorted by ticker.
    expect(rows.map((row) => within(row).getByText(/^(AAPL|VWCE)$/).textContent)).toEqual(['AAPL', 'VWCE']);
    const [appleRow, vanguardRow] = rows as [HTMLElement, HTMLElement];

    const logo = within(appleRow).getByRole('img', { name: 'Apple Inc. logo' });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', apple.logoURL);
    expect(within(appleRow).getByText('Apple Inc.')).toBeInTheDocument();
    expect(within(appleRow).getByText('NASDAQ')).toBeInTheDocument();
    expect(within(appleRow).getByText('United States', { exact: false })).toHaveTextContent('United States (US)');
    expect(within(appleRow).getByText('US0378331005')).toBeInTheDocument();
    expect(within(appleRow).getByText('Stock')).toBeInTheDocument();

    // No logo: a circle with the ticker's initials under the same accessible name.
    const initials = within(vanguardRow).getByRole('img', { name: 'Vanguard FTSE All-World UCITS ETF logo' });
    expect(initials.tagName).not.toBe('IMG');
    expect(initials).toHaveTextContent('VW');
    expect(within(vanguardRow).getByText('Germany', { exact: false })).toHaveTextContent('Germany (DE)');
    expect(within(vanguardRow).getByText('ETF')).toBeInTheDocument();

    // A logo that fails to load falls back to the initials.
    fireEvent.error(logo);
    const fallback = within(appleRow).getByRole('img', { name: 'Apple Inc. logo' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('AA');

    const empty = within(card('Trading'));
    expect(empty.getByText('0 holdings')).toBeInTheDocument();
    expect(empty.getByText('No holdings yet')).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Add a transaction' })).toHaveAttribute('href', '/app/transaction/add');
    expect(empty.getByRole('link', { name: 'Import transactions' })).toHaveAttribute('href', '/app/transaction/import');
  });

  it('shows the holdings as a table with column headers on wider screens', async () => {
    // Every media query matches: the widest breakpoint.
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true });
    renderScreen([listed([longTerm])]);
    const table = await screen.findByRole('table', { name: 'Holdings of Long term' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Security', 'Exchange', 'Country', 'ISIN', 'Type']);
    const [, firstRow] = within(table).getAllByRole('row');
    expect(within(firstRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'AAPLApple Inc.',
      'NASDAQ',
      'United States (US)',
      'US0378331005',
      'Stock',
    ]);
  });

  it('explains portfolios when there is none and offers to create one', async () => {
    renderScreen([listed([])]);
    expect(await screen.findByRole('heading', { name: 'No portfolios yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first portfolio' }));
    expect(await screen.findByRole('dialog', { name: 'New portfolio' })).toBeInTheDocument();
  });

  it('shows the slice error when the list fails to load, and loads it again on retry', async () => {
    renderScreen([
      { request: { query: PortfolioStockTransactionsDocument }, result: { errors: [new GraphQLError('Database unavailable')] } },
      listed([trading]),
    ]);
    expect(await screen.findByText('Portfolios could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New portfolio' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Trading' })).toBeInTheDocument();
    expect(screen.queryByText('Portfolios could not be loaded')).not.toBeInTheDocument();
  });

  it('creates a portfolio from trimmed values and puts it first', async () => {
    const created = portfolio('p3', 'Kids', [], 'School fund');
    const result = jest.fn(() => ({ data: { createPortfolio: created } }));
    renderScreen([
      listed([longTerm, trading]),
      { request: { query: CreatePortfolioDocument, variables: { portfolioInput: { name: 'Kids', description: 'School fund' } } }, result },
    ]);
    await screen.findByRole('article', { name: 'Long term' });
    await userEvent.click(screen.getByRole('button', { name: 'New portfolio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New portfolio' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '  Kids ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'School fund  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create portfolio' }));

    await waitFor(() => expect(cardHeadings()).toEqual(['Kids', 'Long term', 'Trading']));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Portfolio created' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an empty name or a long description before sending anything', async () => {
    const result = jest.fn(() => ({ data: { createPortfolio: portfolio('p3', 'x') } }));
    renderScreen([listed([trading]), { request: { query: CreatePortfolioDocument, variables: () => true }, result }]);
    await screen.findByRole('article', { name: 'Trading' });
    await userEvent.click(screen.getByRole('button', { name: 'New portfolio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New portfolio' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, '   ');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'd'.repeat(501) } });
    await userEvent.click(dialog.getByRole('button', { name: 'Create portfolio' }));

    expect(dialog.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(dialog.getByText(DESCRIPTION_TOO_LONG)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(result).not.toHaveBeenCalled();
    expect(cardHeadings()).toEqual(['Trading']);
  });

  it('shows a refused save in the dialog and keeps what the user typed', async () => {
    renderScreen([
      listed([trading]),
      {
        request: { query: CreatePortfolioDocument, variables: { portfolioInput: { name: 'Kids', description: null } } },
        result: { errors: [new GraphQLError('portfolioInput.name is taken.')] },
      },
    ]);
    await screen.findByRole('article', { name: 'Trading' });
    await userEvent.click(screen.getByRole('button', { name: 'New portfolio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New portfolio' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Kids');
    await userEvent.click(dialog.getByRole('button', { name: 'Create portfolio' }));

    expect(await dialog.findByText('portfolioInput.name is taken.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Kids');
    expect(cardHeadings()).toEqual(['Trading']);
  });

  it('edits the name and description of a portfolio', async () => {
    const result = jest.fn(() => ({ data: { editPortfolio: { ...trading, name: 'Swing trades', description: 'Short term' } } }));
    renderScreen([
      listed([longTerm, trading]),
      { request: { query: EditPortfolioDocument, variables: { portfolio_Id: 'p2', portfolioInput: { name: 'Swing trades', description: 'Short term' } } }, result },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Trading' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit portfolio' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Trading');
    expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Swing trades');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Short term');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    const edited = within(await screen.findByRole('article', { name: 'Swing trades' }));
    expect(edited.getByText('Short term')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('deletes a portfolio after a confirmation that names it', async () => {
    const result = jest.fn(() => ({ data: { deletePortfolio: 'p2' } }));
    const { cache } = renderScreen([
      listed([longTerm, trading]),
      { request: { query: DeletePortfolioDocument, variables: { portfolio_Id: 'p2', confirm: true, cascade: false } }, result },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Trading' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete “Trading”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(cardHeadings()).toEqual(['Long term']));
    expect(result).toHaveBeenCalledTimes(1);
    expect(cache.extract()['Portfolio:{"_id":"p2"}']).toBeUndefined();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Portfolio deleted' })));
  });

  it('keeps a portfolio the server refused to delete and says why', async () => {
    renderScreen([
      listed([longTerm, trading]),
      {
        request: { query: DeletePortfolioDocument, variables: { portfolio_Id: 'p2', confirm: true, cascade: false } },
        result: { errors: [new GraphQLError('Portfolio does not exist!')] },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Trading' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('Portfolio does not exist!')).toBeInTheDocument();
    expect(dialog.getByText('The portfolio was not deleted')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete with its transactions' })).not.toBeInTheDocument();
    expect(cardHeadings()).toEqual(['Long term', 'Trading']);
  });

  it('offers to delete with its transactions when transactions use the portfolio', async () => {
    const inUse = 'Portfolio is used by 2 transactions; delete with cascade: true to delete them too. Nothing was deleted.';
    const cascade = jest.fn(() => ({ data: { deletePortfolio: 'p1' } }));
    renderScreen([
      listed([longTerm, trading]),
      {
        request: { query: DeletePortfolioDocument, variables: { portfolio_Id: 'p1', confirm: true, cascade: false } },
        result: { errors: [new GraphQLError(inUse, { extensions: { code: 'IN_USE' } })] },
      },
      { request: { query: DeletePortfolioDocument, variables: { portfolio_Id: 'p1', confirm: true, cascade: true } }, result: cascade },
      // The cascade changed transactions on the server: the list is fetched again.
      listed([trading]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Long term' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete “Long term”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('Portfolio is used by 2 transactions.')).toBeInTheDocument();
    expect(dialog.getByText(/You can delete the portfolio together with every transaction filed under it/)).toBeInTheDocument();
    expect(cardHeadings()).toEqual(['Long term', 'Trading']);
    expect(cascade).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete with its transactions' }));
    await waitFor(() => expect(cardHeadings()).toEqual(['Trading']));
    expect(cascade).toHaveBeenCalledTimes(1);
    // The cache renders the change before the awaited mutation resolves and toasts.
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Portfolio and its transactions deleted' })));
  });

  it("shows each portfolio's value, total return and cost basis", async () => {
    renderScreen([listed([longTerm])]);
    const article = await waitFor(() => card('Long term'));
    expect(await within(article).findByTestId('portfolio-value')).toHaveTextContent('$12,500.00');
    expect(within(article).getByText('+$2,500.00 (+25.00%)')).toBeInTheDocument();
    expect(within(article).getByText('$10,000.00')).toBeInTheDocument();
  });

  it('shows the cash and net worth of a portfolio that holds cash', async () => {
    const cashFigures: MockLink.MockedResponse = {
      request: { query: WidgetSummaryDocument, variables: { filter: { portfolio_Ids: ['p1'] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { portfolioSummary: summaryFixture({ marketValue: 12500, ...cashHeld }) } },
    };
    renderScreen([listed([longTerm]), cashFigures]);
    const article = within(await waitFor(() => card('Long term')));
    expect(await article.findByTestId('portfolio-value')).toHaveTextContent('$12,500.00');
    expect(article.getByText('Cash')).toBeInTheDocument();
    expect(article.getByTestId('portfolio-cash')).toHaveTextContent('$1,234.56');
    expect(article.getByText('Net worth')).toBeInTheDocument();
    expect(article.getByTestId('portfolio-net-worth')).toHaveTextContent('$13,734.56');
  });

  it('shows no cash and no net worth for a portfolio without cash', async () => {
    renderScreen([listed([longTerm])]);
    const article = within(await waitFor(() => card('Long term')));
    await article.findByTestId('portfolio-value');
    expect(article.queryByText(/Cash/)).not.toBeInTheDocument();
    expect(article.queryByText(/Net worth/)).not.toBeInTheDocument();
  });

  it('shows HTML in names and descriptions as text', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>Bold</b>';
    renderScreen([listed([portfolio('p9', markup, [], '<script>alert(2)</script>')])]);
    const heading = await screen.findByRole('heading', { name: markup });
    const article = card(markup);
    expect(heading.textContent).toBe(markup);
    expect(within(article).getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(article.querySelector('b, script, img[src="x"]')).toBeNull();
    expect(within(article).getByRole('button', { name: `Delete ${markup}` })).toBeInTheDocument();
  });

  it('warns of a pending split above the portfolios and lists a holding’s pending actions under it', async () => {
    const apples = { portfolio_Id: 'p1', portfolioName: 'Long term', stock_Id: 's-aapl', ticker: 'AAPL' };
    const actions = [splitAction(apples, '2020-08-31'), dividendAction(apples, '2020-11-06')];
    renderScreen([listed([longTerm]), pendingAnswer(actions), pendingAnswer(actions, { portfolio_Id: 'p1', stock_Id: 's-aapl' })]);
    const banner = await screen.findByRole('status', { name: 'Splits not in your ledger' });
    expect(banner).toHaveTextContent('AAPL split 2:1 on 2020-08-31 is not in your ledger: its value shows the old share count until you accept it.');
    expect(within(banner).getByRole('link', { name: 'Review pending actions' })).toHaveAttribute('href', `${basename}/transaction#pending-actions`);

    const toggle = within(card('Long term')).getByRole('button', { name: 'Split pending · 2 actions for AAPL: show' });
    expect(within(card('Long term')).queryByRole('button', { name: /pending.*VWCE/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const list = await within(card('Long term')).findByRole('list', { name: 'Pending actions of AAPL' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
