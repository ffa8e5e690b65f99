// Facts the browser and the server must agree on live in common/: no DOM, no Node, imported by
// both and importing neither.

/**
 * The widgets' lookback intervals (units d, w, m, q, y; 3M by default, 1M for the transaction
 * table and portfolio value). A range ends tomorrow, so everything dated today is inside it
 * whatever its time; its start is the same calendar day one interval back, clamped at month ends
 * (31 March one month back is the last day of February). A day's interval starts on a trading
 * day: "1 day" seen on a Monday, a Sunday or 26 December starts on the trading day before
 * (Friday, Friday, 24 December), as a day's change is taken from the last close. Longer intervals
 * keep the calendar day: a week or a month back over a weekend changes little and would otherwise
 * cover more than the interval says. The widgets send the range's start in their analytics
 * filter, and the server buckets the transaction timeline over the same range.
 *
 * Plain calendar arithmetic, no date library: a dashboard makes its widgets' filters from these
 * ranges before any widget's code arrives, so whatever this imports is in every first load.
 */

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

/** The local calendar date `days` days before `today`. */
function daysBack(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
}

/** The same day of the month `months` months before `today`, or that month's last day when it is shorter. */
function monthsBack(today: Date, months: number): Date {
  const first = new Date(today.getFullYear(), today.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(today.getDate(), lastDay));
}

/**
 * A day the markets are closed: a Saturday, a Sunday, 25 December or 1 January (the holidays
 * every exchange shares; the others differ from one exchange to another).
 */
export function isMarketClosed(day: Date): boolean {
  const weekday = day.getDay();
  const month = day.getMonth();
  const date = day.getDate();
  return weekday === 0 || weekday === 6 || (month === 11 && date === 25) || (month === 0 && date === 1);
}

/** `day` or, when the markets are closed on it, the last trading day before it. */
export function lastTradingDay(day: Date): Date {
  let trading = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  while (isMarketClosed(trading)) trading = daysBack(trading, 1);
  return trading;
}

const starts: Record<IntervalName, ((today: Date) => Date) | null> = {
  '1D': (today) => lastTradingDay(daysBack(today, 1)),
  '1W': (today) => daysBack(today, 7),
  '1M': (today) => monthsBack(today, 1),
  '3M': (today) => monthsBack(today, 3),
  '6M': (today) => monthsBack(today, 6),
  YTD: (today) => new Date(today.getFullYear(), 0, 1),
  '1Y': (today) => monthsBack(today, 12),
  '3Y': (today) => monthsBack(today, 36),
  '5Y': (today) => monthsBack(today, 60),
  MAX: null,
};

export function isIntervalName(value: unknown): value is IntervalName {
  return typeof value === 'string' && Object.hasOwn(starts, value);
}

export interface DayRange {
  /** yyyy-MM-dd, or null for "from the first transaction". */
  from: string | null;
  /** yyyy-MM-dd: tomorrow, the end of the window (today's transactions are all before it). */
  to: string;
}

/** A local date as yyyy-MM-dd. */
export function localDay(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

export function intervalRange(name: IntervalName, today: Date = new Date()): DayRange {
  const start = starts[name];
  return { from: start ? localDay(start(today)) : null, to: localDay(daysBack(today, -1)) };
}

export function intervalLabel(name: IntervalName): string {
  return INTERVALS.find((interval) => interval.value === name)?.label ?? name;
}

/** A widget's stored interval (the spec's selectedInterval): its name and its label, as `desc`. */
export interface SelectedInterval {
  name: IntervalName;
  desc: string;
}

export function selectedInterval(name: IntervalName): SelectedInterval {
  return { name, desc: intervalLabel(name) };
}

/**
 * A stored interval read strictly: an object whose name is a known interval. Its desc is made
 * again from the name, so a hand-edited or outdated label never reaches the screen.
 */
export function parseSelectedInterval(raw: unknown): SelectedInterval | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const { name } = raw as { name?: unknown };
  return isIntervalName(name) ? selectedInterval(name) : undefined;
}
