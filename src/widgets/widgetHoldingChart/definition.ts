import { holdingFilterFields } from '../framework/commonFields';
import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { HOLDING_METRICS } from './holdingMetrics';

const configs = {
  ...holdingFilterFields,
  primaryData: selectField('Figure', HOLDING_METRICS, 'marketValue'),
  primaryChartType: selectField(
    'Chart type',
    [
      { value: 'bar', label: 'Bars' },
      { value: 'line', label: 'Line' },
    ],
    'bar',
  ),
  enableSecondaryData: booleanField('Compare with a second figure', false),
  secondaryData: selectField('Second figure', HOLDING_METRICS, 'costValue', 'Shown when comparing with a second figure.'),
};

export type HoldingChartConfig = ConfigOf<typeof configs>;

export const widgetHoldingChart = defineWidget({
  name: 'widgetHoldingChart',
  displayName: 'Holding chart',
  title: 'Holding chart',
  description: 'One figure per holding (market value, cost, income, realised or unrealised gain, profit/loss, forward dividend income or yield, dividend growth), optionally beside a second one; money in your display currency.',
  type: 'Chart',
  defaultLayout: { w: 3, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./HoldingChart').then((module) => module.HoldingChart),
});
