import { screen, within } from '@testing-library/react';
import { WidgetHoldingsDocument, type WidgetHoldingsQuery } from '../../generated/graphql';
import { holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
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

  it('splits the value by holding type in a donut by default, its figures in a hidden table only', async () => {
    await renderWidget(widgetStockAllocation, { mocks: mocks.success });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['Stock60.52%', 'ETF39.48%']);
    expect(screen.getAllByTestId(/^arc\./)).toHaveLength(2);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('$15,234.50');
    expect(screen.getByRole('table')).toBe(screen.getByTestId('chart-data-table'));
    expect(tableRows('Allocation by holding type')).toEqual([
      ['Name', 'Value', 'Share'],
      ['Stock', '$9,220.00', '60.52%'],
      ['ETF', '$6,014.50', '39.48%'],
    ]);
  });

  it('groups by country, naming a missing one Unknown, with the table of every group', async () => {
    await renderWidget(widgetStockAllocation, { mocks: world.success, config: { allocationBy: 'country', showTable: true } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['US76.17%', 'DE20.00%', 'Unknown3.83%']);
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
});
