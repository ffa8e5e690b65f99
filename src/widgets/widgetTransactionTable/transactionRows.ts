/**
 * Which transactions the widget lists: the chosen portfolios' within the interval, newest first.
 * Pure, so the filter and the order are tested without rendering.
 */
import type { TransactionFieldsFragment } from '../../generated/graphql';

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
  // Same day: the one entered last first, as a ledger reads.
  return selected.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}
