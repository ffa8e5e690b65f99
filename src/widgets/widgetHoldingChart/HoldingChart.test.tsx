import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetHoldingChartDocument } from '../../generated/graphql';
import { holdingChartFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { chartMetrics, metricFormat } from './HoldingChart';
import { widgetHoldingChart } from './definition';
import { HOLDING_METRICS, METRIC_UNIT, METRIC_VALUE, type ChartHolding } from './holdingMetrics';

const [aapl, vti] = holdingChartFixture as [ChartHolding, ChartHolding];
// Bought, never priced, no dividend data: a cost but no market value and no dividend figures.
const unpriced: ChartHolding = {
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

/** The tick labels of a value axis: nivo anchors the left axis' at their end, the right one's at their start. */
const axisTicks = (chart: HTMLElement, side: 'left' | 'right') =>
  Array.from(chart.querySelectorAll(`text[text-anchor="${side === 'left' ? 'end' : 'start'}"]`)).map((text) => text.textContent);
/** The hover band of a holding on the two-figure chart. */
const bandOf = (chart: HTMLElement, key: string) => chart.querySelector<SVGRectElement>(`rect[data-holding="${key}"]`)!;
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

  it('draws a forward yield as a percent, leaving out holdings without dividend data', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryData: 'fwdDividendYield' } });
    const chart = await screen.findByRole('img', { name: 'Forward dividend yield per holding' });
    expect(labels(/Forward dividend yield: /)).toEqual(['VTI Forward dividend yield: 1.18%', 'AAPL Forward dividend yield: 0.45%']);
    expect(within(chart).queryByText('XYZ')).not.toBeInTheDocument();
    // The value axis is in percent, not in money.
    const ticks = within(chart).getAllByText(/%$/).map((tick) => tick.textContent);
    expect(ticks).toContain('0%');
    expect(within(chart).queryByText(/\$/)).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByLabelText('AAPL Forward dividend yield: 0.45%'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('Forward dividend yield0.45%');
    const table = screen.getByTestId('chart-data-table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'HoldingForward dividend yield',
      'VTI (Vanguard Total Stock Market ETF)1.18%',
      'AAPL (Apple Inc.)0.45%',
    ]);
  });

  it('writes dividend growth with its sign and colours it by sign', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryData: 'dividend3YCAGR' } });
    await screen.findByRole('img', { name: '3-year dividend growth per holding' });
    const bars = screen.getAllByLabelText(/3-year dividend growth: /);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['AAPL 3-year dividend growth: +4.12%', 'VTI 3-year dividend growth: -1.25%']);
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(['#4ade80', '#f87171']);
  });

  it('draws forward dividend income as money', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryData: 'fwdDividendIncome' } });
    await screen.findByRole('img', { name: 'Forward dividend income per holding' });
    expect(labels(/Forward dividend income: /)).toEqual(['VTI Forward dividend income: $71.00', 'AAPL Forward dividend income: $41.60']);
  });

  it('puts a second figure in another unit on its own right-hand axis, even when not asked', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { enableSecondaryData: true, secondaryData: 'fwdDividendYieldAtCost' } });
    const chart = await screen.findByRole('img', { name: 'Market value and Forward yield at cost per holding' });
    expect(labels(/Market value: /)).toEqual(['AAPL Market value: $9,220.00', 'VTI Market value: $6,014.50']);
    expect(labels(/Forward yield at cost: /)).toEqual(['AAPL Forward yield at cost: 0.69%', 'VTI Forward yield at cost: 1.18%']);
    // Money on the left, percents on the right: each axis in its figure's unit.
    expect(axisTicks(chart, 'left').every((tick) => tick.startsWith('$'))).toBe(true);
    expect(axisTicks(chart, 'right')).toEqual(['0%', '0.2%', '0.4%', '0.6%', '0.8%', '1%', '1.2%']);
    const legend = screen.getByRole('list', { name: 'Series' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Market value (left axis)', 'Forward yield at cost (right axis)']);
    fireEvent.mouseEnter(bandOf(chart, vti.key));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('VTIVanguard Total Stock Market ETFMarket value$6,014.50Forward yield at cost1.18%');
  });

  it('draws the second figure as a line by default, as bars when asked', async () => {
    const config = { enableSecondaryData: true, secondaryData: 'costValue' };
    const { unmount } = await renderWidget(widgetHoldingChart, { mocks: mocks.success, config });
    const chart = await screen.findByRole('img', { name: 'Market value and Cost value per holding' });
    // Points along a line, the first figure still bars.
    expect(screen.getAllByLabelText(/Cost value: /).map((element) => element.tagName)).toEqual(['circle', 'circle', 'circle']);
    expect(screen.getAllByLabelText(/Market value: /).map((element) => element.tagName)).toEqual(['rect', 'rect']);
    expect(within(chart).getByTestId('line-costValue').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    unmount();

    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { ...config, secondaryChartType: 'bar' } });
    const bars = await screen.findByRole('img', { name: 'Market value and Cost value per holding' });
    expect(screen.getAllByLabelText(/Cost value: /).map((element) => element.tagName)).toEqual(['rect', 'rect', 'rect']);
    expect(within(bars).queryByTestId('line-costValue')).not.toBeInTheDocument();
  });

  it('gives a second figure in the same unit its own axis only when asked', async () => {
    const config = { enableSecondaryData: true, secondaryData: 'costValue' };
    const { unmount } = await renderWidget(widgetHoldingChart, { mocks: mocks.success, config });
    const shared = await screen.findByRole('img', { name: 'Market value and Cost value per holding' });
    expect(axisTicks(shared, 'right')).toEqual([]);
    expect(axisTicks(shared, 'left')).toEqual(['$0', '$2K', '$4K', '$6K', '$8K', '$10K']);
    unmount();

    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { ...config, showSecondaryAxis: true } });
    const own = await screen.findByRole('img', { name: 'Market value and Cost value per holding' });
    // The costs (at most $6,000) get a scale of their own, to $6K rather than the values' $10K.
    expect(axisTicks(own, 'left')).toEqual(['$0', '$2K', '$4K', '$6K', '$8K', '$10K']);
    expect(axisTicks(own, 'right')).toEqual(['$0', '$1K', '$2K', '$3K', '$4K', '$5K', '$6K']);
    expect(within(screen.getByRole('list', { name: 'Series' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Market value (left axis)', 'Cost value (right axis)']);
  });

  it('writes percents on lines too, on a percent axis', async () => {
    await renderWidget(widgetHoldingChart, { mocks: mocks.success, config: { primaryChartType: 'line', primaryData: 'dividend5YCAGR', enableSecondaryData: true, secondaryData: 'fwdDividendYield' } });
    const chart = await screen.findByRole('img', { name: '5-year dividend growth and Forward dividend yield per holding' });
    expect(labels(/5-year dividend growth: /)).toEqual(['AAPL 5-year dividend growth: +5.63%', 'VTI 5-year dividend growth: +3.01%']);
    expect(labels(/Forward dividend yield: /)).toEqual(['AAPL Forward dividend yield: 0.45%', 'VTI Forward dividend yield: 1.18%']);
    // Both in percent: one unit, no note in the legend.
    expect(within(screen.getByRole('list', { name: 'Series' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5-year dividend growth', 'Forward dividend yield']);
    expect(within(chart).getAllByText(/%$/).length).toBeGreaterThan(1);
    expect(within(chart).queryByText('XYZ')).not.toBeInTheDocument();
    const table = screen.getByTestId('chart-data-table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Holding5-year dividend growthForward dividend yield',
      'AAPL (Apple Inc.)+5.63%0.45%',
      'VTI (Vanguard Total Stock Market ETF)+3.01%1.18%',
    ]);
  });
});

describe('chartMetrics', () => {
  it('draws a second figure only when enabled and different from the first', () => {
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: false, secondaryData: 'costValue' })).toEqual(['income']);
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: true, secondaryData: 'income' })).toEqual(['income']);
    expect(chartMetrics({ primaryData: 'income', enableSecondaryData: true, secondaryData: 'costValue' })).toEqual(['income', 'costValue']);
  });
});

