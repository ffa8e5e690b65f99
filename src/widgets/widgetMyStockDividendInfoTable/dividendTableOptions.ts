/**
 * The dividend insights table's settings vocabulary: its columns (each sortable, each can be
 * hidden). Apart from
 * dividendRows.ts because the widget's definition (in every first load, through the catalogue)
 * needs only these, and the table's logic belongs in its lazy chunk.
 */
import type { FieldOption } from '../framework/configFields';

export const INSIGHTS_COLUMNS = [
  { value: 'ticker', label: 'Holding' },
  { value: 'shares', label: 'Shares' },
  { value: 'forwardRate', label: 'Rate per share' },
  { value: 'forwardIncome', label: 'Forward income' },
  { value: 'forwardYield', label: 'Forward yield' },
  { value: 'yieldOnCost', label: 'Yield on cost' },
  { value: 'payoutRatio', label: 'Payout ratio' },
  { value: 'frequency', label: 'Frequency' },
  { value: 'nextExDate', label: 'Next ex-date' },
  { value: 'nextPayDate', label: 'Next pay date' },
  { value: 'growth5Y', label: '5-year growth' },
] as const satisfies readonly FieldOption[];

export type SortField = (typeof INSIGHTS_COLUMNS)[number]['value'];
