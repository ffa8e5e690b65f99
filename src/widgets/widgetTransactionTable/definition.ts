import { columnSortModelField, columnVisibilityField, portfoliosField, visibleColumns, type ConfigOf } from '../framework/configFields';
import { intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { TRANSACTION_COLUMNS } from './transactionTableOptions';

/** Every column; on a phone, when, what and how much. */
export const TRANSACTION_VISIBILITY = {
  default: visibleColumns(TRANSACTION_COLUMNS),
  mobile: visibleColumns(TRANSACTION_COLUMNS, ['date', 'ticker', 'value']),
};

const configs = {
  portfolio_Ids: portfoliosField(),
  // The transaction table looks back 1 month by default.
  selectedInterval: intervalField('1M'),
  // Newest first; a header click changes it for the layout it is seen in.
  columnSortModel: columnSortModelField(TRANSACTION_COLUMNS, { default: [{ field: 'date', sort: 'desc' }], mobile: [{ field: 'date', sort: 'desc' }] }),
  columnVisibility: columnVisibilityField(TRANSACTION_COLUMNS, TRANSACTION_VISIBILITY),
};

export type TransactionTableConfig = ConfigOf<typeof configs>;

export const widgetTransactionTable = defineWidget({
  name: 'widgetTransactionTable',
  displayName: 'Transaction table',
  title: 'Transactions',
  description: 'Your latest transactions, newest first; click one to edit it.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  // Version 2: the interval as { name, desc }; the sort and columns are new fields with defaults.
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./TransactionTableWidget').then((module) => module.TransactionTableWidget),
});
