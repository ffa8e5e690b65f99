import { benchmarkField, booleanField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  // Portfolio value looks back one month by default.
  selectedInterval: intervalField('1M'),
  showCost: booleanField('Show value at cost', true, 'A second line: what the holdings cost.'),
  // Set: the chart compares returns in percent instead of drawing the value.
  benchmark: benchmarkField('Compare your time-weighted return with an index or any security over the same days (dividends reinvested).'),
};

export type PortfolioValueOvertimeChartConfig = ConfigOf<typeof configs>;

export const widgetPortfolioValueOvertimeChart = defineWidget({
  name: 'widgetPortfolioValueOvertimeChart',
  displayName: 'Portfolio value over time',
  title: 'Portfolio value over time',
  description: 'The market value of your holdings at each close, with what they cost.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./PortfolioValueOvertimeChart').then((module) => module.PortfolioValueOvertimeChart),
});
