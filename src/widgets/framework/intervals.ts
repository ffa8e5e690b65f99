/**
 * Lookback intervals of the widgets' selectedInterval (spec §9). The intervals themselves and
 * their ranges live in common/ (the server buckets the transaction timeline over the same
 * ranges); re-exported here, where the widgets have always found them.
 */
import { type IntervalName, intervalLabel } from '../../../common/intervals';
import { formatDate } from '../../lib/dates';

export { INTERVALS, intervalLabel, intervalRange, type DayRange, type IntervalName } from '../../../common/intervals';

/**
 * What a transaction widget says when its interval holds none of the user's transactions: how
 * many there are outside it, and the latest one's day, so a new user with last year's trades is
 * not told "No transactions" (the widgets' short default intervals are the spec's).
 */
export function noTransactionsInText(name: IntervalName, dates: readonly string[]): string {
  if (dates.length === 0) return 'No transactions yet.';
  const latest = dates.reduce((a, b) => (b > a ? b : a));
  const count = dates.length === 1 ? '1 transaction' : `${dates.length.toLocaleString()} transactions`;
  const period = name === 'YTD' ? 'this year' : name === 'MAX' ? 'this selection' : `the last ${intervalLabel(name).toLowerCase()}`;
  return `No transactions in ${period}. ${count} in all, the latest on ${formatDate(latest)}: choose a longer period in this widget's settings.`;
}

/** The days of the transactions in the chosen portfolios (none chosen: all of them). */
export function transactionDates(
  transactions: readonly { date: string; parentportfolio?: { _id: string } | null }[],
  portfolioIds: readonly string[],
): string[] {
  const chosen = new Set(portfolioIds);
  return transactions.filter((t) => chosen.size === 0 || (t.parentportfolio && chosen.has(t.parentportfolio._id))).map((t) => t.date);
}
