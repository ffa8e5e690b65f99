/**
 * The past dividends table's columns (each sortable, each can be hidden), apart from the table's
 * logic because the widget's definition (in every first load) needs only these.
 */
import type { FieldOption } from '../framework/configFields';

export const PAST_DIVIDEND_COLUMNS = [
  { value: 'paymentDate', label: 'Paid' },
  { value: 'ticker', label: 'Holding' },
  { value: 'exDate', label: 'Ex-date' },
  { value: 'recordDate', label: 'Record date' },
  { value: 'shares', label: 'Shares' },
  { value: 'dividend', label: 'Dividend' },
  { value: 'potentialIncome', label: 'Income' },
] as const satisfies readonly FieldOption[];

export type PastDividendField = (typeof PAST_DIVIDEND_COLUMNS)[number]['value'];
