/**
 * The transaction table's columns (each sortable, each can be hidden), apart from the table's
 * logic because the widget's definition (in every first load) needs only these.
 */
import type { FieldOption } from '../framework/configFields';

export const TRANSACTION_COLUMNS = [
  { value: 'date', label: 'Date' },
  { value: 'ticker', label: 'Holding' },
  { value: 'type', label: 'Kind' },
  { value: 'shares', label: 'Shares' },
  { value: 'price', label: 'Price' },
  { value: 'value', label: 'Value' },
  { value: 'reference', label: 'Reference' },
] as const satisfies readonly FieldOption[];

export type TransactionField = (typeof TRANSACTION_COLUMNS)[number]['value'];
