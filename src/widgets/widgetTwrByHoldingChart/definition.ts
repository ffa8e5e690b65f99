import { type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  selectedInterval: intervalField('3M'),
};

export type TwrByHoldingChartConfig = ConfigOf<typeof configs>;

export const widgetTwrByHoldingChart = defineWidget({
  name: 'widgetTwrByHoldingChart',
  displayName: 'Time-weighted return per holding',
  title: 'Time-weighted return per holding',
  description:
    'Each holding\'s time-weighted return over the interval, best first: how the positions did, whatever you added or took out. Switch to the money-weighted return per year to see your own result, the timing of your buys and sells included.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./TwrByHoldingChart').then((module) => module.TwrByHoldingChart),
});
