import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { SORT_DIRECTIONS } from '../sharedTable/tableSort';
import { SORT_FIELDS } from './dividendTableOptions';

const configs = {
  ...holdingFilterFields,
  // The columnSortModel as two selects, as in the holdings table; a header click re-sorts until the settings change.
  sortField: selectField('Sort by', SORT_FIELDS, 'forwardIncome'),
  sortDirection: selectField('Sort direction', SORT_DIRECTIONS, 'desc'),
  // The columnVisibility: one switch per optional column; a widget narrower than 600 px hides them whatever they say.
  showYieldOnCost: booleanField('Show yield on cost', true),
  showPayoutRatio: booleanField('Show payout ratio', true),
  showFrequency: booleanField('Show frequency', true),
  showExDate: booleanField('Show next ex-date', true),
  showPayDate: booleanField('Show next pay date', true),
  showGrowth: booleanField('Show 5-year growth', true),
};

export type DividendInsightsTableConfig = ConfigOf<typeof configs>;

export const widgetMyStockDividendInfoTable = defineWidget({
  name: 'widgetMyStockDividendInfoTable',
  displayName: 'Dividend insights',
  title: 'Dividend insights',
  description:
    'Every holding’s dividend going forward: rate per share, income, yield at market and on cost, payout ratio, frequency, next ex- and pay dates and 5-year growth, with a total row.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./DividendInsightsTable').then((module) => module.DividendInsightsTable),
});
