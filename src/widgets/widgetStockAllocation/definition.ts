import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import type { AllocationBy } from '../sharedAllocation/allocation';

const configs = {
  ...holdingFilterFields,
  allocationBy: selectField<AllocationBy>(
    'Group by',
    [
      { value: 'holding', label: 'Holding' },
      { value: 'holdingType', label: 'Holding type (stock, ETF, fund)' },
      { value: 'country', label: 'Country' },
      { value: 'currency', label: 'Currency' },
      { value: 'exchange', label: 'Exchange' },
    ],
    'holdingType',
  ),
  chartType: selectField(
    'Chart',
    [
      { value: 'pie', label: 'Donut' },
      { value: 'bar', label: 'Bars' },
    ],
    'pie',
  ),
  showTable: booleanField('Show table', false, 'Every group with its value and share under the chart.'),
};

export type StockAllocationConfig = ConfigOf<typeof configs>;

export const widgetStockAllocation = defineWidget({
  name: 'widgetStockAllocation',
  displayName: 'Stocks allocation',
  title: 'Stocks allocation',
  description: 'Your market value split by holding, type, country, currency or exchange.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./StockAllocation').then((module) => module.StockAllocation),
});
