import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHoldingsDocument } from '../../generated/graphql';
import { foreignHoldingFixture, holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { cellsOf, tickerOrder } from '../sharedTable/testing/tableText';
import { HOLDINGS_VISIBILITY, widgetStockTable } from './definition';
import type { HoldingRow } from './holdingsTable';

const mocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: holdingsFixture } });

// The popover measures itself.
beforeAll(stubResizeObserver);

describe('widgetStockTable', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows each holding and the totals, largest market value first', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.success });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(tickerOrder()).toEqual(['AAPLApple Inc.', 'VTIVanguard Total Stock Market ETF']);
    const [, aapl] = within(table).getAllByRole('row');
    // Holding, shares, price, avg cost, market value, unrealised (+% of cost), realised, income, total return, weight.
    expect(cellsOf(aapl!)).toEqual(['AAPLApple Inc.', '40', '$230.50', '$150.00', '$9,220.00', '$3,220.00+53.67%', '$200.00', '$112.40', '$3,515.54', '60.52%', '']);
    // The row's last cell: its "Add to watchlist" menu.
    expect(within(aapl!).getByRole('button', { name: 'Add AAPL to a watchlist' })).toBeInTheDocument();
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(cellsOf(total)).toEqual(['Total', '', '', '', '$15,234.50', '$3,234.50+26.95%', '$200.00', '$112.40', '$3,525.04', '100.00%', '']);
    expect(screen.getByRole('columnheader', { name: 'Market value' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by the clicked column and flips on a second click', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Holdings' });
    await userEvent.click(screen.getByRole('button', { name: 'Market value' }));
    expect(screen.getByRole('columnheader', { name: 'Market value' })).toHaveAttribute('aria-sort', 'ascending');
    expect(tickerOrder()[0]).toBe('VTIVanguard Total Stock Market ETF');
    await userEvent.click(screen.getByRole('button', { name: 'Holding' }));
    expect(tickerOrder()[0]).toBe('AAPLApple Inc.');
    await userEvent.click(screen.getByRole('button', { name: 'Holding' }));
    expect(screen.getByRole('columnheader', { name: 'Holding' })).toHaveAttribute('aria-sort', 'descending');
    expect(tickerOrder()[0]).toBe('VTIVanguard Total Stock Market ETF');
  });

  it('starts in the saved order and leaves out the hidden columns, for the layout it is seen in', async () => {
    const config = {
      columnSortModel: { default: [{ field: 'unrealizedGain', sort: 'asc' }], mobile: [{ field: 'ticker', sort: 'desc' }] },
      columnVisibility: { default: { weight: false, income: false }, mobile: { ticker: true, marketValue: true, unrealizedGain: false } },
    };
    const view = await renderWidget(widgetStockTable, { mocks: mocks.success, config });
    await screen.findByRole('table', { name: 'Holdings' });
    expect(tickerOrder()[0]).toBe('VTIVanguard Total Stock Market ETF');
    expect(screen.queryByRole('columnheader', { name: 'Weight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Income' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Avg cost' })).toBeInTheDocument();
    view.unmount();

    await renderWidget(widgetStockTable, { mocks: mocks.success, config, layout: 'mobile' });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(within(table).getAllByRole('button', { name: /^(?!Columns|Add )/ }).map((button) => button.textContent)).toEqual(['Holding', 'Market value']);
    expect(screen.getByRole('columnheader', { name: 'Holding' })).toHaveAttribute('aria-sort', 'descending');
    expect(tickerOrder()[0]).toBe('VTIVanguard Total Stock Market ETF');
  });

  it('shows fewer columns on a phone by default', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.success, layout: 'mobile' });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holding', 'Market value', 'Unrealised']);
  });

  it('saves a header click and a hidden column for the layout it is seen in, keeping the other layout', async () => {
    const user = userEvent.setup();
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetStockTable, { mocks: mocks.success, layout: 'mobile', writeConfig });
    await screen.findByRole('table', { name: 'Holdings' });
    await user.click(screen.getByRole('button', { name: 'Holding' }));
    expect(tickerOrder()[0]).toBe('AAPLApple Inc.');
    expect(writeConfig).toHaveBeenLastCalledWith({
      columnSortModel: { default: [{ field: 'marketValue', sort: 'desc' }], mobile: [{ field: 'ticker', sort: 'asc' }] },
    });

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Unrealised gain' }));
    expect(screen.queryByRole('columnheader', { name: 'Unrealised' })).not.toBeInTheDocument();
    const patch = writeConfig.mock.lastCall as unknown as [{ columnVisibility: Record<'default' | 'mobile', Record<string, boolean>> }];
    expect(Object.keys(patch[0])).toEqual(['columnVisibility']);
    expect(patch[0].columnVisibility.default).toEqual(HOLDINGS_VISIBILITY.default);
    expect(patch[0].columnVisibility.mobile).toMatchObject({ ticker: true, marketValue: true, unrealizedGain: false, shares: false });
  });

  it('keeps one column: the last one shown cannot be hidden', async () => {
    const user = userEvent.setup();
    const config = { columnVisibility: { mobile: { ticker: true, marketValue: false, unrealizedGain: false } } };
    await renderWidget(widgetStockTable, { mocks: mocks.success, config, layout: 'mobile' });
    await screen.findByRole('table', { name: 'Holdings' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Holding' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Shares' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the price and currency gains when switched on, their parts on hover', async () => {
    const sap = foreignHoldingFixture;
    const foreign = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [holdingsFixture[0]!, sap] } });
    const config = {
      columnVisibility: { default: { priceGain: true, currencyGain: true, averageCost: false, income: false, weight: false } },
      columnSortModel: { default: [{ field: 'ticker', sort: 'desc' }] },
    };
    await renderWidget(widgetStockTable, { mocks: foreign.success, config });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Holding', 'Shares', 'Price', 'Market value', 'Unrealised', 'Realised', 'Price gain', 'Currency gain', 'Total return']);
    const [, sapRow] = within(table).getAllByRole('row');
    // Price 185.85 + 91.20 = 277.05; currency −30.15 + 40.20 = 10.05; together 155.70 + 131.40.
    expect(cellsOf(sapRow!).slice(4, 8)).toEqual(['$155.70+23.47%', '$131.40', '$277.05', '$10.05']);
    expect(within(sapRow!).getByText('$10.05').closest('[title]')).toHaveAttribute('title', 'Unrealised -$30.15, realised $40.20');
    // With AAPL's 3220 + 200, all price: 3697.05 and 10.05.
    expect(cellsOf(within(table).getAllByRole('row').at(-1)!).slice(6, 8)).toEqual(['$3,697.05', '$10.05']);
    expect(screen.getByRole('button', { name: 'Currency gain' })).toHaveAttribute('title', expect.stringContaining('adds up to both gains'));
  });

  it('leaves the price and currency gains out unless switched on', async () => {
    await renderWidget(widgetStockTable, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Holdings' });
    expect(screen.queryByRole('columnheader', { name: 'Price gain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Currency gain' })).not.toBeInTheDocument();
  });

  it('marks a stale or simulated price, and leaves an unpriced holding out of the value total', async () => {
    const stale: HoldingRow = { ...holdingsFixture[1]!, priceStale: true, priceSimulated: true, priceDate: '2026-10-01' };
    const unpriced: HoldingRow = {
      ...holdingsFixture[1]!,
      key: 'holding-XYZ',
      stock: stock('XYZ', 'Unquoted Co.', { logoURL: null }),
      price: null,
      marketValuePC: null,
      marketValueTC: null,
      unrealizedGainPC: null,
      unrealizedGainTC: null,
      unrealizedPriceGainPC: null,
      unrealizedCurrencyGainPC: null,
      totalReturnPC: null,
      totalReturnTC: null,
      weight: null,
    };
    const priced = stateMocks(WidgetHoldingsDocument, { filter: { holdingType: 'ETF' } }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [stale, unpriced] } });
    await renderWidget(widgetStockTable, { mocks: priced.success, config: { holdingType: 'ETF' } });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(screen.getByText('stale')).toHaveAttribute('title', 'Last close on 2026-10-01: more than 5 days old');
    expect(screen.getByText('simulated')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[2]!).slice(2, 5)).toEqual(['—', '$300.00', '—']);
    expect(cellsOf(rows.at(-1)!)[4]).toBe('$6,014.50');
    expect(screen.getByText(/1 holding has no price yet/)).toBeInTheDocument();
  });

  it('links a holding without a current close to its prices, and marks the total', async () => {
    const user = userEvent.setup();
    const lastTrade: HoldingRow = { ...holdingsFixture[0]!, priceSource: 'transaction', priceGap: 'lastTrade' };
    const gapMocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [lastTrade, holdingsFixture[1]!] } });
    await renderWidget(widgetStockTable, { mocks: gapMocks.success });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(within(table).getAllByRole('link', { name: /Enter prices/ }).map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([['Enter prices of AAPL', '/prices/stock-AAPL']]);
    const total = within(table).getAllByRole('row').at(-1)!;
    const marker = await within(total).findByRole('button', { name: 'AAPL is valued without a current price' });
    await user.click(marker);
    expect(await screen.findByRole('dialog', { name: 'Valued without a current price' })).toHaveTextContent('AAPL — no market price: valued at your last trade price.');
  });

  it('labels a price that is the last trade (offline, no market data) or a manual one, not as stale', async () => {
    const lastTrade: HoldingRow = { ...holdingsFixture[0]!, priceSource: 'transaction', priceStale: true, priceDate: '2024-03-01' };
    const manual: HoldingRow = { ...holdingsFixture[1]!, priceSource: 'manual', priceDate: '2026-11-20' };
    const mocks = stateMocks(WidgetHoldingsDocument, { filter: { holdingType: 'ETF' } }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [lastTrade, manual] } });
    await renderWidget(widgetStockTable, { mocks: mocks.success, config: { holdingType: 'ETF' } });
    await screen.findByRole('table', { name: 'Holdings' });
    expect(screen.getByText('last trade')).toHaveAttribute('title', 'No market price: the price of your last trade, on 2024-03-01');
    expect(screen.getByText('manual')).toHaveAttribute('title', 'Your manual price of 2026-11-20');
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
  });
});
