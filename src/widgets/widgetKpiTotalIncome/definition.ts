import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type KpiTotalIncomeConfig = ConfigOf<typeof configs>;

export const widgetKpiTotalIncome = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiTotalIncome',
  displayName: 'Dividend income',
  title: 'Dividend income',
  description: 'Dividends and other income received over the interval, before taxes withheld, which it notes.',
  configs,
  configVersion: 1,
  load: () => import('./KpiTotalIncome').then((module) => module.KpiTotalIncome),
});
