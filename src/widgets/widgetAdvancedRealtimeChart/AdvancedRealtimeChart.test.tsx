import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CandlestickSeries, HistogramSeries, LineSeries } from 'lightweight-charts';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { MarketQuoteUpdatesDocument, WidgetPriceBarsDocument, type ChartRange } from '../../generated/graphql';
import type * as FakeCharts from '../../testing/fakeLightweightCharts';
import { fakeCharts, resetFakeCharts } from '../../testing/fakeLightweightCharts';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { renderWidget } from '../framework/testing/renderWidget';
import { barsAnswer, barsFixture, quoteFixture } from '../sharedMarket/testing/marketFixtures';
import { widgetAdvancedRealtimeChart } from './definition';

// jsdom has no canvas: the chart draws into a recording fake.
jest.mock('lightweight-charts', () => jest.requireActual<typeof FakeCharts>('../../testing/fakeLightweightCharts').fakeLightweightCharts());

// The indicators menu measures itself.
beforeAll(stubResizeObserver);
beforeEach(resetFakeCharts);
afterEach(() => authStateVar(initialAuthState));

type Bars = ReturnType<typeof barsFixture>;

function barsMock(symbols: string[], series: Bars[], range: ChartRange = 'M6', extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: WidgetPriceBarsDocument, variables: { symbols, range } }, result: { data: barsAnswer(series) }, ...extra };
}

const pendingBars = (symbol: string) => barsFixture(symbol, { status: 'pending', time: [], open: [], high: [], low: [], close: [], volume: [], adjClose: [] });
const unknownBars = (symbol: string) => ({ ...pendingBars(symbol), status: 'unknown' as const });

/** The one chart drawn, once its series are in. */
async function drawnChart() {
  await waitFor(() => expect(fakeCharts.at(-1)?.series.some((series) => !series.removed)).toBe(true));
  const chart = fakeCharts.at(-1)!;
  return { chart, series: chart.series.filter((series) => !series.removed) };
}

