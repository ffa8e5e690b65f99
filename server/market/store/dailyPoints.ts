// A day series as the market store merges it: closes, adjusted closes and the day's candle
// (open, high, low, volume) as columns, and the merge of a fetch into what is stored.
import { toDay } from '../../portfolio/days';
import type { DailyBar } from '../provider';

/** A day's open, high, low and volume beside its close (NaN where unknown), in that order. */
export type Ohlv = readonly [Float64Array, Float64Array, Float64Array, Float64Array];

export interface DailyPoints {
  days: Int32Array;
  values: Float64Array;
  adj?: Float64Array;
  ohlv?: Ohlv;
}

export const nanColumn = (length: number) => new Float64Array(length).fill(Number.NaN);

/**
 * Stored points and new ones as one series, new winning on a shared day. When both carry
 * adjusted closes and share a day, the stored ones are rescaled to the new basis first: a
 * provider re-bases every past adjusted close after each dividend, and a series must not jump
 * where old and new meet. A new day without an open, high, low or volume keeps the stored one.
 */
export function mergePoints(stored: DailyPoints | undefined, fresh: DailyPoints): DailyPoints {
  if (!stored || stored.days.length === 0) return fresh;
  let scale = 1;
  if (stored.adj && fresh.adj) {
    const freshByDay = new Map<number, number>();
    fresh.days.forEach((day, i) => freshByDay.set(day, fresh.adj![i]!));
    // The latest shared day with both adjusted values known.
    for (let i = stored.days.length - 1; i >= 0; i--) {
      const other = freshByDay.get(stored.days[i]!);
      if (other !== undefined && Number.isFinite(other) && Number.isFinite(stored.adj[i]!)) {
        scale = other / stored.adj[i]!;
        break;
      }
    }
  }
  const withOhlv = Boolean(stored.ohlv ?? fresh.ohlv);
  // Per day: close, adjusted close, then open, high, low, volume.
  const byDay = new Map<number, number[]>();
  const extras = (points: DailyPoints, i: number) => (points.ohlv ? points.ohlv.map((column) => column[i]!) : [Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
  stored.days.forEach((day, i) => byDay.set(day, [stored.values[i]!, (stored.adj?.[i] ?? Number.NaN) * scale, ...extras(stored, i)]));
  fresh.days.forEach((day, i) => {
    const next = [fresh.values[i]!, fresh.adj?.[i] ?? Number.NaN, ...extras(fresh, i)];
    const before = byDay.get(day);
    if (before) for (let k = 2; k < 6; k++) if (Number.isNaN(next[k]!)) next[k] = before[k]!;
    byDay.set(day, next);
  });
  const days = Int32Array.from([...byDay.keys()].sort((a, b) => a - b));
  const columns = Array.from({ length: 6 }, () => new Float64Array(days.length));
  days.forEach((day, i) => byDay.get(day)!.forEach((value, k) => (columns[k]![i] = value)));
  const [values, adj, open, high, low, volume] = columns as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  return { days, values, adj, ...(withOhlv && { ohlv: [open, high, low, volume] as const }) };
}

const orNaN = (value: number | null | undefined) => (value === null || value === undefined ? Number.NaN : value);

export function barsAsPoints(bars: readonly DailyBar[]): DailyPoints {
  const ordered = [...bars].sort((a, b) => (a.date < b.date ? -1 : 1));
  const hasOhlv = ordered.some((bar) => bar.open != null || bar.high != null || bar.low != null || bar.volume != null);
  return {
    days: Int32Array.from(ordered, (bar) => toDay(bar.date)),
    values: Float64Array.from(ordered, (bar) => bar.close),
    adj: Float64Array.from(ordered, (bar) => bar.adjClose ?? Number.NaN),
    ...(hasOhlv && {
      ohlv: [
        Float64Array.from(ordered, (bar) => orNaN(bar.open)),
        Float64Array.from(ordered, (bar) => orNaN(bar.high)),
        Float64Array.from(ordered, (bar) => orNaN(bar.low)),
        Float64Array.from(ordered, (bar) => orNaN(bar.volume)),
      ] as const,
    }),
  };
}
