// Candles from a Yahoo chart answer (the `chart.result[0]` entry, raw or as yahoo-finance2 hands
// it over: both carry Unix-second timestamps and `indicators.quote[0]` columns). A chart widget
// draws every bar it gets, so a bad bar must never reach it: each is dropped or repaired here by
// one of the rules below, and the caller gets a count per rule to log once.
//
// Rules, in the order they apply:
// - an entry without a finite timestamp, or with a missing or non-finite open, high, low or
//   close, is a gap (Yahoo fills holidays and halts with nulls): dropped, never filled in;
// - an entry with any price at or below zero is dropped (no listing trades at 0);
// - an entry whose prices are ABSURD_JUMP_FACTOR apart within itself is dropped, and so is one
//   whose close jumps that far from the previous kept close (see dropAbsurdJumps);
// - high and low that do not bracket open and close (a high below the low, a close above the
//   high) are recomputed as the max and min of the four prices: the prints are real, their
//   labels are not;
// - a negative volume (a -1 standing for "unknown") cannot be a count: it becomes null; a
//   currency pair's volume is always 0 on Yahoo, which means "not given", so it is null too;
// - entries are sorted by time; two for one day (daily) or one instant (intraday) keep the later
//   one (the live bar Yahoo adds next to the day's bar, or a repeated print);
// - pence-quoted listings (GBp) are divided into pounds: prices only, not the volume.

import { mainUnit } from '../../../common/currencyUnits';
import type { DailyBar, DateRange, IntradayBar, OhlcvBar } from '../provider';
import { ABSURD_JUMP_FACTOR, dropAbsurdJumps } from '../quality';
import { exchangeClock, exchangeDay, finite, isRecord, positive, text, type ChartPayload } from './yahooMapping';

/** How many entries each rule dropped or repaired; `malformed` says why nothing could be read. */
export interface BarProblems {
  /** Why the answer has no readable columns (the caller raises ProviderError('malformed')); null when it had them. */
  readonly malformed: string | null;
  /** Dropped: no usable timestamp or a missing price. */
  readonly gaps: number;
  /** Dropped: a price at or below zero. */
  readonly nonPositive: number;
  /** Dropped: ABSURD_JUMP_FACTOR apart within the bar or from the previous close. */
  readonly absurd: number;
  /** Kept with high and low recomputed. */
  readonly highLowRepaired: number;
  /** Kept with the volume null. */
  readonly negativeVolume: number;
  /** Entries stamped before one that came earlier in the answer (sorted, not dropped). */
  readonly outOfOrder: number;
  /** Dropped: an earlier entry of the same day (daily) or instant (intraday). */
  readonly duplicates: number;
}

export interface CleanBars<T> {
  readonly bars: T[];
  readonly problems: BarProblems;
}

/** A clean answer's problems: none. */
export const NO_BAR_PROBLEMS: BarProblems = {
  malformed: null,
  gaps: 0,
  nonPositive: 0,
  absurd: 0,
  highLowRepaired: 0,
  negativeVolume: 0,
  outOfOrder: 0,
  duplicates: 0,
};

/** True when a rule fired or the answer was malformed: worth one log line. */
export function hasBarProblems(problems: BarProblems): boolean {
  return Object.values(problems).some((value) => value !== null && value !== 0);
}

interface Entry {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number | null;
  readonly adjClose: number | null;
}

type Counts = { -readonly [K in Exclude<keyof BarProblems, 'malformed'>]: number };

/** Seconds a Date can hold (±8.64e15 ms): beyond them toISOString throws. */
const MAX_SECONDS = 8.64e12;
const instant = (value: unknown): number | null => {
  const seconds = finite(value);
  return seconds !== null && Math.abs(seconds) <= MAX_SECONDS ? seconds : null;
};

interface Columns {
  readonly timestamps: readonly unknown[];
  readonly open: readonly unknown[];
  readonly high: readonly unknown[];
  readonly low: readonly unknown[];
  readonly close: readonly unknown[];
  readonly volume: readonly unknown[] | null;
  readonly adjClose: readonly unknown[] | null;
  readonly divisor: number;
  readonly volumeGiven: boolean;
  readonly meta: ChartPayload['meta'];
}

/** The chart's columns, or why they cannot be read. No timestamps at all is a valid empty answer. */
function columnsOf(chart: unknown): Columns | string {
  if (!isRecord(chart) || !isRecord(chart['meta']) || !isRecord(chart['indicators'])) return 'chart has no meta or indicators';
  const indicators = chart['indicators'];
  const timestamps = chart['timestamp'] ?? [];
  if (!Array.isArray(timestamps)) return 'chart timestamps are not a list';
  // A closed market's answer has no timestamps and an empty quote entry, which yahoo-finance2
  // drops (`quote: []`): nothing to read, but nothing wrong either.
  if (timestamps.length === 0) return { timestamps, open: [], high: [], low: [], close: [], volume: null, adjClose: null, divisor: 1, volumeGiven: false, meta: {} };
  const quote: unknown = Array.isArray(indicators['quote']) ? indicators['quote'][0] : undefined;
  if (!isRecord(quote)) return 'chart has no indicators.quote[0]';
  const column = (value: unknown) => (Array.isArray(value) ? value : null);
  const adjEntry: unknown = Array.isArray(indicators['adjclose']) ? indicators['adjclose'][0] : undefined;
  const columns = {
    open: column(quote['open']),
    high: column(quote['high']),
    low: column(quote['low']),
    close: column(quote['close']),
    volume: column(quote['volume']),
    adjClose: isRecord(adjEntry) ? column(adjEntry['adjclose']) : null,
  };
  const n = timestamps.length;
  for (const [name, values] of Object.entries(columns)) {
    const optional = name === 'volume' || name === 'adjClose';
    if ((values === null && !optional) || (values !== null && values.length !== n)) {
      return `chart has ${n} timestamps but ${values?.length ?? 0} ${name} values`;
    }
  }
  const meta = chart['meta'] as ChartPayload['meta'];
  return {
    ...columns,
    timestamps,
    open: columns.open ?? [],
    high: columns.high ?? [],
    low: columns.low ?? [],
    close: columns.close ?? [],
    divisor: mainUnit(text(meta.currency) ?? '').divisor,
    volumeGiven: chart['meta']['instrumentType'] !== 'CURRENCY',
    meta,
  };
}

