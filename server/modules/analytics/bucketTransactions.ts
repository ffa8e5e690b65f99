/**
 * The transaction timeline's buckets: the user's transactions counted or summed per day, week,
 * month, quarter or year, and per kind, over the chosen period. Pure, so the period rules below
 * are tested without a clock or a database.
 *
 * The period rule: a chart of N whole buckets. N is the number of buckets that start within the
 * lookback range (intervalRange: from the same day one interval back, or a day's last trading day,
 * to tomorrow: today's transactions are in), at least one; the chart ends with today's bucket,
 * never an empty one for tomorrow;
 * "1 year by month" is 12 months, "year to date by month" is January to now. The last bucket is
 * the current one (a partial period), or the one before when the current period is left out, so
 * the chart then ends with the last complete period and still shows N of them. "All time" starts
 * at the bucket of the first transaction instead.
 *
 * Dates are calendar dates read as local wall-clock time (the stored dates have no zone), so the
 * buckets are the same in any time zone the process runs in.
 */
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  differenceInCalendarQuarters,
  differenceInCalendarYears,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import { intervalRange, type IntervalName } from '../../../common/intervals';
import type { TimelineGroupBy, TimelineMeasure, TimelineOperation } from '../../generated/resolvers-types';
import { TRANSACTION_KINDS, type TransactionKind } from '../../portfolio/types';

interface Period {
  start: (date: Date) => Date;
  add: (date: Date, amount: number) => Date;
  /** Whole periods from the period starting at `from` to the one starting at `to`. */
  between: (to: Date, from: Date) => number;
  /** Under the bar. */
  short: string;
  /** In the tooltip. */
  long: string;
}

// Weeks start on Monday (ISO 8601), as trading weeks do.
const PERIODS: Record<TimelineGroupBy, Period> = {
  day: { start: startOfDay, add: addDays, between: differenceInCalendarDays, short: 'd MMM', long: 'EEE d MMM yyyy' },
  week: {
    start: (date) => startOfWeek(date, { weekStartsOn: 1 }),
    add: addWeeks,
    between: (to, from) => Math.round(differenceInCalendarDays(to, from) / 7),
    short: 'd MMM',
    long: "'Week of' d MMM yyyy",
  },
  month: { start: startOfMonth, add: addMonths, between: differenceInCalendarMonths, short: 'MMM yy', long: 'MMMM yyyy' },
  quarter: { start: startOfQuarter, add: addQuarters, between: differenceInCalendarQuarters, short: 'QQQ yy', long: 'QQQ yyyy' },
  year: { start: startOfYear, add: addYears, between: differenceInCalendarYears, short: 'yyyy', long: 'yyyy' },
};

/**
 * The start of the period `amount` periods after the one starting at `start`. Stepped from the
 * day's noon and taken back to the period's start: date-fns keeps the instant's distance from
 * midnight across a zone's offset change (local mean time before the 1910s, a changed standard
 * offset), so adding to midnight itself can land minutes off the next period's start, or on the
 * day before.
 */
function shift(period: Period, start: Date, amount: number): Date {
  return period.start(period.add(new Date(start.getFullYear(), start.getMonth(), start.getDate(), 12), amount));
}

/** The next coarser grouping, for a window that would hold more than MAX_TIMELINE_BUCKETS. */
const COARSER: Record<TimelineGroupBy, TimelineGroupBy | null> = { day: 'week', week: 'month', month: 'quarter', quarter: 'year', year: null };

/**
 * The most buckets one timeline answers (as many as a value series has points): only "all time"
 * by day or week over decades reaches it, and no chart shows that many bars anyway.
 */
export const MAX_TIMELINE_BUCKETS = 2_000;

/** Transactions of one kind on one day (of one portfolio): how many, and their value in the display currency. */
export interface TimelineDay {
  /** yyyy-MM-dd, or a date-time without a zone. */
  date: string;
  type: TransactionKind;
  count: number;
  value: number;
}

export interface TimelineBucket {
  /** yyyy-MM-dd of the bucket's first day: unique, and the chart's index. */
  start: string;
  /** yyyy-MM-dd of its last day. */
  end: string;
  shortLabel: string;
  longLabel: string;
  /** Per kind: the summed value (display currency) or the number of transactions. */
  totals: Partial<Record<TransactionKind, number>>;
  count: number;
}

export interface Timeline {
  /** The grouping used: the one asked for, or coarser past MAX_TIMELINE_BUCKETS. */
  groupBy: TimelineGroupBy;
  buckets: TimelineBucket[];
  /** Kinds with a non-zero total somewhere in the window, in the spec's order. */
  kinds: TransactionKind[];
  /** Transactions that fall in the window; zero means the widget is empty. */
  transactionCount: number;
  /** Every transaction given, in the window or not, and the first and last of their days (yyyy-MM-dd). */
  ledgerCount: number;
  firstDate: string | null;
  lastDate: string | null;
}

export interface TimelineOptions {
  interval: IntervalName;
  groupBy: TimelineGroupBy;
  includeCurrentInterval: boolean;
  measure: TimelineMeasure;
  /** Each period's sum (the default), its average per transaction, or the running total since the first transaction. */
  operation?: TimelineOperation;
  today: Date;
}

/** A transaction's date: the stored wall-clock date (no zone), read as local time. */
function transactionDate(date: string): Date | null {
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed : null;
}

/** What one day's transactions add: their value (display currency), or how many they are. */
function dayAmount(day: TimelineDay, measure: TimelineMeasure): number {
  if (measure === 'count') return day.count;
  return Number.isFinite(day.value) ? day.value : 0;
}

