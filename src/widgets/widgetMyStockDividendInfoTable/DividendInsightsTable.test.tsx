import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../framework/testing/renderWidget';
import { awaitingRealtyIncome, dividendMocks, simulatedDividends } from '../sharedDividends/testing/dividendMocks';
import { bodyRows, cellsOf, tickerOrder } from '../sharedTable/testing/tableText';
import { widgetMyStockDividendInfoTable } from './definition';

const mocks = dividendMocks();

// The Columns menu measures itself.
beforeAll(stubResizeObserver);

// The holding cells: ticker, then name.
const [O, VTI, AAPL, BRK] = ['ORealty Income Corporation', 'VTIVanguard Total Stock Market ETF', 'AAPLApple Inc.', 'BRK.BBerkshire Hathaway Inc.'] as const;

const rowOf = (ticker: string) => bodyRows().find((row) => cellsOf(row)[0]!.startsWith(ticker))!;

describe('widgetMyStockDividendInfoTable', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows each holding’s dividend figures and the totals, largest income first', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success });
    const table = await screen.findByRole('table', { name: 'Dividend insights' });
    expect(tickerOrder()).toEqual([O, VTI, AAPL, BRK]);
    // Holding, shares, rate, income, yield, yield on cost, payout ratio, frequency, ex-date, pay date, 5y growth.
    expect(cellsOf(rowOf('O'))).toEqual(['ORealty Income Corporation', '100', '$3.234', '$323.40', '5.61%', '5.88%', '75.12%', 'Monthly', '01 Dec 26', '15 Dec 26', '+3.62%']);
    // An ETF has no payout ratio, and VTI has no ex-date declared yet.
    expect(cellsOf(rowOf('VTI'))).toEqual([
      'VTIVanguard Total Stock Market ETF',
      '20',
      '$3.68',
      '$73.60',
      '1.25%',
      '1.67%',
      '—: not given for this security',
      'Quarterly',
      '—: none declared yet',
      '—: none declared yet',
      '+7.02%',
    ]);
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(cellsOf(total)).toEqual(['Total', '', '', '$449.00', '2.16%', '2.62%', '44.12%', '', '', '', '+4.32%']);
    expect(screen.getByRole('columnheader', { name: 'Income' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says a holding that pays nothing pays nothing, rather than that its figures are unknown', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Dividend insights' });
    const [, , rate, income, yieldAtMarket, , payoutRatio, frequency, , , growth] = cellsOf(rowOf('BRK.B'));
    expect([rate, income, yieldAtMarket, payoutRatio, frequency, growth]).toEqual([
      '—: pays no dividend',
      '$0.00',
      '0.00%',
      '—: pays no dividend',
      '—: pays no dividend',
      '—: pays no dividend',
    ]);
  });

  it('says a holding awaits market data instead of showing its placeholder zeros', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: dividendMocks(awaitingRealtyIncome).success });
    await screen.findByRole('table', { name: 'Dividend insights' });
    // Counted as paying nothing, it sorts after every payer and after BRK.B, known to pay nothing.
    expect(tickerOrder().at(-1)).toMatch(/^ORealty Income Corporationawaiting market data/);
    const [holding, shares, ...figures] = cellsOf(rowOf('O'));
    expect(holding).toBe('ORealty Income Corporationawaiting market data for O: counted as paying nothing until it arrives');
    expect(shares).toBe('100');
    expect(new Set(figures)).toEqual(new Set(['—: awaiting market data']));
    expect(screen.getByText('1 holding awaits market data: counted as paying nothing in the totals.')).toBeInTheDocument();
  });

  it('labels simulated dividends as simulated prices are labelled', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: dividendMocks(simulatedDividends).success });
    await screen.findByRole('table', { name: 'Dividend insights' });
    expect(cellsOf(rowOf('AAPL'))[2]).toBe('simulated$1.04');
    expect(within(rowOf('AAPL')).getByText('simulated')).toHaveAttribute('title', 'Simulated dividend data (demo mode), not the market’s');
    // BRK.B pays nothing, so there is no simulated figure to label.
    expect(within(rowOf('BRK.B')).queryByText('simulated')).not.toBeInTheDocument();
  });

  it('sorts by the next ex-date soonest first on a click, undeclared ones last, and flips on a second', async () => {
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Dividend insights' });
    await userEvent.click(screen.getByRole('button', { name: 'Ex-date' }));
    expect(screen.getByRole('columnheader', { name: 'Ex-date' })).toHaveAttribute('aria-sort', 'ascending');
    expect(tickerOrder()).toEqual([O, AAPL, BRK, VTI]);
    await userEvent.click(screen.getByRole('button', { name: 'Ex-date' }));
    expect(tickerOrder()).toEqual([AAPL, O, BRK, VTI]);
  });

  it('starts in the saved order and leaves out the hidden columns, for the layout it is seen in', async () => {
    const config = {
      columnSortModel: { default: [{ field: 'growth5Y', sort: 'desc' }], mobile: [{ field: 'ticker', sort: 'asc' }] },
      columnVisibility: { default: { frequency: false, nextExDate: false, nextPayDate: false }, mobile: { shares: true } },
    };
    const view = await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success, config });
    await screen.findByRole('table', { name: 'Dividend insights' });
    expect(tickerOrder()[0]).toBe(VTI);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holding', 'Shares', 'Rate', 'Income', 'Yield', 'Yield on cost', 'Payout ratio', '5y growth']);
    view.unmount();

    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success, config, layout: 'mobile' });
    await screen.findByRole('table', { name: 'Dividend insights' });
    expect(tickerOrder()).toEqual([AAPL, BRK, O, VTI]);
    // The phone's default (holding, income, yield) with the shares the user added.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holding', 'Shares', 'Income', 'Yield']);
  });

  it('saves a header click and a hidden column', async () => {
    const user = userEvent.setup();
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetMyStockDividendInfoTable, { mocks: mocks.success, writeConfig });
    await screen.findByRole('table', { name: 'Dividend insights' });
    await user.click(screen.getByRole('button', { name: 'Yield' }));
    expect(writeConfig).toHaveBeenLastCalledWith({ columnSortModel: { default: [{ field: 'forwardYield', sort: 'desc' }], mobile: [{ field: 'forwardIncome', sort: 'desc' }] } });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Frequency' }));
    expect(screen.queryByRole('columnheader', { name: 'Frequency' })).not.toBeInTheDocument();
    expect(writeConfig).toHaveBeenLastCalledWith({ columnVisibility: expect.objectContaining({ default: expect.objectContaining({ frequency: false, payoutRatio: true }) }) });
  });
});
