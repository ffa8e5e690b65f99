import { screen, within } from '@testing-library/react';
import { palettes } from '../../ui/themes/palettes';
import { WidgetBenchmarkReturnDocument, WidgetValueSeriesDocument, type WidgetValueSeriesQuery } from '../../generated/graphql';
import { benchmarkAnswer } from '../sharedMarket/testing/marketFixtures';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { valueSeriesFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { widgetPortfolioValueOvertimeChart } from './definition';

type Point = WidgetValueSeriesQuery['portfolioValueSeries'][number];

const oneMonth = { filter: { from: intervalRange('1M').from } };
const series = valueSeriesFixture(30);
const mocks = stateMocks(WidgetValueSeriesDocument, oneMonth, {
  empty: { portfolioValueSeries: [] },
  success: { portfolioValueSeries: series },
});
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);

function point(date: string, value: number, cost: number): Point & { __typename: 'ValuePoint' } {
  return { __typename: 'ValuePoint', date, value, cost, netContributions: cost };
}

/** The drawn lines' colours (nivo draws one unfilled path per series). */
function lineColours(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('svg path[fill="none"]'), (path) => path.getAttribute('stroke') ?? '').sort();
}

describe('widgetPortfolioValueOvertimeChart', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when there is no series', async () => {
    await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.empty });
    expect(await screen.findByText('No value to chart over this interval yet.')).toBeInTheDocument();
  });

  it('counts a series worth nothing every day as empty', async () => {
    const zeros = stateMocks(WidgetValueSeriesDocument, oneMonth, {
      empty: { portfolioValueSeries: [] },
      success: { portfolioValueSeries: [point('2026-11-01', 0, 0), point('2026-11-02', 0, 500)] },
    });
    await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: zeros.success });
    expect(await screen.findByText('No value to chart over this interval yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws the market value with an area under it and the value at cost, with the latest of each', async () => {
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.success });
    const legend = await screen.findByTestId('value-legend');
    const last = series[series.length - 1]!;
    const lastValue = `$${(Math.round(last.value * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(within(legend).getByText('Market value').nextSibling).toHaveTextContent(lastValue);
    expect(within(legend).getByText('At cost').nextSibling).toHaveTextContent('$12,000.00');
    expect(screen.getByRole('img', { name: `Portfolio value over 1 month: $14,000.00 on 26 Aug 26, ${lastValue} on 24 Sep 26` })).toBeInTheDocument();
    expect(lineColours(container)).toEqual([chart.series[0], chart.series[2]].sort());
    expect(screen.getByTestId('value-area').querySelector('path')).toHaveAttribute('fill', 'url(#value-area-widget-1)');
  });

  it('labels the value axis compactly and the date axis by day over a month', async () => {
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.success });
    await screen.findByTestId('value-legend');
    const labels = Array.from(container.querySelectorAll('svg text'), (text) => text.textContent ?? '');
    expect(labels).toEqual(expect.arrayContaining(['$12.0K', '$14.0K', '6 Sep', '13 Sep', '20 Sep']));
  });

  it('hides the axes’ labels when labels are turned off, the lines and the legend kept', async () => {
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.success, config: { showLabel: false } });
    await screen.findByTestId('value-legend');
    const labels = Array.from(container.querySelectorAll('svg text'));
    expect(labels.map((text) => text.textContent)).toEqual(expect.arrayContaining(['$12.0K', '6 Sep']));
    for (const label of labels) expect(label).not.toBeVisible();
    expect(lineColours(container)).toEqual([chart.series[0], chart.series[2]].sort());
  });

  it('shows the axes’ labels by default', async () => {
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: mocks.success });
    await screen.findByTestId('value-legend');
    const label = Array.from(container.querySelectorAll('svg text')).find((text) => text.textContent === '$12.0K');
    expect(label).toBeVisible();
  });

  it('draws the market value alone when the cost is turned off, over the chosen interval', async () => {
    const year = stateMocks(WidgetValueSeriesDocument, { filter: { from: intervalRange('1Y').from } }, {
      empty: { portfolioValueSeries: [] },
      success: { portfolioValueSeries: [point('2025-12-01', 1000, 900), point('2026-06-01', 1500, 1200), point('2026-11-30', 1250.5, 1200)] },
    });
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: year.success, config: { selectedInterval: selectedInterval('1Y'), showCost: false } });
    const legend = await screen.findByTestId('value-legend');
    expect(legend).toHaveTextContent('Market value$1,250.50');
    expect(within(legend).queryByText('At cost')).not.toBeInTheDocument();
    expect(lineColours(container)).toEqual([chart.series[0]]);
    expect(screen.getByRole('img', { name: 'Portfolio value over 1 year: $1,000.00 on 01 Dec 25, $1,250.50 on 30 Nov 26' })).toBeInTheDocument();
  });

  it('shows a single day as dots rather than an invisible line', async () => {
    const day = stateMocks(WidgetValueSeriesDocument, { filter: { from: intervalRange('1D').from } }, {
      empty: { portfolioValueSeries: [] },
      success: { portfolioValueSeries: [point('2026-11-24', 15234.5, 12000)] },
    });
    const { container } = await renderWidget(widgetPortfolioValueOvertimeChart, { mocks: day.success, config: { selectedInterval: selectedInterval('1D') } });
    expect(await screen.findByTestId('value-legend')).toHaveTextContent('Market value$15,234.50At cost$12,000.00');
    expect(container.querySelectorAll('svg circle')).toHaveLength(2);
  });

  describe('compared with a benchmark', () => {
    const threeMonths = { filter: { from: intervalRange('3M').from } };
    const sp500 = { ticker: '^GSPC', tickerDisplay: 'S&P 500' };
    // 1,000 grows to 1,100 (+10 %); then 100 is put in and the 1,200 stays 1,200: +10 % in all.
    const grown = [
      { __typename: 'ValuePoint' as const, date: '2026-08-26', value: 1000, cost: 1000, netContributions: 1000 },
      { __typename: 'ValuePoint' as const, date: '2026-10-26', value: 1100, cost: 1000, netContributions: 1000 },
      { __typename: 'ValuePoint' as const, date: '2026-11-26', value: 1200, cost: 1100, netContributions: 1100 },
    ];
    const valueMock = { request: { query: WidgetValueSeriesDocument, variables: threeMonths }, result: { data: { portfolioValueSeries: grown } } };
    const benchmarkRequest = { query: WidgetBenchmarkReturnDocument, variables: { symbol: '^GSPC', from: intervalRange('3M').from } };

    it('draws both time-weighted returns in percent, money put in not counted as gain', async () => {
      await renderWidget(widgetPortfolioValueOvertimeChart, {
        mocks: [valueMock, { request: benchmarkRequest, result: { data: benchmarkAnswer('^GSPC') } }],
        config: { selectedInterval: selectedInterval('3M'), benchmark: sp500 },
      });
      const legend = await screen.findByTestId('benchmark-legend');
      await within(legend).findByText('S&P 500');
      expect(legend).toHaveTextContent('Your portfolio+10.00%S&P 500+5.12%');
      expect(screen.getByRole('img', { name: 'Return over 3 months: your portfolio +10.00%, S&P 500 +5.12%' })).toBeInTheDocument();
    });

    it('shows the portfolio alone and says why when no provider knows the benchmark', async () => {
      await renderWidget(widgetPortfolioValueOvertimeChart, {
        mocks: [valueMock, { request: benchmarkRequest, result: { data: benchmarkAnswer('^GSPC', { status: 'unknown', points: [], twr: null }) } }],
        config: { selectedInterval: selectedInterval('3M'), benchmark: sp500 },
      });
      expect(await screen.findByText('No market data for S&P 500.')).toBeInTheDocument();
      expect(screen.getByTestId('benchmark-legend')).toHaveTextContent('Your portfolio+10.00%');
      expect(screen.getByTestId('benchmark-legend')).not.toHaveTextContent('S&P 500');
    });
  });
});
