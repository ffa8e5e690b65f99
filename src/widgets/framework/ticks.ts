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

/**
 * Round values for a value axis from `min` to `max`, about `count` of them, a step of 1, 2 or 5
 * times a power of ten: the ticks nivo would pick, known here so their labels can be chosen.
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min || count < 1) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // The nearest of 1, 2, 5 and 10 (d3's thresholds), so there are about `count` ticks.
  const error = rough / power;
  const step = power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1);
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/**
 * The fewest significant digits (2 to 6) at which the ticks' labels all differ, so a narrow range
 * reads "€3.85K, €3.90K" rather than "€3.9K, €3.9K".
 */
export function distinctDigits(ticks: readonly number[], label: (value: number, digits: number) => string): number {
  for (let digits = 2; digits < 6; digits++) if (new Set(ticks.map((value) => label(value, digits))).size === ticks.length) return digits;
  return 6;
}
