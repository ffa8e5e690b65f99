import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { EFFECT_HINTS, SORT_DIRECTIONS, SORT_FIELDS } from './holdingsTableOptions';

const configs = {
  ...holdingFilterFields,
  // A table's columnSortModel ({field, sort}) as two plain selects, so the settings form needs no
  // compound control; a header click re-sorts the table until the settings change.
  sortField: selectField('Sort by', SORT_FIELDS, 'marketValue'),
  sortDirection: selectField('Sort direction', SORT_DIRECTIONS, 'desc'),
  // A table's columnVisibility: one switch per optional column. A widget narrower than 600 px
  // hides these columns whatever the switches say (the mobile visibility).
  showAverageCost: booleanField('Show average cost', true),
  showRealised: booleanField('Show realised gain', true),
  // Off by default: they matter for holdings in another currency, and the table is wide already.
  showPriceGain: booleanField('Show price gain', false, EFFECT_HINTS.priceGain),
  showCurrencyGain: booleanField('Show currency gain', false, EFFECT_HINTS.currencyGain),
  showIncome: booleanField('Show income', true),
  showWeight: booleanField('Show weight', true),
};

export type StockTableConfig = ConfigOf<typeof configs>;

export const widgetStockTable = defineWidget({
  name: 'widgetStockTable',
  displayName: 'Holdings profit and loss table',
  title: 'Holdings profit and loss',
  description: 'Every holding with its shares, price, cost, market value, gains, income and weight, with a total row.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./StockTable').then((module) => module.StockTable),
});
