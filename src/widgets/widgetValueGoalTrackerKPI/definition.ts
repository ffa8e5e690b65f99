import { holdingFilterFields } from '../framework/commonFields';
import type { ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { goalFields } from '../sharedPlanning/planningFields';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, ...goalFields };

export type ValueGoalTrackerConfig = ConfigOf<typeof configs>;

export const widgetValueGoalTrackerKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetValueGoalTrackerKPI',
  displayName: 'Value goal tracker',
  title: 'Goal',
  description: 'How far the holdings are towards a value goal, and when they reach it at the current pace.',
  configs,
  configVersion: 1,
  load: () => import('./ValueGoalTrackerKpi').then((module) => module.ValueGoalTrackerKpi),
});
