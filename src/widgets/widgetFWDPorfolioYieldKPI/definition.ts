import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: forward figures are as of today, and the default filter lets every dividend KPI share one request.
const configs = { ...holdingFilterFields };

export type ForwardYieldKpiConfig = ConfigOf<typeof configs>;

export const widgetFWDPorfolioYieldKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetFWDPorfolioYieldKPI',
  displayName: 'Forward yield',
  title: 'Forward yield',
  description: 'The dividends of the next twelve months at today’s rates and shares, over the market value of the holdings.',
  configs,
  configVersion: 1,
  load: () => import('./ForwardYieldKpi').then((module) => module.ForwardYieldKpi),
});
