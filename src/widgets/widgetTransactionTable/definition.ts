import { portfoliosField, type ConfigOf } from '../framework/configFields';
import { intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  portfolio_Ids: portfoliosField(),
  // The transaction table looks back 1 month by default.
  selectedInterval: intervalField('1M'),
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
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./TransactionTableWidget').then((module) => module.TransactionTableWidget),
});