/** The first day of the first and of the last bucket, or null when the window holds none. */
export function timelineWindow(
  { interval, groupBy, includeCurrentInterval, today }: Omit<TimelineOptions, 'measure'>,
  earliest: Date | null,
): { first: Date; last: Date } | null {
  const period = PERIODS[groupBy];
  const current = period.start(today);
  const last = includeCurrentInterval ? current : shift(period, current, -1);
  if (interval === 'MAX') {
    if (!earliest) return null;
    const first = period.start(earliest);
    return first.getTime() <= last.getTime() ? { first, last } : null;
  }
  const from = parseISO(intervalRange(interval, today).from!);
  // Buckets starting on or after `from`, up to the current one.
  let start = period.start(from);
  if (start.getTime() < from.getTime()) start = shift(period, start, 1);
  const count = period.between(current, start) + 1;
  return { first: shift(period, last, -(Math.max(count, 1) - 1)), last };
}

/** The grouping to answer with: the one asked for, else the finest coarser one within MAX_TIMELINE_BUCKETS. */
function groupingWithinBudget(options: TimelineOptions, earliest: Date | null): { groupBy: TimelineGroupBy; window: { first: Date; last: Date } | null } {
  let groupBy = options.groupBy;
  for (;;) {
    const window = timelineWindow({ ...options, groupBy }, earliest);
    const coarser = COARSER[groupBy];
    if (!window || !coarser || PERIODS[groupBy].between(window.last, window.first) + 1 <= MAX_TIMELINE_BUCKETS) return { groupBy, window };
    groupBy = coarser;
  }
}

export function bucketTransactions(days: readonly TimelineDay[], options: TimelineOptions): Timeline {
  // Each date parsed once: a ledger's days repeat across kinds and portfolios.
  const parsed = new Map<string, Date | null>();
  const dated = days.flatMap((day) => {
    let date = parsed.get(day.date);
    if (date === undefined) parsed.set(day.date, (date = transactionDate(day.date)));
    return date ? [{ day, date }] : [];
  });
  let earliest: Date | null = null;
  let latest: Date | null = null;
  let ledgerCount = 0;
  for (const { day, date } of dated) {
    if (earliest === null || date < earliest) earliest = date;
    if (latest === null || date > latest) latest = date;
    ledgerCount += day.count;
  }
  const extent = { ledgerCount, firstDate: earliest && format(earliest, 'yyyy-MM-dd'), lastDate: latest && format(latest, 'yyyy-MM-dd') };
  const { groupBy, window } = groupingWithinBudget(options, earliest);
  if (!window) return { groupBy, buckets: [], kinds: [], transactionCount: 0, ...extent };

  const period = PERIODS[groupBy];
  const buckets: TimelineBucket[] = [];
  const byStart = new Map<string, TimelineBucket>();
  for (let start = window.first; start.getTime() <= window.last.getTime(); start = shift(period, start, 1)) {
    const bucket: TimelineBucket = {
      start: format(start, 'yyyy-MM-dd'),
      end: format(addDays(shift(period, start, 1), -1), 'yyyy-MM-dd'),
      shortLabel: format(start, period.short),
      longLabel: format(start, period.long),
      totals: {},
      count: 0,
    };
    buckets.push(bucket);
    byStart.set(bucket.start, bucket);
  }

  let transactionCount = 0;
  const operation = options.operation ?? 'sum';
  // What the running total starts from: every transaction before the first period.
  const carried: Partial<Record<TransactionKind, number>> = {};
  // Transactions per bucket and kind, for the averages.
  const kindCounts = new Map<TimelineBucket, Partial<Record<TransactionKind, number>>>();
  // By date as given, like the parsing above.
  const bucketOf = new Map<string, TimelineBucket | undefined>();
  for (const { day, date } of dated) {
    let bucket = bucketOf.get(day.date);
    if (!bucketOf.has(day.date)) bucketOf.set(day.date, (bucket = byStart.get(format(period.start(date), 'yyyy-MM-dd'))));
    const amount = dayAmount(day, options.measure);
    if (!bucket) {
      if (operation === 'cumulative' && date.getTime() < window.first.getTime()) carried[day.type] = (carried[day.type] ?? 0) + amount;
      continue;
    }
    bucket.totals[day.type] = (bucket.totals[day.type] ?? 0) + amount;
    bucket.count += day.count;
    transactionCount += day.count;
    const counts = kindCounts.get(bucket) ?? {};
    counts[day.type] = (counts[day.type] ?? 0) + day.count;
    kindCounts.set(bucket, counts);
  }
  if (operation === 'average') {
    for (const [bucket, counts] of kindCounts) {
      for (const kind of TRANSACTION_KINDS) if (counts[kind]) bucket.totals[kind] = bucket.totals[kind]! / counts[kind];
    }
  } else if (operation === 'cumulative') {
    // Every kind seen so far keeps its running total in each later period, moved or not.
    const running = { ...carried };
    for (const bucket of buckets) {
      for (const kind of TRANSACTION_KINDS) {
        if (bucket.totals[kind] === undefined && running[kind] === undefined) continue;
        running[kind] = (running[kind] ?? 0) + (bucket.totals[kind] ?? 0);
        bucket.totals[kind] = running[kind];
      }
    }
  }
  // Transaction values are never negative: a figure is zero only when each value in it is.
  const kinds = TRANSACTION_KINDS.filter((kind) => buckets.some((bucket) => (bucket.totals[kind] ?? 0) !== 0));
  return { groupBy, buckets, kinds, transactionCount, ...extent };
}
