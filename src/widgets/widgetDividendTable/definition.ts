import { booleanField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  // How far back the past dividends go: the answer's payouts start at the interval's start.
  selectedInterval: intervalField('1Y'),
  // A table's columnVisibility: one switch per optional column. A widget narrower than 600 px
  // hides these columns whatever the switches say (the mobile visibility).
  showExDate: booleanField('Show ex-date', true),
  showRecordDate: booleanField('Show record date', true),
  showShares: booleanField('Show shares', true),
};

export type DividendTableConfig = ConfigOf<typeof configs>;

export const widgetDividendTable = defineWidget({
  name: 'widgetDividendTable',
  displayName: 'Past dividends',
  title: 'Past dividends',
  description: 'Every dividend your holdings have paid, newest first: its dates, the amount a share and your income.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./DividendTable').then((module) => module.DividendTable),
});
