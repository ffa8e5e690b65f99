/**
 * The value series as the line chart draws it: days as dates, thinned to what the width can
 * show (twenty years of closes are 7,000 points; one per pixel pair is plenty, and each point
 * is a hover target), a value axis with some air above and below the lines, and date ticks
 * whose format suits the span.
 */
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { WidgetValueSeriesQuery } from '../../generated/graphql';

export type ValuePoint = WidgetValueSeriesQuery['portfolioValueSeries'][number];

export interface ChartPoint {
  x: Date;
  y: number;
}

// The thinning is shared with the server's answers (the benchmark's points).
export { thin } from '../../../common/thin';

/** Series values are float64 sums; shown to the cent, not as "$14,345.572". */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function isEmptySeries(points: readonly ValuePoint[]): boolean {
  return points.every((point) => point.value === 0);
}

export function toChartPoints(points: readonly ValuePoint[], pick: (point: ValuePoint) => number): ChartPoint[] {
  return points.map((point) => ({ x: parseISO(point.date), y: pick(point) }));
}

/**
 * The value axis: from a little below the lowest line to a little above the highest, never
 * below zero for positive values. Starting at zero would flatten a month's movement into a
 * line along the top.
 */
export function valueDomain(values: readonly number[]): { min: number; max: number } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.05 || 1;
  return { min: low >= 0 ? Math.max(0, low - pad) : low - pad, max: high + pad };
}

export interface DateTicks {
  /** A nivo tick spec ("every 2 weeks"): calendar-aligned, so labels never repeat. */
  values: string;
  format: (date: Date) => string;
}

const STEPS = [
  { days: 1, values: 'every 1 day', pattern: 'd MMM' },
  { days: 2, values: 'every 2 days', pattern: 'd MMM' },
  { days: 7, values: 'every 1 week', pattern: 'd MMM' },
  { days: 14, values: 'every 2 weeks', pattern: 'd MMM' },
  { days: 31, values: 'every 1 month', pattern: 'MMM yy' },
  { days: 92, values: 'every 3 months', pattern: 'MMM yy' },
  { days: 183, values: 'every 6 months', pattern: 'MMM yy' },
  { days: 366, values: 'every 1 year', pattern: 'yyyy' },
  { days: 731, values: 'every 2 years', pattern: 'yyyy' },
  { days: 1827, values: 'every 5 years', pattern: 'yyyy' },
] as const;
const COARSEST = STEPS[STEPS.length - 1] as (typeof STEPS)[number];

/**
 * Date ticks for `first`..`last` with at most about `count` labels: the finest calendar step
 * that fits, labelled to match (days within a month, months within years, years beyond).
 */
export function dateTicks(first: Date, last: Date, count: number): DateTicks {
  const span = Math.max(1, differenceInCalendarDays(last, first));
  const step = STEPS.find((candidate) => span / candidate.days <= Math.max(1, count)) ?? COARSEST;
  return { values: step.values, format: (date) => format(date, step.pattern) };
}
