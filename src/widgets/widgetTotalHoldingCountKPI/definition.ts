import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type TotalHoldingCountKpiConfig = ConfigOf<typeof configs>;

export const widgetTotalHoldingCountKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetTotalHoldingCountKPI',
  displayName: 'Holdings count',
  title: 'Holdings count',
  description: 'How many holdings you have, by type: stocks, funds and ETFs.',
  configs,
  configVersion: 1,
  load: () => import('./TotalHoldingCountKpi').then((module) => module.TotalHoldingCountKpi),
});
