// Facts the browser and the server must agree on live in common/: no DOM, no Node, imported by
// both and importing neither.

/**
 * The widgets' lookback intervals (units d, w, m, q, y; 3M by default, 1M for the transaction
 * table and portfolio value). A range ends today; its start is the same calendar day one interval
 * back (clamped at month ends by date-fns). The widgets send the range's start in their analytics
 * filter, and the server buckets the transaction timeline over the same range.
 */
import { format, startOfYear, subDays, subMonths, subQuarters, subWeeks, subYears } from 'date-fns';

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
] as const;

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

export function isIntervalName(value: unknown): value is IntervalName {
  return typeof value === 'string' && Object.hasOwn(starts, value);
}

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
