import type { TimelineDataset, TimelineDateBy, TimelineGroupBy, TimelineMeasure, TimelineOperation } from '../../generated/graphql';
import { intervalAsObject, intervalField } from '../framework/commonFields';
import { booleanField, portfoliosField, selectField, type ConfigOf, type FieldOption } from '../framework/configFields';
import { selectedInterval } from '../framework/intervals';
import { defineWidget } from '../framework/widgetTypes';

// The server's groupings and measures (TimelineGroupBy, TimelineMeasure), as the settings offer them.
const GROUP_BY = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
] as const satisfies readonly FieldOption<TimelineGroupBy>[];

const MAIN_VALUES = [
  { value: 'value', label: 'Transaction value' },
  { value: 'count', label: 'Number of transactions' },
] as const satisfies readonly FieldOption<TimelineMeasure>[];

const DATASETS = [
  { value: 'all', label: 'All transactions' },
  { value: 'trades', label: 'Buys and sells' },
  { value: 'income', label: 'Income (dividends, interest)' },
  { value: 'corporateActions', label: 'Splits, spin-offs and mergers' },
  { value: 'cash', label: 'Cash (deposits, withdrawals, fees, taxes, interest)' },
] as const satisfies readonly FieldOption<TimelineDataset>[];

const OPERATIONS = [
  { value: 'sum', label: 'Total per period' },
  { value: 'average', label: 'Average per transaction' },
  { value: 'cumulative', label: 'Running total' },
] as const satisfies readonly FieldOption<TimelineOperation>[];

// The spec's mainTime: the date that places a transaction in a period. Only income has a second
// one (its dividend's ex-date); the ledger keeps no settlement date for trades.
const DATES = [
  { value: 'transactionDate', label: 'When booked (usually paid)' },
  { value: 'exDate', label: 'Ex-dividend date' },
] as const satisfies readonly FieldOption<TimelineDateBy>[];

const CHART_TYPES = [
  { value: 'stacked', label: 'Stacked bars' },
  { value: 'grouped', label: 'Bars side by side' },
  { value: 'line', label: 'Lines' },
] as const satisfies readonly FieldOption[];

const configs = {
  portfolio_Ids: portfoliosField(),
  mainValue: selectField('Show', MAIN_VALUES, 'value'),
  mainInterval: intervalField('1Y'),
  group_by: selectField('Group by', GROUP_BY, 'month'),
  includeCurrentInterval: booleanField('Include the current period', true, 'Off: the chart ends with the last complete day, week, month, quarter or year.'),
  dataset: selectField('Transactions', DATASETS, 'all'),
  operation: selectField('Per period', OPERATIONS, 'sum', 'An average is of transaction values. A running total adds each period to all before it, from your first transaction.'),
  chartType: selectField('Chart type', CHART_TYPES, 'stacked', 'One bar, part or line per kind of transaction.'),
  mainTime: selectField('Date of income', DATES, 'transactionDate', 'Income is placed by its dividend’s ex-date when known; other transactions keep their own date.'),
};

export type TransactionTimelineConfig = ConfigOf<typeof configs>;

export const widgetTransactionTimeline = defineWidget({
  name: 'widgetTransactionTimeline',
  displayName: 'Transaction timeline chart',
  title: 'Transaction timeline',
  description: 'Your transactions over time, all or of one sort (trades, income, corporate actions, cash): their value in your display currency or how many, per period, on average or as a running total.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, maxW: 4, maxH: 12 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  // Version 1 stored the lookback as a bare name under `mainTime`; the spec calls it mainInterval.
  migrations: { 2: intervalAsObject('mainInterval', 'mainTime') },
  // The quick options the widget offers, each a period with a grouping that gives a readable number of bars.
  quickOptions: [
    { label: 'Last week', config: { mainInterval: selectedInterval('1W'), group_by: 'day' } },
    { label: 'Last month', config: { mainInterval: selectedInterval('1M'), group_by: 'week' } },
    { label: 'Last quarter', config: { mainInterval: selectedInterval('3M'), group_by: 'week' } },
    { label: 'Last year', config: { mainInterval: selectedInterval('1Y'), group_by: 'month' } },
  ],
  load: () => import('./TransactionTimeline').then((module) => module.TransactionTimeline),
});
