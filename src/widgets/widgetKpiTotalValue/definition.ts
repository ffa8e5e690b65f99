import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = {
  ...holdingFilterFields,
  selectedType: selectField(
    'Show',
    [
      { value: 'marketValue', label: 'Market value' },
      { value: 'netContributions', label: 'Net contributions' },
    ],
    'marketValue',
  ),
  showCost: booleanField('Show value at cost', false),
  selectedInterval: intervalField('1M'),
};

export type KpiTotalValueConfig = ConfigOf<typeof configs>;

export const widgetKpiTotalValue = defineWidget({
  name: 'widgetKpiTotalValue',
  displayName: 'Value of holdings',
  title: 'Value of holdings',
  description: 'What your holdings are worth at the last close, in your display currency.',
  ...KPI_WIDGET,
  configs,
  configVersion: 1,
  load: () => import('./KpiTotalValue').then((module) => module.KpiTotalValue),
});
