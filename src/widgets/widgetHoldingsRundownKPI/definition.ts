import { holdingFilterFields } from '../framework/commonFields';
import type { ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { withdrawalFields } from '../sharedPlanning/planningFields';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, ...withdrawalFields };

export type HoldingsRundownConfig = ConfigOf<typeof configs>;

export const widgetHoldingsRundownKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetHoldingsRundownKPI',
  displayName: 'Portfolio depletion',
  title: 'Money lasts',
  description: 'How long the holdings (or an initial investment) last at a regular withdrawal while they grow at a yearly rate.',
  configs,
  configVersion: 1,
  load: () => import('./HoldingsRundownKpi').then((module) => module.HoldingsRundownKpi),
});
