import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = { ...holdingFilterFields, selectedInterval: intervalField('3M') };

export type KpiTotalValueAtCostCompositeConfig = ConfigOf<typeof configs>;

export const widgetKpiTotalValueAtCostComposite = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiTotalValueAtCostComposite',
  displayName: 'Market value breakdown',
  title: 'Market value breakdown',
  description: 'What your holdings are worth, split into what they cost and the gain or loss not yet realised.',
  configs,
  configVersion: 1,
  load: () => import('./KpiTotalValueAtCostComposite').then((module) => module.KpiTotalValueAtCostComposite),
});
