/**
 * Which transactions the widget lists: the chosen portfolios' within the interval, newest first
 * or in the order of the column chosen. Pure, so the filter and the order are tested without
 * rendering.
 */
import type { TransactionFieldsFragment } from '../../generated/graphql';
import { PRICED_KINDS } from '../../ui/cellFormats';
import { sortRows, type SortModel, type SortValue } from '../sharedTable/tableSort';
import type { TransactionField } from './transactionTableOptions';

export { TRANSACTION_COLUMNS, type TransactionField } from './transactionTableOptions';

type Row = TransactionFieldsFragment;

/**
 * The most rows the widget renders. A widget shows a dozen rows at a time; the transactions
 * screen (virtualised, searchable) is the place for a whole ledger.
 */
export const ROW_LIMIT = 500;

export interface TransactionSelection {
  /** Empty means every portfolio. */
  portfolioIds: readonly string[];
  /** yyyy-MM-dd, the interval's first day; null for all time. */
  from: string | null;
}

export function selectTransactions(transactions: readonly TransactionFieldsFragment[], { portfolioIds, from }: TransactionSelection): TransactionFieldsFragment[] {
  const portfolios = portfolioIds.length > 0 ? new Set(portfolioIds) : null;
  // Dates are "yyyy-MM-ddTHH:mm:ss.sss" in the trade's own day, so text order is date order, and
  // the interval's first day compares with the first ten characters. No upper bound: the ledger
  // accepts future dates (a planned trade), and hiding one would make it look lost.
  const selected = transactions.filter(
    (transaction) => (!portfolios || (transaction.parentportfolio !== null && portfolios.has(transaction.parentportfolio._id))) && (from === null || transaction.date.slice(0, 10) >= from),
  );
  return selected.sort(newestFirst);
}

/** Same day: the one entered last first, as a ledger reads. */
function newestFirst(a: Row, b: Row): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;
}

/** The table's order when none is saved. */
export const NEWEST_FIRST: SortModel<TransactionField> = { field: 'date', sort: 'desc' };

// A kind without shares or a price (income, cash) has none to sort by; the value is in the
// user's currency where the ledger converted it, as the cell shows it.
const SORT_VALUES: Record<TransactionField, (row: Row) => SortValue> = {
  date: (row) => row.date,
  ticker: (row) => row.ticker,
  type: (row) => row.type,
  shares: (row) => (PRICED_KINDS.has(row.type) || row.type === 'Spin-Off' ? row.shares : null),
  price: (row) => (PRICED_KINDS.has(row.type) ? row.shareprice : null),
  value: (row) => row.transactionValue_userCurrency ?? row.transactionValue,
  reference: (row) => row.reference || null,
};

/** A copy in the model's order; ties (the same day, too) newest first. */
export function sortTransactions(rows: readonly Row[], { field, sort }: SortModel<TransactionField>): Row[] {
  return sortRows(rows, SORT_VALUES[field], sort, newestFirst);
}

/** Names, kinds and references read A to Z; dates newest first and figures largest first. */
export const startsAscending = (field: TransactionField): boolean => field === 'ticker' || field === 'type' || field === 'reference';
