import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  // How far back the timeline starts (3M, as most widgets); it always runs a year ahead.
  selectedInterval: intervalField(),
};

export type DividendTimelineConfig = ConfigOf<typeof configs>;

export const widgetDividendTimeline = defineWidget({
  name: 'widgetDividendTimeline',
  displayName: 'Dividend timeline',
  title: 'Dividend timeline',
  description: 'Each holding’s dividends month by month, from the interval’s start to a year ahead: paid, declared and estimated.',
  type: 'Chart',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./DividendTimeline').then((module) => module.DividendTimeline),
});
