import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type KpiTotalReturnConfig = ConfigOf<typeof configs>;

export const widgetKpiTotalReturn = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiTotalReturn',
  displayName: 'Profit/loss breakdown',
  title: 'Profit/loss breakdown',
  description: 'Your profit or loss over the interval and its parts: realised and unrealised gains, income, and the taxes and fees paid on income.',
  configs,
  configVersion: 1,
  load: () => import('./KpiTotalReturn').then((module) => module.KpiTotalReturn),
});
