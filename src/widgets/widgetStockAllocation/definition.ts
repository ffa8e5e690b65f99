import { selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import type { AllocationBy } from '../sharedAllocation/allocation';
import { allocationFields } from '../sharedAllocation/allocationFields';

const configs = {
  ...holdingFilterFields,
  allocationBy: selectField<AllocationBy>(
    'Group by',
    [
      { value: 'holding', label: 'Holding' },
      { value: 'holdingType', label: 'Holding type (stock, ETF, fund)' },
      { value: 'sector', label: 'Sector' },
      { value: 'country', label: 'Country' },
      { value: 'currency', label: 'Currency' },
      { value: 'exchange', label: 'Exchange' },
    ],
    'holdingType',
  ),
  ...allocationFields,
};

export type StockAllocationConfig = ConfigOf<typeof configs>;

export const widgetStockAllocation = defineWidget({
  name: 'widgetStockAllocation',
  displayName: 'Stocks allocation',
  title: 'Stocks allocation',
  description: 'Your market value split by holding, type, sector, country, currency or exchange.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: {
    // Version 1's "pie" was drawn as a donut, which now has a value of its own beside the full pie.
    2: (config) => (config.chartType === 'pie' ? { ...config, chartType: 'donut' } : config),
  },
  load: () => import('./StockAllocation').then((module) => module.StockAllocation),
});
