/**
 * The dividend insights table's rows: how each sortable column orders them, and the words for a
 * payment frequency. Pure, so the ordering rules (unknown figures and securities the market has
 * not answered for last, ties by ticker) are tested without rendering.
 */
import type { DividendFrequency } from '../../generated/graphql';
import type { DividendHolding } from '../sharedDividends/DividendWidget';
import { sortRows, type SortModel as TableSortModel, type SortValue } from '../sharedTable/tableSort';
import type { SortField } from './dividendTableOptions';

export { INSIGHTS_COLUMNS, type SortField } from './dividendTableOptions';

export type SortModel = TableSortModel<SortField>;

export const FREQUENCY_LABELS = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannual: 'Semi-annual',
  annual: 'Annual',
  irregular: 'Irregular',
} as const satisfies Record<DividendFrequency, string>;

/** Payments a year, so "Frequency" sorts most often first; irregular payers after the annual ones. */
const PAYMENTS_A_YEAR = { monthly: 12, quarterly: 4, semiannual: 2, annual: 1, irregular: 0 } as const satisfies Record<DividendFrequency, number>;

/** A row's figures are unknown while the market has not answered for it (it counts as paying nothing). */
const known = (row: DividendHolding, value: SortValue): SortValue => (row.dataPending ? null : value);

// Rates are in each security's own currency (as a rate per share is quoted); the income in the display currency.
const SORT_VALUES: Record<SortField, (row: DividendHolding) => SortValue> = {
  ticker: (row) => row.stock.ticker,
  shares: (row) => row.shares,
  forwardRate: (row) => known(row, row.forwardRate),
  forwardIncome: (row) => known(row, row.forwardIncome),
  forwardYield: (row) => known(row, row.forwardYield),
  yieldOnCost: (row) => known(row, row.forwardYieldAtCost),
  payoutRatio: (row) => known(row, row.payoutRatio),
  frequency: (row) => known(row, row.frequency === null ? null : PAYMENTS_A_YEAR[row.frequency]),
  nextExDate: (row) => known(row, row.nextExDate),
  nextPayDate: (row) => known(row, row.nextPayDate),
  growth5Y: (row) => known(row, row.growth5Y),
};

/** A copy in the model's order; rows without the figure always come last. */
export function sortDividendRows(rows: readonly DividendHolding[], { field, sort }: SortModel): DividendHolding[] {
  return sortRows(rows, SORT_VALUES[field], sort, (a, b) => a.stock.ticker.localeCompare(b.stock.ticker) || a.key.localeCompare(b.key));
}

/** Names read A to Z and dates soonest first; figures largest first. */
export const startsAscending = (field: SortField): boolean => field === 'ticker' || field === 'nextExDate' || field === 'nextPayDate';