describe('widgetAdvancedRealtimeChart', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC')], 'M6', { delay: Infinity })] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    const failure = { request: { query: WidgetPriceBarsDocument, variables: { symbols: ['^IXIC'], range: 'M6' } }, result: { errors: [new GraphQLError('The market data service is unavailable.')] } };
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [failure] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The market data service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says prices are being fetched for a security not stored yet', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [pendingBars('^IXIC')])] });
    expect(await screen.findByText('Fetching prices for NASDAQ…')).toBeInTheDocument();
    expect(fakeCharts).toEqual([]);
  });

  it('says so for a symbol no provider knows', async () => {
    const config = { selectedTicker: { ticker: 'XYZ', tickerDisplay: 'XYZ' } };
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['XYZ'], [unknownBars('XYZ')])], config });
    expect(await screen.findByText('No market data for XYZ.')).toBeInTheDocument();
  });

  it('says so when the range holds no bars', async () => {
    const empty = { ...pendingBars('^IXIC'), status: 'ready' as const };
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [empty])] });
    expect(await screen.findByText('No prices for NASDAQ in this range.')).toBeInTheDocument();
  });

  it('draws candles with the volume on its own scale at the bottom', async () => {
    const fixture = barsFixture('^IXIC');
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [fixture])] });
    const { chart, series } = await drawnChart();
    expect(series.map((drawn) => drawn.definition)).toEqual([CandlestickSeries, HistogramSeries]);
    expect(series[0]!.data).toHaveLength(60);
    expect(series[0]!.data[59]).toEqual({ time: fixture.time[59], open: fixture.open[59], high: fixture.high[59], low: fixture.low[59], close: fixture.close[59] });
    expect(series[1]!.options).toMatchObject({ priceScaleId: 'volume', priceFormat: { type: 'volume' } });
    expect(chart.priceScales.volume).toEqual([{ scaleMargins: { top: 0.8, bottom: 0 } }]);
    expect(chart.fitted).toBe(1);
    expect(screen.getByRole('img', { name: 'Candlestick chart of NASDAQ' })).toBeInTheDocument();
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('styles the chart from the theme: transparent, subtle grid, gain and loss colours', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC')])] });
    const { chart, series } = await drawnChart();
    // The test's theme is dark until next-themes resolves one (useShownPalette).
    expect(chart.options).toContainEqual(expect.objectContaining({ grid: { vertLines: { color: '#232326' }, horzLines: { color: '#232326' } } }));
    expect(chart.options[0]).toMatchObject({ autoSize: true });
    expect(series[0]!.options).toMatchObject({ upColor: '#4ade80', downColor: '#f87171' });
  });

  it('labels simulated prices', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC', { simulated: true })])] });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Simulated prices, not market data');
  });

  it('draws the moving averages and Bollinger bands it is set to', async () => {
    const config = { movingAverages: '20', bollinger: true, showVolume: false };
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC')])], config });
    const { series } = await drawnChart();
    expect(series.map((drawn) => drawn.definition)).toEqual([CandlestickSeries, LineSeries, LineSeries, LineSeries, LineSeries]);
    expect(series.slice(1).map((drawn) => drawn.data.length)).toEqual([41, 41, 41, 41]);
    expect(screen.getByTestId('advanced-chart-legend')).toHaveTextContent(/SMA 20.*Upper band.*Bollinger \(20, 2\).*Lower band/);
  });

  it('adds the overlays chosen from its indicators menu', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC')])] });
    await drawnChart();
    fireEvent.click(screen.getByRole('button', { name: 'Indicators' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'SMA 50 and 200' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Volume' }));
    await waitFor(() => expect(fakeCharts.at(-1)!.series.filter((series) => !series.removed).map((series) => series.definition)).toEqual([CandlestickSeries, LineSeries, LineSeries]));
    // 60 bars: the 50-bar average from bar 50 on, none of the 200-bar one.
    expect(fakeCharts.at(-1)!.series.filter((series) => !series.removed).map((series) => series.data.length)).toEqual([60, 11, 0]);
  });

  it('compares with an index as lines of percent change, candles off', async () => {
    const main = barsFixture('^IXIC');
    const index = barsFixture('^GSPC', { close: main.close.map((close) => close * 2) });
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC', '^GSPC'], [main, index])], config: { compareWith: '^GSPC', showVolume: false } });
    const { series } = await drawnChart();
    expect(series.map((drawn) => drawn.definition)).toEqual([LineSeries, LineSeries]);
    expect(series[0]!.data[0]).toEqual({ time: main.time[0], value: 0 });
    // Twice the closes: the same percent changes.
    expect(series[1]!.data).toEqual(series[0]!.data.map((point) => expect.objectContaining({ value: expect.closeTo((point as { value: number }).value, 10) })));
    expect(series[1]!.options).toMatchObject({ title: 'S&P 500', priceFormat: { type: 'custom' } });
    expect(screen.getByTestId('advanced-chart-legend')).toHaveTextContent(/NASDAQ.*%.*S&P 500.*%/);
    expect(screen.getByRole('button', { name: 'Candles' })).toBeDisabled();
  });

  it('says when the index compared with is unknown, and still draws the security', async () => {
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC', '^GSPC'], [barsFixture('^IXIC'), unknownBars('^GSPC')])], config: { compareWith: '^GSPC' } });
    const { series } = await drawnChart();
    expect(series[0]!.definition).toBe(CandlestickSeries);
    expect(screen.getByTestId('advanced-chart-compare-note')).toHaveTextContent('No market data for S&P 500.');
  });

  it('asks for another range from its buttons', async () => {
    const year = barsFixture('^IXIC', { range: 'Y1' }, 250);
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [barsFixture('^IXIC')]), barsMock(['^IXIC'], [year], 'Y1')] });
    await drawnChart();
    fireEvent.click(screen.getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(fakeCharts.at(-1)!.series.find((series) => !series.removed)?.data).toHaveLength(250));
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
  });

  /** The day's chart with one quote of its security pushed, once the chart has moved its last bar. */
  async function showPushedQuote(stale: boolean) {
    authStateVar({ ...initialAuthState, isAuthenticated: true, isInitialized: true });
    const day = barsFixture('^IXIC', { range: 'D1', interval: '5m' }, 20);
    const lastOpen = day.time[19]!;
    const pushed = quoteFixture('^IXIC', { price: 500, at: new Date((lastOpen + 120) * 1000).toISOString(), stale });
    const push: MockLink.MockedResponse = { request: { query: MarketQuoteUpdatesDocument, variables: { symbols: ['^IXIC'] } }, result: { data: { marketQuote: pushed } }, delay: 50 };
    await renderWidget(widgetAdvancedRealtimeChart, { mocks: [barsMock(['^IXIC'], [day], 'D1'), push], config: { range: 'D1' } });
    const { series } = await drawnChart();
    await waitFor(() => expect(series[0]!.updates).toEqual([{ time: lastOpen, open: day.open[19], high: 500, low: day.low[19], close: 500 }]));
    await act(async () => undefined);
  }

  it('moves the last candle of the day with the quotes pushed', async () => {
    await showPushedQuote(false);
    expect(screen.getByTestId('advanced-chart-legend')).toHaveTextContent('NASDAQ500');
    expect(screen.queryByText('delayed')).not.toBeInTheDocument();
  });

  it('marks a pushed price the provider is late with', async () => {
    await showPushedQuote(true);
    expect(screen.getByText('delayed')).toHaveAttribute('title', expect.stringContaining('not refreshed as often'));
  });
});
