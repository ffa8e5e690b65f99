import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type TotalUnrealisedGainLostKpiConfig = ConfigOf<typeof configs>;

export const widgetTotalUnRealisedGainLostKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetTotalUnRealisedGainLostKPI',
  displayName: 'Unrealised capital gain/loss',
  title: 'Unrealised gain/loss',
  description: 'The gain or loss on the shares you still hold, at the last close, and its percentage of their cost.',
  configs,
  configVersion: 1,
  load: () => import('./TotalUnrealisedGainLostKpi').then((module) => module.TotalUnrealisedGainLostKpi),
});
