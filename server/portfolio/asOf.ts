/**
 * As-of lookups over daily points (prices, FX rates): the value on a day is the last point on or
 * before it, so a weekend or holiday carries the previous close. Series are two parallel typed
 * arrays so a sweep over thousands of days touches no objects.
 */

export interface AsOfSeries {
  /** Days (see days.ts), strictly ascending. */
  readonly days: Int32Array;
  readonly values: Float64Array;
}

/** A day before any real date (the smallest Int32), so a constant series covers every day. */
export const EARLIEST_DAY = -2_147_483_648;
const LATEST_DAY = 2_147_483_647;

function checkDay(day: number): void {
  if (!Number.isInteger(day) || day < EARLIEST_DAY || day > LATEST_DAY) throw new RangeError(`Not a day number: ${day}`);
}

/** Sorts the points by day; when a day is given twice the last one given wins. */
export function seriesFrom(points: Iterable<{ readonly day: number; readonly value: number }>): AsOfSeries {
  const list: { day: number; value: number }[] = [];
  for (const { day, value } of points) {
    checkDay(day);
    list.push({ day, value });
  }
  // Stable sort: points of one day stay in input order, so keeping the last of each run is "last wins".
  list.sort((a, b) => a.day - b.day);
  const days: number[] = [];
  const values: number[] = [];
  for (const point of list) {
    if (days.length > 0 && days[days.length - 1] === point.day) values[values.length - 1] = point.value;
    else {
      days.push(point.day);
      values.push(point.value);
    }
  }
  return { days: Int32Array.from(days), values: Float64Array.from(values) };
}

/** Index of the last point with point.day <= day, searching from `low`; −1 before the first point. */
export function indexAsOf(series: AsOfSeries, day: number, low = 0): number {
  const { days } = series;
  let lo = low;
  let hi = days.length; // invariant: days[lo - 1] <= day < days[hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The last point on or before `day`, and the day it is from; undefined before the first point. */
export function valueAsOf(series: AsOfSeries, day: number): { value: number; day: number } | undefined {
  const i = indexAsOf(series, day);
  return i < 0 ? undefined : { value: series.values[i]!, day: series.days[i]! };
}

/** One point at EARLIEST_DAY: every day has `value` (the rate of PC to itself, say). */
export function constantSeries(value: number): AsOfSeries {
  return { days: Int32Array.of(EARLIEST_DAY), values: Float64Array.of(value) };
}

/**
 * Merges layers by exact-date precedence: on a day layers[0] has, its point wins; otherwise
 * layers[1]'s, and so on. The result has the union of days, and source[i] is the index of the
 * layer point i came from (a manual quote over a provider's, say). Undefined layers are skipped
 * but keep their index. At most 256 layers (source is a Uint8Array).
 *
 * Precedence is per day, not per period: a provider's point on Tuesday still wins over a manual
 * point from Monday when asked as of Tuesday, because Tuesday's is the later point.
 */
export function mergeLayers(layers: readonly (AsOfSeries | undefined)[]): { series: AsOfSeries; source: Uint8Array } {
  if (layers.length > 256) throw new RangeError(`Too many layers: ${layers.length}`);
  const heads = layers.map(() => 0);
  let total = 0;
  for (const layer of layers) total += layer?.days.length ?? 0;
  const days = new Int32Array(total);
  const values = new Float64Array(total);
  const source = new Uint8Array(total);
  let n = 0;
  for (;;) {
    // The earliest day any layer still has, and the first layer that has it.
    let day = Infinity;
    let from = -1;
    for (let l = 0; l < layers.length; l++) {
      const layer = layers[l];
      const head = heads[l]!;
      if (layer && head < layer.days.length && layer.days[head]! < day) {
        day = layer.days[head]!;
        from = l;
      }
    }
    if (from < 0) break;
    days[n] = day;
    values[n] = layers[from]!.values[heads[from]!]!;
    source[n] = from;
    n++;
    for (let l = 0; l < layers.length; l++) {
      const layer = layers[l];
      if (layer && heads[l]! < layer.days.length && layer.days[heads[l]!] === day) heads[l] = heads[l]! + 1;
    }
  }
  return { series: { days: days.slice(0, n), values: values.slice(0, n) }, source: source.slice(0, n) };
}

/** 1 / value on every day: an FX pair read the other way (a zero rate becomes Infinity). */
export function invert(series: AsOfSeries): AsOfSeries {
  return { days: series.days.slice(), values: series.values.map((v) => 1 / v) };
}

export interface AsOfCursor {
  /** The value as of `day` (as valueAsOf), undefined before the first point. */
  at(day: number): number | undefined;
}

// A forward step this long or longer switches from walking to a binary search of the rest.
const WALK = 8;

/**
 * valueAsOf for sweeps: asked in ascending day order it walks forward from the last answer,
 * O(1) amortised; asked for an earlier day than last time it binary-searches again.
 */
export function createCursor(series: AsOfSeries): AsOfCursor {
  const { days, values } = series;
  const length = days.length;
  let index = -1;
  let lastDay = -Infinity;
  return {
    at(day: number): number | undefined {
      if (day < lastDay) index = indexAsOf(series, day);
      else {
        let steps = 0;
        while (index + 1 < length && days[index + 1]! <= day) {
          index++;
          if (++steps === WALK) {
            index = indexAsOf(series, day, index);
            break;
          }
        }
      }
      lastDay = day;
      return index < 0 ? undefined : values[index];
    },
  };
}

/**
 * numerator / denominator as of every day either has a point, from the first day both have
 * one: an FX cross rate A→B from the legs X→B and X→A (through EUR or USD, say).
 */
export function quotient(numerator: AsOfSeries, denominator: AsOfSeries): AsOfSeries {
  const top = createCursor(numerator);
  const bottom = createCursor(denominator);
  const start = Math.max(numerator.days[0] ?? LATEST_DAY, denominator.days[0] ?? LATEST_DAY);
  const days = [...new Set([...numerator.days, ...denominator.days])].filter((day) => day >= start).sort((a, b) => a - b);
  return { days: Int32Array.from(days), values: Float64Array.from(days, (day) => top.at(day)! / bottom.at(day)!) };
}

/**
 * Each point of `series` times `factor` as of its day (a price converted by an FX rate); points
 * before the factor's first are left out rather than guessed.
 */
export function scaledBy(series: AsOfSeries, factor: AsOfSeries): AsOfSeries {
  const cursor = createCursor(factor);
  const days: number[] = [];
  const values: number[] = [];
  series.days.forEach((day, i) => {
    const by = cursor.at(day);
    if (by === undefined) return;
    days.push(day);
    values.push(series.values[i]! * by);
  });
  return { days: Int32Array.from(days), values: Float64Array.from(values) };
}
