import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

// No interval: declared payouts are those not yet paid today, and the default filter lets every dividend KPI share one request.
const configs = { ...holdingFilterFields };

export type DeclaredDividendsKpiConfig = ConfigOf<typeof configs>;

export const widgetDeclatedPayoutsKPI = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetDeclatedPayoutsKPI',
  displayName: 'Declared dividends',
  title: 'Declared dividends',
  description: 'The income of the dividends the market has announced for your holdings and not yet paid, with how many and the next pay date.',
  configs,
  configVersion: 1,
  load: () => import('./DeclaredDividendsKpi').then((module) => module.DeclaredDividendsKpi),
});
