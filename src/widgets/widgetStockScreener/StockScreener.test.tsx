import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetPriceBarsDocument, WidgetStockScreenerDocument } from '../../generated/graphql';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { marketRequest } from '../sharedMarket/marketRequests';
import { barsAnswer, barsFixture, screenerAnswer, screenerRowFixture } from '../sharedMarket/testing/marketFixtures';
import { cellsOf, tickerOrder } from '../sharedTable/testing/tableText';
import { widgetStockScreener } from './definition';
import { PAGE_SIZE } from './StockScreener';

const request = marketRequest('screener', {});
const mocksWith = (success = screenerAnswer()) => stateMocks(WidgetStockScreenerDocument, request.variables, { empty: screenerAnswer({ status: 'pending', rows: [], gainers: [], losers: [] }), success });
const mocks = mocksWith();

// The segmented presets and the Columns popover measure themselves.
beforeAll(stubResizeObserver);

describe('widgetStockScreener', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so while the universe is not loaded', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.empty });
    expect(await screen.findByText("The screener's universe is not loaded yet.")).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the universe, largest company first, with every column', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Stock screener' });
    expect(tickerOrder()).toEqual(['AAPL', 'MSFT', 'TSLA', 'JPM', 'XOM', 'JNJ', 'KO', 'NEE']);
    const [, , tsla] = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    // Symbol, name, price, change, market cap, P/E, yield, 52-week range (read aloud), sector, the chart button.
    expect(cellsOf(tsla!)).toEqual([
      'TSLA',
      'Tesla, Inc.',
      '$338.59',
      '-3.52%',
      '1.09T',
      '92.7',
      '—: pays no dividend',
      '56% of the way from the 52-week low to the high ($253.94 – $406.31)',
      'Consumer Cyclical',
      '',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Market cap' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('screener-count')).toHaveTextContent('8 stocks');
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('sorts by the clicked column and saves the order', async () => {
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetStockScreener, { mocks: mocks.success, writeConfig });
    await screen.findByRole('table', { name: 'Stock screener' });
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(tickerOrder()).toEqual(['XOM', 'JNJ', 'JPM', 'KO', 'AAPL', 'MSFT', 'NEE', 'TSLA']);
    expect(writeConfig).toHaveBeenLastCalledWith({ columnSortModel: { default: [{ field: 'changePercent', sort: 'desc' }], mobile: [{ field: 'marketCap', sort: 'desc' }] } });
  });

  it('shows today’s gainers or losers from the tabs, and saves the choice', async () => {
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetStockScreener, { mocks: mocks.success, writeConfig });
    await screen.findByRole('table', { name: 'Stock screener' });
    await userEvent.click(screen.getByText('Day losers'));
    // The answer's losers, in the table's order (largest company first).
    expect(tickerOrder()).toEqual(['AAPL', 'MSFT', 'TSLA', 'NEE']);
    expect(screen.getByTestId('screener-count')).toHaveTextContent('4 stocks');
    expect(writeConfig).toHaveBeenLastCalledWith({ preset: 'losers' });
  });

  it('filters by sector, size and today’s move, offering the universe’s sectors', async () => {
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetStockScreener, { mocks: mocks.success, writeConfig });
    await screen.findByRole('table', { name: 'Stock screener' });
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    expect(within(sector).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All sectors',
      'Consumer Cyclical',
      'Consumer Defensive',
      'Energy',
      'Financial Services',
      'Healthcare',
      'Technology',
      'Utilities',
    ]);
    await userEvent.selectOptions(sector, 'Technology');
    expect(tickerOrder()).toEqual(['AAPL', 'MSFT']);
    expect(screen.getByTestId('screener-count')).toHaveTextContent('2 of 8 stocks');
    expect(writeConfig).toHaveBeenLastCalledWith({ sector: 'Technology' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Today' }), 'gainers');
    expect(screen.getByText('No stocks match these filters.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Market cap' }), 'large');
    expect(screen.getByText('No stocks match these filters.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Today' }), 'all');
    expect(tickerOrder()).toEqual(['NEE']);
  });

  it('applies the P/E and yield limits of the settings, and says so', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.success, config: { maxPE: 30, minDividendYield: 2 } });
    await screen.findByRole('table', { name: 'Stock screener' });
    expect(tickerOrder()).toEqual(['JPM', 'XOM', 'JNJ', 'KO', 'NEE']);
    expect(screen.getByTestId('screener-count')).toHaveTextContent('5 of 8 stocks · P/E at most 30, yield at least 2% (in the settings)');
  });

  it('shows fewer columns on a phone', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocks.success, layout: 'mobile' });
    const table = await screen.findByRole('table', { name: 'Stock screener' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Symbol', 'Price', 'Change']);
  });

  it('opens a six-month chart of a row’s symbol', async () => {
    const bars = barsAnswer([barsFixture('TSLA', { range: 'M6' })]);
    const chartMock = { request: { query: WidgetPriceBarsDocument, variables: { symbols: ['TSLA'], range: 'M6' } }, result: { data: bars } };
    await renderWidget(widgetStockScreener, { mocks: [...mocks.success, chartMock] });
    await screen.findByRole('table', { name: 'Stock screener' });
    await userEvent.click(screen.getByRole('button', { name: 'Open chart of TSLA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tesla, Inc. (TSLA)' });
    // The fixture's closes run from 100 to 130.96 over its 60 days.
    expect(await within(dialog).findByTestId('price-chart-summary')).toHaveTextContent(/^Last close \$130\.96\+30\.96% over 6 months$/);
    expect(within(dialog).getByRole('img', { name: /^TSLA closes over 6 months/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the chart’s symbol has no market data', async () => {
    const bars = barsAnswer([barsFixture('TSLA', { status: 'unknown', time: [], open: [], high: [], low: [], close: [], volume: [], adjClose: [] })]);
    const chartMock = { request: { query: WidgetPriceBarsDocument, variables: { symbols: ['TSLA'], range: 'M6' } }, result: { data: bars } };
    await renderWidget(widgetStockScreener, { mocks: [...mocks.success, chartMock] });
    await screen.findByRole('table', { name: 'Stock screener' });
    await userEvent.click(screen.getByRole('button', { name: 'Open chart of TSLA' }));
    expect(await screen.findByText('No market data for TSLA.')).toBeInTheDocument();
  });

  it('draws the first rows of a large universe, and more on demand', async () => {
    const rows = Array.from({ length: PAGE_SIZE + 10 }, (_, i) => screenerRowFixture([`S${i}`, `Stock ${i}`, 'Technology', 10 + i, 0.01, 1e12 - i * 1e9, 20, 0.01]));
    await renderWidget(widgetStockScreener, { mocks: mocksWith(screenerAnswer({ rows })).success });
    await screen.findByRole('table', { name: 'Stock screener' });
    expect(tickerOrder()).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('screener-count')).toHaveTextContent(`${PAGE_SIZE + 10} stocks`);
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(tickerOrder()).toHaveLength(PAGE_SIZE + 10);
    expect(tickerOrder().at(-1)).toBe(`S${PAGE_SIZE + 9}`);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('labels made-up data', async () => {
    await renderWidget(widgetStockScreener, { mocks: mocksWith(screenerAnswer({ simulated: true })).success });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Made-up listings and prices (demo mode), not market data');
  });
});
