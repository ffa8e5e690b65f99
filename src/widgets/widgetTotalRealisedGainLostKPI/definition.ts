import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type TotalRealisedGainLostKpiConfig = ConfigOf<typeof configs>;

export const widgetTotalRealisedGainLostKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetTotalRealisedGainLostKPI',
  displayName: 'Realised capital gain/loss',
  title: 'Realised gain/loss',
  description: 'The gain or loss locked in by the shares you sold over the interval, positions closed in full included.',
  configs,
  configVersion: 1,
  load: () => import('./TotalRealisedGainLostKpi').then((module) => module.TotalRealisedGainLostKpi),
});
