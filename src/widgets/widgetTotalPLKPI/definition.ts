import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type TotalPLKpiConfig = ConfigOf<typeof configs>;

export const widgetTotalPLKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetTotalPLKPI',
  displayName: 'Profit/loss',
  title: 'Profit/loss',
  description: 'Your profit or loss over the interval, gains realised and unrealised plus income after taxes, and its percentage of the amount invested.',
  configs,
  configVersion: 1,
  load: () => import('./TotalPLKpi').then((module) => module.TotalPLKpi),
});
