import { screen, within } from '@testing-library/react';
import { WidgetHoldingsDocument, type WidgetHoldingsQuery } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { holdingChartFixture, holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetRequest } from '../framework/widgetData';
import { widgetHoldingAllocation } from './definition';

type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

const mocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, {
  empty: { portfolioHoldings: [] },
  success: { portfolioHoldings: holdingsFixture },
});

/** Eleven holdings worth 1100, 1000, ... 100: the three smallest (300) make "Other". */
const manyHoldings: Holding[] = Array.from({ length: 11 }, (_, i) => ({
  ...holdingsFixture[0]!,
  key: `holding-T${i}`,
  stock: stock(`T${i}`, `Company ${i}`),
  marketValuePC: (11 - i) * 100,
}));

function legendRows(): string[] {
  return within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('widgetHoldingAllocation', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.empty });
    expect(await screen.findByText('No priced holdings in this selection yet.')).toBeInTheDocument();
  });

  it('counts holdings without a price as nothing to show', async () => {
    const unpriced = holdingsFixture.map((holding) => ({ ...holding, marketValuePC: null, weight: null }));
    const only = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: unpriced } });
    await renderWidget(widgetHoldingAllocation, { mocks: only.success });
    expect(await screen.findByText('No priced holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws one slice per holding with its share, and the total in the centre', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['AAPL60.52%', 'VTI39.48%']);
    expect(screen.getAllByTestId(/^arc\./)).toHaveLength(2);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('$15,234.50');
    expect(screen.getByRole('img', { name: 'Holdings allocation: AAPL 60.52%, VTI 39.48%' })).toBeInTheDocument();
  });

  it('leaves the centre empty when the total is turned off', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { showTotalValue: false } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(screen.queryByTestId('allocation-total')).not.toBeInTheDocument();
  });

  it('keeps the eight largest holdings and folds the rest into Other', async () => {
    const many = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: manyHoldings } });
    await renderWidget(widgetHoldingAllocation, { mocks: many.success });
    await screen.findByRole('list', { name: 'Legend' });
    expect(screen.getAllByTestId(/^arc\./)).toHaveLength(9);
    expect(legendRows()[0]).toBe('T016.67%');
    expect(legendRows()[8]).toBe('Other9.09%');
    expect(screen.getByTitle('3 more: T8, T9, T10')).toHaveTextContent('Other');
    expect(screen.getByTestId('arc.__other__')).toBeInTheDocument();
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('$6,600.00');
  });

  it('sends the holding filter of its settings', async () => {
    const filtered = stateMocks(WidgetHoldingsDocument, { filter: { holdingType: 'ETF', portfolio_Ids: ['p1'] } }, {
      empty: { portfolioHoldings: [] },
      success: { portfolioHoldings: [holdingsFixture[1]!] },
    });
    await renderWidget(widgetHoldingAllocation, { mocks: filtered.success, config: { holdingType: 'ETF', portfolio_Ids: ['p1'] } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['VTI100.00%']);
  });

  it('sends the sector of its settings', async () => {
    const filtered = stateMocks(WidgetHoldingsDocument, { filter: { sector: ['Technology'] } }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [holdingsFixture[0]!] } });
    await renderWidget(widgetHoldingAllocation, { mocks: filtered.success, config: { sector: 'Technology' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['AAPL100.00%']);
  });

  it('names the slices by company name when asked', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { label: 'name' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['Apple Inc.60.52%', 'Vanguard Total Stock Market ETF39.48%']);
  });

  it('draws bars without their names when labels are off, the names left to the tooltips and aria-labels', async () => {
    const axisTexts = () => Array.from(screen.getByRole('img', { name: 'Holdings allocation' }).querySelectorAll('text'), (text) => text.textContent);
    const { unmount } = await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { chartType: 'bar' } });
    await screen.findByLabelText('AAPL: 60.52%');
    expect(axisTexts()).toEqual(expect.arrayContaining(['AAPL', 'VTI']));
    unmount();
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { chartType: 'bar', label: 'none' } });
    expect(await screen.findByLabelText('AAPL: 60.52%')).toBeInTheDocument();
    expect(axisTexts()).not.toContain('AAPL');
    expect(axisTexts()).toContain('60.52%');
  });

  it('sizes the slices by cost, and shows amounts, when asked', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { valueAt: 'cost', dataDisplay: 'value' } });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['AAPL$6,000.00', 'VTI$6,000.00']);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Total cost$12,000.00');
  });

  it('draws bars with the table of every holding when asked', async () => {
    await renderWidget(widgetHoldingAllocation, { mocks: mocks.success, config: { chartType: 'bar', showTable: true } });
    expect(await screen.findByLabelText('AAPL: 60.52%')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Allocation by holding' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['holdingShare', 'AAPL60.52%', 'VTI39.48%', 'Total100.00%']);
  });

  it('keeps only dividend payers, sized by their forward income, when asked', async () => {
    const config = { dividendsYielding: true };
    const request = widgetRequest('holdings', resolveConfig(widgetHoldingAllocation.configs, config).config);
    await renderWidget(widgetHoldingAllocation, { mocks: [{ request, result: { data: { portfolioHoldings: holdingChartFixture } } }], config });
    await screen.findByRole('list', { name: 'Legend' });
    expect(legendRows()).toEqual(['VTI63.06%', 'AAPL36.94%']);
    expect(screen.getByTestId('allocation-total')).toHaveTextContent('Income a year$112.60');
  });

  it('says so when no holding of the selection pays a dividend', async () => {
    const config = { dividendsYielding: true };
    const request = widgetRequest('holdings', resolveConfig(widgetHoldingAllocation.configs, config).config);
    const nothing = holdingChartFixture.map((holding) => ({ ...holding, dividends: { ...holding.dividends!, forwardIncome: 0 } }));
    await renderWidget(widgetHoldingAllocation, { mocks: [{ request, result: { data: { portfolioHoldings: nothing } } }], config });
    expect(await screen.findByText('No dividend payers in this selection yet.')).toBeInTheDocument();
  });
});
