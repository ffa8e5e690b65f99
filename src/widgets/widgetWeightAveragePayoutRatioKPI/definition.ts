import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: the ratios are the provider's latest, and the default filter lets every dividend KPI share one request.
const configs = { ...holdingFilterFields };

export type PayoutRatioKpiConfig = ConfigOf<typeof configs>;

export const widgetWeightAveragePayoutRatioKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetWeightAveragePayoutRatioKPI',
  displayName: 'Payout ratio',
  title: 'Payout ratio',
  description: 'The share of their earnings your paying holdings pay out as dividends, weighted by market value, over those whose ratio is known.',
  configs,
  configVersion: 1,
  load: () => import('./PayoutRatioKpi').then((module) => module.PayoutRatioKpi),
});
