import { booleanField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  // How far back the received income goes; dividend income looks back a year by default.
  selectedInterval: intervalField('1Y'),
  showForecast: booleanField('Show the forecast', true, 'The twelve months ahead, lighter: declared and estimated dividends.'),
};

export type DividendIncomeChartConfig = ConfigOf<typeof configs>;

export const widgetDividendIncomeChart = defineWidget({
  name: 'widgetDividendIncomeChart',
  displayName: 'Dividend income chart',
  title: 'Dividend income',
  description: 'The dividend income you received each month, and what the next twelve months should bring.',
  type: 'Chart',
  defaultLayout: { w: 3, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./DividendIncomeChart').then((module) => module.DividendIncomeChart),
});
