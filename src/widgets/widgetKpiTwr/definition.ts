import { benchmarkField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = {
  ...holdingFilterFields,
  // A year by default: a return per year means most over at least one (each widget chooses its default).
  selectedInterval: intervalField('1Y'),
  benchmark: benchmarkField(),
};

export type KpiTwrConfig = ConfigOf<typeof configs>;

export const widgetKpiTwr = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiTwr',
  displayName: 'Time-weighted return',
  title: 'Time-weighted return',
  description:
    'How your holdings performed over the interval, leaving out the timing of money put in and taken out: per year for a year or more, cumulative below. Beside it, the money-weighted return per year: your own result, that timing included.',
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./KpiTwr').then((module) => module.KpiTwr),
});
