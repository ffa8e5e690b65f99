import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: forward figures are as of today, and the default filter lets every dividend KPI share one request.
const configs = { ...holdingFilterFields };

export type DividendEstimateKpiConfig = ConfigOf<typeof configs>;

export const widgetFWDAnnualIncomeKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetFWDAnnualIncomeKPI',
  displayName: 'Dividend estimate',
  title: 'Dividend estimate',
  description: 'The dividend income of the next twelve months at today’s rates and shares, before taxes, with its monthly average.',
  configs,
  configVersion: 1,
  load: () => import('./DividendEstimateKpi').then((module) => module.DividendEstimateKpi),
});