describe('the holding chart metrics', () => {
  it('reads the dividend figures, null for a holding without dividend data', () => {
    const read = (holding: ChartHolding) => HOLDING_METRICS.map(({ value }) => METRIC_VALUE[value](holding));
    expect(read(aapl)).toEqual([9220, 6000, 112.4, 3515.54, 200, 3220, 41.6, 41.6 / 9220, 41.6 / 6000, 0.0563, 0.0412]);
    expect(read(unpriced).slice(6)).toEqual([null, null, null, null, null]);
    expect(METRIC_VALUE.dividend5YCAGR({ ...aapl, dividends: { ...aapl.dividends!, growth5Y: null } })).toBeNull();
  });

  it('writes money in the display currency and the ratios as percents, growth signed', () => {
    expect(HOLDING_METRICS.filter(({ value }) => METRIC_UNIT[value] === 'percent').map(({ value }) => value)).toEqual(['fwdDividendYield', 'fwdDividendYieldAtCost', 'dividend5YCAGR', 'dividend3YCAGR']);
    expect(metricFormat('fwdDividendIncome')).toBeUndefined();
    expect([0.0045, -0.0125].map(metricFormat('fwdDividendYield')!.full)).toEqual(['0.45%', '-1.25%']);
    expect([0.0563, -0.0125, 0].map(metricFormat('dividend5YCAGR')!.full)).toEqual(['+5.63%', '-1.25%', '0.00%']);
    expect(metricFormat('dividend3YCAGR')!.tick(0.05)).toBe('5%');
  });
});
