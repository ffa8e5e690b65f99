// The slice of a security's bars a chart range shows. Daily ranges count back from today in
// calendar terms (a month is a month whatever the trading days); the intraday ranges take the
// last session (1D) or the stored five (5D, in 15-minute bars).
import type { ChartRangeName } from '../../../common/market';
import type { StoredIntraday } from '../../market/store/liveStore';
import type { StoredBars } from '../../market/store/marketStore';
import { fromDay, toDay } from '../../portfolio/days';

/** The first day a daily range shows, as a day number; null for all of it. */
export function rangeStart(range: ChartRangeName, today: number): number | null {
  const iso = fromDay(today);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthsBack = (months: number) => {
    const start = new Date(Date.UTC(year, month - 1 - months, 1));
    // The same day of the month, or the month's last when it is shorter (31 March → 28 February).
    const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, last));
    return toDay(start.toISOString().slice(0, 10));
  };
  switch (range) {
    case 'M1':
      return monthsBack(1);
    case 'M3':
      return monthsBack(3);
    case 'M6':
      return monthsBack(6);
    case 'YTD':
      return toDay(`${year}-01-01`);
    case 'Y1':
      return monthsBack(12);
    case 'Y5':
      return monthsBack(60);
    case 'Y10':
      return monthsBack(120);
    case 'MAX':
    case 'D1':
    case 'D5':
      return null;
  }
}

function firstIndexFrom(days: Int32Array, start: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The stored bars from the range's first day (views, not copies). */
export function dailyWindow(bars: StoredBars, range: ChartRangeName, today: number): Omit<StoredBars, 'currency' | 'simulated'> {
  const start = rangeStart(range, today);
  const from = start === null ? 0 : firstIndexFrom(bars.days, start);
  return {
    days: bars.days.subarray(from),
    opens: bars.opens.subarray(from),
    highs: bars.highs.subarray(from),
    lows: bars.lows.subarray(from),
    closes: bars.closes.subarray(from),
    volumes: bars.volumes.subarray(from),
    adjCloses: bars.adjCloses.subarray(from),
  };
}

/** A pause longer than this between two intraday bars ends a session. */
const SESSION_GAP_S = 2 * 60 * 60;
const DAY_S = 24 * 60 * 60;

/** Index of the first bar of the last session: after the last long pause, and within a day (a market that never closes). */
export function lastSessionStart(times: Float64Array): number {
  if (times.length === 0) return 0;
  const last = times[times.length - 1]!;
  let i = times.length - 1;
  while (i > 0 && times[i]! - times[i - 1]! <= SESSION_GAP_S && last - times[i - 1]! < DAY_S) i--;
  return i;
}

interface IntradayColumns {
  interval: string;
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: (number | null)[];
}

/** 1D: the last session in the stored bars; 5D: all stored sessions, in 15-minute bars. */
export function intradayWindow(bars: StoredIntraday, range: 'D1' | 'D5' | ChartRangeName): IntradayColumns {
  if (range === 'D1') {
    const from = lastSessionStart(bars.times);
    const slice = (column: Float64Array) => Array.from(column.subarray(from));
    return { interval: bars.interval, time: slice(bars.times), open: slice(bars.opens), high: slice(bars.highs), low: slice(bars.lows), close: slice(bars.closes), volume: Array.from(bars.volumes.subarray(from), (v) => (Number.isFinite(v) ? v : null)) };
  }
  return aggregate(bars, 15 * 60);
}

/** Bars merged into buckets of `seconds` (aligned to the epoch): first open, highest high, lowest low, last close, summed volume. */
export function aggregate(bars: StoredIntraday, seconds: number): IntradayColumns {
  const out: IntradayColumns = { interval: `${seconds / 60}m`, time: [], open: [], high: [], low: [], close: [], volume: [] };
  let bucket = Number.NaN;
  for (let i = 0; i < bars.times.length; i++) {
    const start = Math.floor(bars.times[i]! / seconds) * seconds;
    const volume = bars.volumes[i]!;
    if (start !== bucket) {
      bucket = start;
      out.time.push(start);
      out.open.push(bars.opens[i]!);
      out.high.push(bars.highs[i]!);
      out.low.push(bars.lows[i]!);
      out.close.push(bars.closes[i]!);
      out.volume.push(Number.isFinite(volume) ? volume : null);
      continue;
    }
    const k = out.time.length - 1;
    out.high[k] = Math.max(out.high[k]!, bars.highs[i]!);
    out.low[k] = Math.min(out.low[k]!, bars.lows[i]!);
    out.close[k] = bars.closes[i]!;
    if (Number.isFinite(volume)) out.volume[k] = (out.volume[k] ?? 0) + volume;
  }
  return out;
}

/** The most points a sparkline gets: more than a widget row's pixels would show. */
export const SPARKLINE_POINTS = 100;

/** The last session's closes, thinned evenly to at most SPARKLINE_POINTS (the last one always kept). */
export function sparklineOf(bars: StoredIntraday): number[] {
  const from = lastSessionStart(bars.times);
  const closes = Array.from(bars.closes.subarray(from));
  if (closes.length <= SPARKLINE_POINTS) return closes;
  const step = (closes.length - 1) / (SPARKLINE_POINTS - 1);
  return Array.from({ length: SPARKLINE_POINTS }, (_, i) => closes[Math.round(i * step)]!);
}
