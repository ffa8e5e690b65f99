/** Axis ticks of the widgets' charts: how many fit, and how counts are labelled. */
import { formatNumber } from '../../lib/format';

/**
 * How many axis ticks fit along `length` px with at least `spacing` px each: a 2-column widget
 * gets a few, a maximised one more, and labels never run into each other.
 */
export function tickCount(length: number, spacing: number, { min = 2, max = 12 }: { min?: number; max?: number } = {}): number {
  if (!Number.isFinite(length) || length <= 0) return min;
  return Math.max(min, Math.min(max, Math.floor(length / spacing)));
}

/** A count for axis ticks: whole numbers only, so a 0-3 scale does not read 0.5, 1.5... */
export function formatCountTick(value: number): string {
  return Number.isInteger(value) ? formatNumber(value) : '';
}
