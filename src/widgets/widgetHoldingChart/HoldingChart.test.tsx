import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetHoldingChartDocument, type WidgetHoldingChartQuery } from '../../generated/graphql';
import { holdingChartFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { chartMetrics } from './HoldingChart';
import { widgetHoldingChart } from './definition';

type Holding = WidgetHoldingChartQuery['portfolioHoldings'][number];

const [aapl, vti] = holdingChartFixture as [Holding, Holding];
// Bought, never priced, no dividend data: a cost but no market value and no dividend figures.
const unpriced: Holding = {
  ...vti,
  key: 'holding-XYZ',
  stock: stock('XYZ', 'Unpriced Co.'),
  costBasisPC: 2500,
  marketValuePC: null,
  unrealizedGainPC: null,
  totalReturnPC: null,
  realizedGainPC: -80,
  dividends: null,
};

const mocks = stateMocks(WidgetHoldingChartDocument, { filter: {} }, {
  empty: { portfolioHoldings: [] },
  success: { portfolioHoldings: [unpriced, vti, aapl] },
});

const labels = (pattern: RegExp) => screen.getAllByLabelText(pattern).map((element) => element.getAttribute('aria-label'));

describe('widgetHoldingChart', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws the market value of each priced holding by default, largest first', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success });
    const chart = await screen.findByRole('img', { name: 'Market value per holding' });
    expect(labels(/Market value: /)).toEqual(['AAPL Market value: $9,220.00', 'VTI Market value: $6,014.50']);
    expect(within(chart).queryByText('XYZ')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Series' })).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByLabelText('VTI Market value: $6,014.50'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('Vanguard Total Stock Market ETF');
  });

  it('puts a second figure beside the first, with a legend', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { enableSecondaryData: true } });
    await screen.findByRole('img', { name: 'Market value and Cost value per holding' });
    expect(labels(/Market value: /)).toEqual(['AAPL Market value: $9,220.00', 'VTI Market value: $6,014.50']);
    // The unpriced holding has a cost, so it is on the chart, after the valued ones.
    expect(labels(/Cost value: /)).toEqual(['AAPL Cost value: $6,000.00', 'VTI Cost value: $6,000.00', 'XYZ Cost value: $2,500.00']);
    const legend = screen.getByRole('list', { name: 'Series' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Market value', 'Cost value']);
  });

  it('colours a lone gain/loss figure by sign', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryData: 'realisedGL' } });
    await screen.findByRole('img', { name: 'Realised gain/loss per holding' });
    const bars = screen.getAllByLabelText(/Realised gain\/loss: /);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['AAPL Realised gain/loss: $200.00', 'VTI Realised gain/loss: $0.00', 'XYZ Realised gain/loss: -$80.00']);
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(['#4ade80', '#4ade80', '#f87171']);
  });

  it('draws lines when asked, one per figure', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryChartType: 'line', primaryData: 'income', enableSecondaryData: true, secondaryData: 'p/l' } });
    const chart = await screen.findByRole('img', { name: 'Income and Profit/loss per holding' });
    expect(labels(/Income: /)).toEqual(['AAPL Income: $112.40', 'VTI Income: $0.00', 'XYZ Income: $0.00']);
    // XYZ has no profit/loss (no price): a gap, not a point at zero.
    expect(labels(/Profit\/loss: /)).toEqual(['AAPL Profit/loss: $3,515.54', 'VTI Profit/loss: $9.50']);
    for (const ticker of ['AAPL', 'VTI', 'XYZ']) expect(within(chart).getByText(ticker)).toBeInTheDocument();
  });
});

describe('chartMetrics', () => {
  it('draws a second figure only when enabled and different from the first', () => {
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: false, secondaryData: 'costValue' })).toEqual(['income']);
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: true, secondaryData: 'income' })).toEqual(['income']);
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: true, secondaryData: 'costValue' })).toEqual(['income', 'costValue']);
  });
});
