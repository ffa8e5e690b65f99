import { holdingFilterFields } from '../framework/commonFields';
import { booleanField, selectField, type ConfigOf, type FieldOption } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { HOLDING_METRICS } from './holdingMetrics';

const CHART_TYPES = [
  { value: 'bar', label: 'Bars' },
  { value: 'line', label: 'Line' },
] as const satisfies readonly FieldOption[];

const configs = {
  ...holdingFilterFields,
  primaryData: selectField('Figure', HOLDING_METRICS, 'marketValue'),
  primaryChartType: selectField('Chart type', CHART_TYPES, 'bar'),
  enableSecondaryData: booleanField('Compare with a second figure', false),
  secondaryData: selectField('Second figure', HOLDING_METRICS, 'costValue', 'Shown when comparing with a second figure.'),
  // A line by default, so the second figure reads apart from the first's bars.
  secondaryChartType: selectField('Second figure as', CHART_TYPES, 'line'),
  showSecondaryAxis: booleanField(
    'Second figure on its own axis',
    false,
    'On the right, with its own scale. Off: both share the left axis, unless their units differ (a yield in % beside a value in money): then the second always gets its own.',
  ),
};

export type HoldingChartConfig = ConfigOf<typeof configs>;

export const widgetHoldingChart = defineWidget({
  name: 'widgetHoldingChart',
  displayName: 'Holding chart',
  title: 'Holding chart',
  description: 'One figure per holding (market value, cost, income, realised or unrealised gain, profit/loss, forward dividend income or yield, dividend growth), optionally beside a second one as bars or a line, on its own axis if you like; money in your display currency.',
  type: 'Chart',
  defaultLayout: { w: 3, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./HoldingChart').then((module) => module.HoldingChart),
});
