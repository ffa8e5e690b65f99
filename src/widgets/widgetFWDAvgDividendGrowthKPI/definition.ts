import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: the growth is over the last complete calendar years, whatever the dashboard shows.
const configs = { ...holdingFilterFields };

export type DividendGrowthKpiConfig = ConfigOf<typeof configs>;

export const widgetFWDAvgDividendGrowthKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetFWDAvgDividendGrowthKPI',
  displayName: 'Dividend growth',
  title: 'Dividend growth',
  description:
    'How fast the dividend per share of the paying holdings grew per year over the last 5 complete years, weighted by the income each brings; beside it, over the last 3.',
  configs,
  configVersion: 1,
  load: () => import('./DividendGrowthKpi').then((module) => module.DividendGrowthKpi),
});
