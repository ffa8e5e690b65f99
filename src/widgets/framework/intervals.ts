/**
 * Lookback intervals of the widgets' selectedInterval (units d, w, m, q, y; 3M by default, 1M
 * for the transaction table and portfolio value). The intervals themselves and their ranges live
 * in common/ (the server buckets the transaction timeline over the same ranges); re-exported
 * here, where the widgets have always found them.
 */
import { parseISO } from 'date-fns';
import { type IntervalName, intervalLabel } from '../../../common/intervals';
import { formatDate } from '../../lib/dates';

export {
  INTERVALS,
  intervalLabel,
  intervalRange,
  selectedInterval,
  type DayRange,
  type IntervalName,
  type SelectedInterval,
} from '../../../common/intervals';

/** How many transactions a selection holds at any date, and the latest one's date (null: none). */
export interface TransactionExtent {
  count: number;
  /** yyyy-MM-dd, or a date-time without a zone: either is read as a local date. */
  latest: string | null;
}

/**
 * What a transaction widget says when its interval holds none of the user's transactions: how
 * many there are outside it, and the latest one's day, so a new user with last year's trades is
 * not told "No transactions" (the widgets' short default intervals are the spec's).
 */
export function noTransactionsInText(name: IntervalName, { count, latest }: TransactionExtent): string {
  if (count === 0 || latest === null) return 'No transactions yet.';
  const counted = count === 1 ? '1 transaction' : `${count.toLocaleString()} transactions`;
  const period = name === 'YTD' ? 'this year' : name === 'MAX' ? 'this selection' : `the last ${intervalLabel(name).toLowerCase()}`;
  // parseISO reads a date without a time as local midnight; new Date() would read it as UTC.
  return `No transactions in ${period}. ${counted} in all, the latest on ${formatDate(parseISO(latest))}: choose a longer period in this widget's settings.`;
}

/** The extent of the transactions in the chosen portfolios (none chosen: all of them). */
export function transactionExtent(
  transactions: readonly { date: string; parentportfolio?: { _id: string } | null }[],
  portfolioIds: readonly string[],
): TransactionExtent {
  const chosen = new Set(portfolioIds);
  let count = 0;
  let latest: string | null = null;
  for (const t of transactions) {
    if (chosen.size > 0 && !(t.parentportfolio && chosen.has(t.parentportfolio._id))) continue;
    count += 1;
    if (latest === null || t.date > latest) latest = t.date;
  }
  return { count, latest };
}
