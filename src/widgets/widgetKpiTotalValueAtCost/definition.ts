import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type KpiTotalValueAtCostConfig = ConfigOf<typeof configs>;

export const widgetKpiTotalValueAtCost = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiTotalValueAtCost',
  displayName: 'Cost value',
  title: 'Value at cost',
  description: 'What the shares you hold cost you, commissions included, in your display currency.',
  configs,
  configVersion: 1,
  load: () => import('./KpiTotalValueAtCost').then((module) => module.KpiTotalValueAtCost),
});
