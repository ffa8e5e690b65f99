/**
 * The transaction timeline's buckets: the user's transactions counted or summed per day, week,
 * month, quarter or year, and per kind, over the chosen period. Pure, so the period rules below
 * are tested without a clock or a browser.
 *
 * The period rule: a chart of N whole buckets. N is the number of buckets that start within the
 * lookback range (intervalRange: from the same day one interval back, to today), at least one;
 * "1 year by month" is 12 months, "year to date by month" is January to now. The last bucket is
 * the current one (a partial period), or the one before when the current period is left out, so
 * the chart then ends with the last complete period and still shows N of them. "All time" starts
 * at the bucket of the first transaction instead.
 */
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import type { FieldOption } from '../framework/configFields';
import { intervalRange, type IntervalName } from '../framework/intervals';
import { TRANSACTION_KINDS, type TransactionKind } from '../../ui/kindPalettes';

export const GROUP_BY = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
] as const satisfies readonly FieldOption[];

export type GroupBy = (typeof GROUP_BY)[number]['value'];

export const MAIN_VALUES = [
  { value: 'value', label: 'Transaction value' },
  { value: 'count', label: 'Number of transactions' },
] as const satisfies readonly FieldOption[];

export type MainValue = (typeof MAIN_VALUES)[number]['value'];

interface Period {
  start: (date: Date) => Date;
  add: (date: Date, amount: number) => Date;
  /** Under the bar. */
  short: string;
  /** In the tooltip. */
  long: string;
}

// Weeks start on Monday (ISO 8601), as trading weeks do.
const PERIODS: Record<GroupBy, Period> = {
  day: { start: startOfDay, add: addDays, short: 'd MMM', long: 'EEE d MMM yyyy' },
  week: { start: (date) => startOfWeek(date, { weekStartsOn: 1 }), add: addWeeks, short: 'd MMM', long: "'Week of' d MMM yyyy" },
  month: { start: startOfMonth, add: addMonths, short: 'MMM yy', long: 'MMMM yyyy' },
  quarter: { start: startOfQuarter, add: addQuarters, short: 'QQQ yy', long: 'QQQ yyyy' },
  year: { start: startOfYear, add: addYears, short: 'yyyy', long: 'yyyy' },
};

/** The fields of a transaction the timeline reads. */
export interface TimelineTransaction {
  date: string;
  type: TransactionKind;
  transactionValue: number;
  transactionValue_userCurrency: number | null;
}

export interface TimelineBucket {
  /** yyyy-MM-dd of the bucket's first day: unique, and the chart's index. */
  key: string;
  start: Date;
  shortLabel: string;
  longLabel: string;
  /** Per kind: the summed value (display currency) or the number of transactions. */
  totals: Partial<Record<TransactionKind, number>>;
  count: number;
}

export interface Timeline {
  buckets: TimelineBucket[];
  /** Kinds with a non-zero total somewhere in the window, in the spec's order. */
  kinds: TransactionKind[];
  /** Transactions that fall in the window; zero means the widget is empty. */
  transactionCount: number;
}

export interface TimelineOptions {
  mainTime: IntervalName;
  groupBy: GroupBy;
  includeCurrentInterval: boolean;
  mainValue: MainValue;
  today: Date;
}

/** A transaction's date: the stored wall-clock date (no zone), read as local time. */
function transactionDate(date: string): Date | null {
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed : null;
}

/** What one transaction adds: its value in the display currency (else its own), or 1. */
export function transactionAmount(transaction: TimelineTransaction, mainValue: MainValue): number {
  if (mainValue === 'count') return 1;
  const value = transaction.transactionValue_userCurrency ?? transaction.transactionValue;
  return Number.isFinite(value) ? value : 0;
}

/** The first day of the first and of the last bucket, or null when the window holds none. */
export function timelineWindow(
  { mainTime, groupBy, includeCurrentInterval, today }: Omit<TimelineOptions, 'mainValue'>,
  earliest: Date | null,
): { first: Date; last: Date } | null {
  const period = PERIODS[groupBy];
  const current = period.start(today);
  const last = includeCurrentInterval ? current : period.add(current, -1);
  if (mainTime === 'MAX') {
    if (!earliest) return null;
    const first = period.start(earliest);
    return first.getTime() <= last.getTime() ? { first, last } : null;
  }
  const from = parseISO(intervalRange(mainTime, today).from!);
  // Buckets starting on or after `from`, up to the current one.
  let start = period.start(from);
  if (start.getTime() < from.getTime()) start = period.add(start, 1);
  let count = 0;
  for (let cursor = start; cursor.getTime() <= current.getTime(); cursor = period.add(cursor, 1)) count += 1;
  return { first: period.add(last, -(Math.max(count, 1) - 1)), last };
}

export function bucketTransactions(transactions: readonly TimelineTransaction[], options: TimelineOptions): Timeline {
  const period = PERIODS[options.groupBy];
  const dated = transactions.flatMap((transaction) => {
    const date = transactionDate(transaction.date);
    return date ? [{ transaction, date }] : [];
  });
  const earliest = dated.reduce<Date | null>((min, { date }) => (min === null || date < min ? date : min), null);
  const window = timelineWindow(options, earliest);
  if (!window) return { buckets: [], kinds: [], transactionCount: 0 };

  const buckets: TimelineBucket[] = [];
  const byKey = new Map<string, TimelineBucket>();
  for (let start = window.first; start.getTime() <= window.last.getTime(); start = period.add(start, 1)) {
    const bucket: TimelineBucket = {
      key: format(start, 'yyyy-MM-dd'),
      start,
      shortLabel: format(start, period.short),
      longLabel: format(start, period.long),
      totals: {},
      count: 0,
    };
    buckets.push(bucket);
    byKey.set(bucket.key, bucket);
  }

  let transactionCount = 0;
  const used = new Set<TransactionKind>();
  for (const { transaction, date } of dated) {
    const bucket = byKey.get(format(period.start(date), 'yyyy-MM-dd'));
    if (!bucket) continue;
    const amount = transactionAmount(transaction, options.mainValue);
    bucket.totals[transaction.type] = (bucket.totals[transaction.type] ?? 0) + amount;
    bucket.count += 1;
    transactionCount += 1;
    if (amount !== 0) used.add(transaction.type);
  }
  return { buckets, kinds: TRANSACTION_KINDS.filter((kind) => used.has(kind)), transactionCount };
}
