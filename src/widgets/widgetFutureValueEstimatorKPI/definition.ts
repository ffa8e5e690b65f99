import { holdingFilterFields } from '../framework/commonFields';
import type { ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { displayByField, planningFields } from '../sharedPlanning/planningFields';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, ...planningFields, displayBy: displayByField };

export type FutureValueEstimatorConfig = ConfigOf<typeof configs>;

export const widgetFutureValueEstimatorKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetFutureValueEstimatorKPI',
  displayName: 'Future value estimator',
  title: 'Future value',
  description: 'What the holdings (or an initial investment) grow to at a yearly rate, with regular contributions and a lump sum.',
  configs,
  configVersion: 1,
  load: () => import('./FutureValueEstimatorKpi').then((module) => module.FutureValueEstimatorKpi),
});
