import { screen, within } from '@testing-library/react';
import { WidgetHoldingChartDocument, WidgetHoldingsDocument, type WidgetHoldingsQuery } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { holdingChartFixture, holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetRequest } from '../framework/widgetData';
import { widgetStockAllocation } from './definition';

type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

const mocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, {
  empty: { portfolioHoldings: [] },
  success: { portfolioHoldings: holdingsFixture },
});

/** Three listings: two in Germany on XETRA (EUR), one with no country or exchange known. */
const worldHoldings: Holding[] = [
  ...holdingsFixture,
  { ...holdingsFixture[0]!, key: 'holding-SAP', currency: 'EUR', marketValuePC: 3000, stock: stock('SAP', 'SAP SE', { countryISO: 'DE', exchangeCode: 'XETRA', currency: 'EUR' }) },
  { ...holdingsFixture[0]!, key: 'holding-BMW', currency: 'EUR', marketValuePC: 1000, stock: stock('BMW', 'BMW AG', { countryISO: 'DE', exchangeCode: 'XETRA', currency: 'EUR' }) },
  { ...holdingsFixture[0]!, key: 'holding-ODD', marketValuePC: 765.5, stock: stock('ODD', 'Odd Listing', { countryISO: null, exchangeCode: null }) },
];
const world = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: worldHoldings } });

