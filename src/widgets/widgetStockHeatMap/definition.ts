import { selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  universe: selectField(
    'Stocks',
    [
      { value: 'holdings', label: 'Your holdings' },
      { value: 'screener', label: 'Market (screener universe)' },
    ],
    'holdings',
    'Your holdings are sized by market value, the market by capitalisation.',
  ),
  // The portfolio filter chooses the holdings; the market's universe ignores it.
  ...holdingFilterFields,
};

export type StockHeatMapConfig = ConfigOf<typeof configs>;

export const widgetStockHeatMap = defineWidget({
  name: 'widgetStockHeatMap',
  displayName: 'Stock heatmap',
  title: 'Stock heatmap',
  description: "Today's change of your holdings or of the market, grouped by sector: each tile sized by its weight, red for a fall, green for a rise.",
  type: 'Chart',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./StockHeatMap').then((module) => module.StockHeatMap),
});
