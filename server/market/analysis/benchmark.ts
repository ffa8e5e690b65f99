/**
 * A benchmark's time-weighted return over a range, to set beside a portfolio's: the cumulative
 * return of its adjusted closes (dividends reinvested, splits undone) day by day since the
 * range's start. Pure: the stored closes in, the series out.
 */
import { fromDay, toDay } from '../../portfolio/days';

export interface BenchmarkHistory {
  /** 'yyyy-MM-dd' or day numbers, oldest first. */
  readonly days: readonly string[] | readonly number[] | Int32Array;
  readonly closes: Float64Array;
  /** NaN where unknown: that day counts at its close. */
  readonly adjCloses: Float64Array;
}

export interface BenchmarkRange {
  /** 'yyyy-MM-dd'; the first stored day when absent. */
  readonly from?: string | undefined;
  readonly to: string;
}

export interface BenchmarkSeries {
  /** The day the return is measured from (value 0) and the last day, or null without closes in the range. */
  from: string | null;
  to: string | null;
  twr: number | null;
  twrAnnualised: number | null;
  points: { date: string; value: number }[];
}

/** A return per year only over a year or more: annualising a few months compounds their luck. */
const MIN_ANNUALISED_DAYS = 365;

const EMPTY: BenchmarkSeries = { from: null, to: null, twr: null, twrAnnualised: null, points: [] };

const isPrice = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value) && value > 0;

/**
 * The benchmark's return since the last close on or before `from` (a range that starts on a
 * Saturday starts at Friday's close, as a portfolio's value does), through each day with a close
 * up to `to`. Each day compares adjusted closes where both it and the start have one, else the
 * closes themselves, so a gap in the adjusted series never compares one basis with the other.
 * No close in the range: no series.
 */
export function benchmarkReturn(history: BenchmarkHistory, range: BenchmarkRange): BenchmarkSeries {
  const days = Array.from(history.days as ArrayLike<string | number>, (day) => (typeof day === 'string' ? toDay(day) : day));
  const priced = days.map((_, i) => i).filter((i) => isPrice(history.closes[i]));
  if (priced.length === 0) return EMPTY;
  const from = range.from === undefined ? days[priced[0]!]! : toDay(range.from);
  const to = toDay(range.to);

  const inRange = priced.filter((i) => days[i]! >= from && days[i]! <= to);
  if (inRange.length === 0) return EMPTY;
  const before = priced.filter((i) => days[i]! <= from);
  const start = before.length > 0 ? before[before.length - 1]! : inRange[0]!;
  const series = [start, ...inRange.filter((i) => i !== start)];

  const startClose = history.closes[start]!;
  const startAdjusted = history.adjCloses[start];
  const valueAt = (i: number) => {
    const adjusted = history.adjCloses[i];
    return isPrice(startAdjusted) && isPrice(adjusted) ? adjusted / startAdjusted - 1 : history.closes[i]! / startClose - 1;
  };
  const points = series.map((i) => ({ date: fromDay(days[i]!), value: valueAt(i) }));

  const twr = points[points.length - 1]!.value;
  const span = days[series[series.length - 1]!]! - days[start]!;
  return {
    from: points[0]!.date,
    to: points[points.length - 1]!.date,
    twr,
    twrAnnualised: span >= MIN_ANNUALISED_DAYS ? (1 + twr) ** (365 / span) - 1 : null,
    points,
  };
}