function legendRows(): string[] {
  return within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('widgetStockAllocation', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.empty });
    expect(await screen.findByText('No priced holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('splits the value by holding type in a donut by default, its shares in a hidden table only', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.success });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['Stock60.52%', 'ETF39.48%']);
    expect(screen.getAllByTestId(/^arc\./)).toHaveLength(2);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('$15,234.50');
    expect(screen.getByRole('table')).toBe(screen.getByTestId('chart-data-table'));
    expect(tableRows('Allocation by holding type')).toEqual([
      ['Name', 'Share'],
      ['Stock', '60.52%'],
      ['ETF', '39.48%'],
    ]);
  });

  it('groups by country, naming a missing one Unknown, with the table of every group and its amount', async () => {
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'country', showTable: true, dataDisplay: 'value' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['US$15,234.50', 'DE$4,000.00', 'Unknown$765.50']);
    expect(tableRows('Allocation by country')).toEqual([
      ['country', 'Value', 'Share'],
      ['US', '$15,234.50', '76.17%'],
      ['DE', '$4,000.00', '20.00%'],
      ['Unknown', '$765.50', '3.83%'],
      ['Total', '$20,000.00', '100.00%'],
    ]);
    expect(screen.getByRole('cell', { name: 'DE' })).toHaveAttribute('title', 'Germany');
  });

  it('draws bars by exchange when asked, largest on top', async () => {
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'exchange', chartType: 'bar' } });
    expect(await screen.findByRole('img', { name: 'Allocation by exchange' })).toBeInTheDocument();
    expect(screen.getByLabelText('NASDAQ: 76.17%')).toBeInTheDocument();
    expect(screen.getByLabelText('XETRA: 20.00%')).toBeInTheDocument();
    expect(screen.getByLabelText('Unknown: 3.83%')).toBeInTheDocument();
    const labels = Array.from(screen.getByTestId('bar-values').querySelectorAll('text'));
    const topDown = labels.sort((a, b) => Number(a.getAttribute('y')) - Number(b.getAttribute('y'))).map((label) => label.textContent);
    expect(topDown).toEqual(['76.17%', '20.00%', '3.83%']);
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });

  it('groups by currency and by holding', async () => {
    const { unmount } = await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'currency' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['USD80.00%', 'EUR20.00%']);
    unmount();
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'holding' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['AAPL46.10%', 'VTI30.07%', 'SAP15.00%', 'BMW5.00%', 'ODD3.83%']);
  });

  it('groups by sector, securities without one as Unknown', async () => {
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'sector' } });
    await screen.findByRole('list', { name: 'Legend' });
    // Technology: AAPL 9,220 + SAP 3,000; Unknown: VTI 6,014.50 + ODD 765.50; BMW 1,000.
    expect(legendRows()).toEqual(['Technology61.10%', 'Unknown33.90%', 'Consumer Cyclical5.00%']);
  });

  it('names the slices by name, or not at all, as the label setting says', async () => {
    const { unmount } = await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'country', label: 'name' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['United States76.17%', 'Germany20.00%', 'Unknown3.83%']);
    unmount();
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'country', label: 'none' } });
    // The figures stay reachable: the image names every slice with its share.
    expect(await screen.findByRole('img', { name: 'Allocation by country: US 76.17%, DE 20.00%, Unknown 3.83%' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });

  it('sizes the slices by cost when asked, the total being the cost', async () => {
    // AAPL and VTI cost 6,000 each, though AAPL is worth half as much again as VTI.
    await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { valueAt: 'cost' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['ETF50.00%', 'Stock50.00%']);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Total cost$12,000.00');
  });

  it('shows amounts in the labels, the bars and the table when the figures are amounts', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { chartType: 'bar', dataDisplay: 'value', showTable: true } });
    await screen.findByRole('img', { name: 'Allocation by holding type' });
    expect(screen.getByLabelText('Stock: $9,220.00')).toBeInTheDocument();
    expect(screen.getByLabelText('ETF: $6,014.50')).toBeInTheDocument();
    expect(tableRows('Allocation by holding type')).toEqual([
      ['holding type', 'Value', 'Share'],
      ['Stock', '$9,220.00', '60.52%'],
      ['ETF', '$6,014.50', '39.48%'],
      ['Total', '$15,234.50', '100.00%'],
    ]);
  });

  it('draws a full pie when asked, its total above it', async () => {
    const arcPath = () => screen.getByTestId('arc.Stock').getAttribute('d') ?? '';
    const { unmount } = await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { chartType: 'donut' } });
    await screen.findByRole('list', { name: 'Legend' });
    const donut = arcPath();
    // The donut's total sits in its hole, inside the chart's drawing.
    expect(screen.getByTestId('allocation-chart')).toContainElement(screen.getByTestId('allocation-total'));
    unmount();
    await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { chartType: 'pie' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(screen.getByTestId('allocation-chart')).toHaveAttribute('data-chart-type', 'pie');
    // A pie's slice runs to the centre: its outline has no inner arc, so it is another, shorter path.
    expect(arcPath()).not.toBe(donut);
    expect(arcPath().split('A').length).toBeLessThan(donut.split('A').length);
    expect(screen.getByTestId('allocation-chart')).not.toContainElement(screen.getByTestId('allocation-total'));
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Total$15,234.50');
  });

  it('leaves the total out when asked, whatever the chart', async () => {
    const { unmount } = await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { chartType: 'bar' } });
    await screen.findByRole('img', { name: 'Allocation by holding type' });
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Total$15,234.50');
    unmount();
    await renderWidget(widgetStockAllocation, { mocks: mocks.success, config: { chartType: 'bar', showTotalValue: false } });
    await screen.findByRole('img', { name: 'Allocation by holding type' });
    expect(screen.queryByTestId('allocation-total')).not.toBeInTheDocument();
  });

  it('keeps only dividend payers, sized by their forward income, reading the request the dashboard prefetches', async () => {
    const config = { allocationBy: 'holding', dividendsYielding: true } as const;
    const request = widgetRequest('holdings', resolveConfig(widgetStockAllocation.configs, config).config);
    expect(request.query).toBe(WidgetHoldingChartDocument);
    // A third holding that pays nothing: left out.
    const nonPayer = { ...holdingChartFixture[0]!, key: 'holding-NOPAY', stock: stock('NOPAY', 'No Pay Inc.'), dividends: { ...holdingChartFixture[0]!.dividends!, forwardIncome: 0 } };
    await renderWidget(widgetStockAllocation, { mocks: [{ request, result: { data: { portfolioHoldings: [...holdingChartFixture, nonPayer] } } }], config });
    await screen.findByRole('list', { name: 'Legend' });
    // VTI 71.00 and AAPL 41.60 a year, of 112.60.
    expect(legendRows()).toEqual(['VTI63.06%', 'AAPL36.94%']);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Income a year$112.60');
  });

  it('turns a version 1 donut, stored as "pie", into a donut', () => {
    expect(widgetStockAllocation.migrations?.[2]?.({ chartType: 'pie', allocationBy: 'country' })).toEqual({ chartType: 'donut', allocationBy: 'country' });
    expect(widgetStockAllocation.migrations?.[2]?.({ chartType: 'bar' })).toEqual({ chartType: 'bar' });
  });
});
