/**
 * Lookback intervals of the widgets' selectedInterval (units d, w, m, q, y; 3M by
 * default, 1M for the transaction table and portfolio value). A range ends today; its start is
 * the same calendar day one interval back (clamped at month ends by date-fns).
 */
import { format, startOfYear, subDays, subMonths, subQuarters, subWeeks, subYears } from 'date-fns';
import { formatDate } from '../../lib/dates';
import type { FieldOption } from './configFields';

export const INTERVALS = [
  { value: '1D', label: '1 day' },
  { value: '1W', label: '1 week' },
  { value: '1M', label: '1 month' },
  { value: '3M', label: '3 months' },
  { value: '6M', label: '6 months' },
  { value: 'YTD', label: 'Year to date' },
  { value: '1Y', label: '1 year' },
  { value: '3Y', label: '3 years' },
  { value: '5Y', label: '5 years' },
  { value: 'MAX', label: 'All time' },
] as const satisfies readonly FieldOption[];

export type IntervalName = (typeof INTERVALS)[number]['value'];

const starts: Record<IntervalName, ((today: Date) => Date) | null> = {
  '1D': (today) => subDays(today, 1),
  '1W': (today) => subWeeks(today, 1),
  '1M': (today) => subMonths(today, 1),
  '3M': (today) => subQuarters(today, 1),
  '6M': (today) => subMonths(today, 6),
  YTD: (today) => startOfYear(today),
  '1Y': (today) => subYears(today, 1),
  '3Y': (today) => subYears(today, 3),
  '5Y': (today) => subYears(today, 5),
  MAX: null,
};

export interface DayRange {
  /** yyyy-MM-dd, or null for "from the first transaction". */
  from: string | null;
  to: string;
}

export function intervalRange(name: IntervalName, today: Date = new Date()): DayRange {
  const start = starts[name];
  return { from: start ? format(start(today), 'yyyy-MM-dd') : null, to: format(today, 'yyyy-MM-dd') };
}

export function intervalLabel(name: IntervalName): string {
  return INTERVALS.find((interval) => interval.value === name)?.label ?? name;
}

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
