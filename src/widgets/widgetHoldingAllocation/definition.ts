import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { allocationFields } from '../sharedAllocation/allocationFields';

// Grouped by holding, always: the stocks allocation is the one to group otherwise.
const configs = {
  ...holdingFilterFields,
  ...allocationFields,
};

export type HoldingAllocationConfig = ConfigOf<typeof configs>;

export const widgetHoldingAllocation = defineWidget({
  name: 'widgetHoldingAllocation',
  displayName: 'Holdings allocation pie',
  title: 'Holdings allocation',
  description: 'How your market value splits across holdings: the eight largest, then the rest as Other.',
  type: 'Chart',
  // The holdings allocation is 1 column by 11 rows, tall enough for donut and legend.
  defaultLayout: { w: 1, h: 11, minW: 1, minH: 8 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./HoldingAllocation').then((module) => module.HoldingAllocation),
});
