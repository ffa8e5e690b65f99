import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: forward figures are as of today, and the default filter lets every dividend KPI share one request.
const configs = { ...holdingFilterFields };

export type YieldOnCostKpiConfig = ConfigOf<typeof configs>;

export const widgetFWDYieldAtCostKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetFWDYieldAtCostKPI',
  displayName: 'Yield on cost',
  title: 'Yield on cost',
  description: 'The dividends of the next twelve months at today’s rates and shares, over what you paid for the holdings.',
  configs,
  configVersion: 1,
  load: () => import('./YieldOnCostKpi').then((module) => module.YieldOnCostKpi),
});
