import { CHART_RANGE_LABELS, CHART_RANGES, DEFAULT_INDEX, MARKET_INDEX_TICKERS } from '../../../common/market';
import { booleanField, selectField, tickerField, type ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { CHART_TYPE_OPTIONS, MOVING_AVERAGE_OPTIONS } from './chartLabels';

/** Nothing, or one of the indices: the benchmarks a security is usually held against. */
const COMPARE_OPTIONS = [{ value: '', label: 'Nothing' }, ...MARKET_INDEX_TICKERS.map((index) => ({ value: index.ticker, label: index.tickerDisplay }))];

const configs = {
  selectedTicker: tickerField('Security', DEFAULT_INDEX),
  range: selectField(
    'Range',
    CHART_RANGES.map((range) => ({ value: range, label: CHART_RANGE_LABELS[range] })),
    'M6',
  ),
  chartType: selectField('Chart type', CHART_TYPE_OPTIONS, 'candles'),
  compareWith: selectField('Compare with', COMPARE_OPTIONS, '', 'Both drawn as the percent change from the first bar.'),
  showVolume: booleanField('Show volume', true),
  movingAverages: selectField('Moving averages', MOVING_AVERAGE_OPTIONS, 'none'),
  bollinger: booleanField('Bollinger bands', false, '20 bars, two standard deviations.'),
};

export type AdvancedRealtimeChartConfig = ConfigOf<typeof configs>;

export const widgetAdvancedRealtimeChart = defineWidget({
  name: 'widgetAdvancedRealtimeChart',
  displayName: 'Advanced chart',
  title: 'Advanced chart',
  description: 'A security’s price as candles, a line or an area over a range, with volume, moving averages and Bollinger bands, compared with an index if you like. The last bar of a day follows the live price.',
  type: 'Chart',
  defaultLayout: { w: 4, h: 10, minW: 2, minH: 7 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./AdvancedRealtimeChart').then((module) => module.AdvancedRealtimeChart),
});