function entryAt(columns: Columns, i: number, counts: Counts): Entry | null {
  const time = instant(columns.timestamps[i]);
  const prices = [columns.open[i], columns.high[i], columns.low[i], columns.close[i]].map(finite);
  if (time === null || prices.some((price) => price === null)) {
    counts.gaps++;
    return null;
  }
  const [open, high, low, close] = prices as [number, number, number, number];
  const lowest = Math.min(open, high, low, close);
  const highest = Math.max(open, high, low, close);
  if (lowest <= 0) {
    counts.nonPositive++;
    return null;
  }
  if (highest / lowest >= ABSURD_JUMP_FACTOR) {
    counts.absurd++;
    return null;
  }
  if (high !== highest || low !== lowest) counts.highLowRepaired++;
  const rawVolume = finite(columns.volume?.[i]);
  if (rawVolume !== null && rawVolume < 0) counts.negativeVolume++;
  const adjClose = positive(columns.adjClose?.[i]);
  const d = columns.divisor;
  return {
    time,
    open: open / d,
    high: highest / d,
    low: lowest / d,
    close: close / d,
    volume: columns.volumeGiven && rawVolume !== null && rawVolume >= 0 ? rawVolume : null,
    adjClose: adjClose === null ? null : adjClose / d,
  };
}

interface Keyed {
  readonly key: string;
  readonly entry: Entry;
}

/** Clean entries sorted by time, one per key (the later wins), absurd close jumps dropped. */
function cleanEntries(chart: unknown, keyOf: (time: number, meta: ChartPayload['meta']) => string): { entries: Keyed[]; problems: BarProblems } {
  const columns = columnsOf(chart);
  if (typeof columns === 'string') return { entries: [], problems: { ...NO_BAR_PROBLEMS, malformed: columns } };
  const counts: Counts = { ...NO_BAR_PROBLEMS };
  const entries: Entry[] = [];
  let latest = -Infinity;
  columns.timestamps.forEach((_, i) => {
    const entry = entryAt(columns, i, counts);
    if (entry === null) return;
    if (entry.time < latest) counts.outOfOrder++;
    latest = Math.max(latest, entry.time);
    entries.push(entry);
  });
  // Array.prototype.sort is stable: among equal times the later in the answer stays later.
  entries.sort((a, b) => a.time - b.time);
  const byKey = new Map<string, Keyed>();
  for (const entry of entries) {
    const key = keyOf(entry.time, columns.meta);
    if (byKey.has(key)) {
      counts.duplicates++;
      // Re-inserted so the map's order stays the time order of the kept entries.
      byKey.delete(key);
    }
    byKey.set(key, { key, entry });
  }
  const unique = [...byKey.values()];
  const sane = dropAbsurdJumps(unique, (keyed) => keyed.entry.close);
  counts.absurd += unique.length - sane.length;
  return { entries: sane, problems: { ...counts, malformed: null } };
}

const dayKey = (time: number, meta: ChartPayload['meta']) => exchangeDay(time, exchangeClock(meta));

/**
 * Daily candles on the exchange's calendar days within `range` (inclusive). A market that never
 * closes (crypto, zone UTC) gets a bar for every UTC day, weekends included.
 */
export function ohlcvFromChart(chart: unknown, range: DateRange): CleanBars<OhlcvBar> {
  const { entries, problems } = cleanEntries(chart, dayKey);
  const bars = entries.flatMap(({ key: date, entry }): OhlcvBar[] => {
    if (date < range.from || date > range.to) return [];
    const { open, high, low, close, volume, adjClose } = entry;
    return [{ date, open, high, low, close, volume, adjClose }];
  });
  return { bars, problems };
}

/** Intraday candles stamped with their start in UTC; one per instant. */
export function intradayFromChart(chart: unknown): CleanBars<IntradayBar> {
  const { entries, problems } = cleanEntries(chart, (time) => String(time));
  const bars = entries.map(({ entry: { time, open, high, low, close, volume } }) => ({
    at: new Date(time * 1000).toISOString(),
    open,
    high,
    low,
    close,
    volume,
  }));
  return { bars, problems };
}

/**
 * `bars` with the open, high, low and volume of the clean candle of their day. The closes stay
 * as given (the daily history keeps its own rules for them); a day whose candle was dropped as a
 * gap or spike, or whose candle is another entry than the close's (its close differs), gets the
 * four as null rather than a candle that does not belong to it.
 */
export function withCandles(bars: readonly DailyBar[], candles: readonly OhlcvBar[]): DailyBar[] {
  const byDate = new Map(candles.map((candle) => [candle.date, candle]));
  return bars.map((bar) => {
    const candle = byDate.get(bar.date);
    if (candle === undefined || candle.close !== bar.close) return { ...bar, open: null, high: null, low: null, volume: null };
    return { ...bar, open: candle.open, high: candle.high, low: candle.low, volume: candle.volume };
  });
}
