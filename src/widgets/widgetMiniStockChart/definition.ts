import { CHART_RANGE_LABELS, CHART_RANGES, DEFAULT_INDEX } from '../../../common/market';
import type { ConfigOf } from '../framework/configFields';
import { selectField, tickerField } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';

export const RANGE_OPTIONS = CHART_RANGES.map((range) => ({ value: range, label: CHART_RANGE_LABELS[range] }));

const configs = {
  selectedTicker: tickerField('Symbol', { ...DEFAULT_INDEX }),
  // Also switched by the buttons under the chart.
  range: selectField('Range', RANGE_OPTIONS, 'D1'),
};

export type MiniStockChartConfig = ConfigOf<typeof configs>;

export const widgetMiniStockChart = defineWidget({
  name: 'widgetMiniStockChart',
  displayName: 'Mini chart',
  title: 'Mini chart',
  description: 'One index or listing’s closes over a range you switch under the chart, with its price and its change over that range.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 6, minW: 2, minH: 5 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./MiniStockChart').then((module) => module.MiniStockChart),
});
