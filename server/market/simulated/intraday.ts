// The simulated price within a session: a walk per symbol and day, one step a minute, tied at
// both ends (a Brownian bridge in log price) from the day's open to its close in the daily
// history. So a quote moves minute by minute while the session runs, its day's high and low are
// the walk's, the intraday candles close at the quote's price, and once the session is over its
// last candle closes where the daily bar does. Each day's walk depends only on the symbol's seed
// and the day, never on the present, so a past session looks the same whenever it is drawn.

import type { IntradayBar } from '../provider';
import { seededRandom } from '../../../common/seededRandom';
import { roundPrice } from './numbers';
import { sessionInstant, type Session } from './session';

/** What a session's walk is drawn from. */
export interface PathSource {
  readonly seed: number;
  /** Daily closes by open-day index (the bar a session makes ends at its close). */
  readonly closes: Float64Array;
  /** Standard deviation of the daily log move. */
  readonly volatility: number;
  /** Whether a session opens away from the previous close (shares, indices; not crypto). */
  readonly gapped: boolean;
  /** Units traded on an ordinary day; null where nothing is counted (indices). */
  readonly dailyVolume: number | null;
}

// Math's functions held locally: Jest runs modules in a vm context, where every read of a global
// such as Math is an interceptor call, and this file's loops read them millions of times.
const { imul, exp, log, sqrt, max, min, floor, round } = Math;

const MAX_SESSION_MINUTES = 1440;
// An opening gap of a quarter of the day's volatility: opens sit near the previous close.
const GAP_SHARE = 0.25;
const UNIFORM_SCALE = sqrt(3);

/** A well-mixed seed for one symbol's day (the murmur3 finaliser). */
function daySeed(seed: number, day: number): number {
  let hash = (seed ^ imul(day, 0x9e3779b1)) >>> 0;
  hash ^= hash >>> 16;
  hash = imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

// One buffer for every walk: the server is single-threaded and a walk is read before the next.
const scratch = new Float64Array(MAX_SESSION_MINUTES + 1);

/** Per session length: the bridge's pull back towards its end, and the scale of its noise, at each step. */
const bridgeTables = new Map<number, { pull: Float64Array; noise: Float64Array }>();

function bridgeTable(n: number): { pull: Float64Array; noise: Float64Array } {
  let table = bridgeTables.get(n);
  if (!table) {
    const pull = new Float64Array(n);
    const noise = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      pull[k] = 1 - 1 / (n - k);
      noise[k] = sqrt((n - k - 1) / (n - k));
    }
    table = { pull, noise };
    bridgeTables.set(n, table);
  }
  return table;
}

interface Walk {
  readonly open: number;
  readonly close: number;
  /** Units traded in the whole session; null without volume. */
  readonly volume: number | null;
  /** The generator's state after the walk, for the minute volumes. */
  readonly state: number;
}

/**
 * The session's walk in log price into `scratch[0..length]`, from the open to the close. The
 * bridge is drawn forwards in one pass (each step pulled towards the end by what is left of the
 * session). This loop makes every daily candle of a history, so mulberry32 is inlined as in
 * seededWalk: common/seededRandom reads the global Math on every draw, twenty times slower
 * under Jest's vm context.
 */
function walk(source: PathSource, session: Session): Walk {
  let state = daySeed(source.seed, session.day);
  const draw = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const gapDraw = draw();
  const volumeDraw = draw();
  const close = source.closes[session.index]!;
  const previous = session.loop ? close : (source.closes[session.index - 1] ?? close);
  const open = session.loop || !source.gapped ? previous : roundPrice(previous * exp(GAP_SHARE * source.volatility * (2 * gapDraw - 1) * UNIFORM_SCALE));
  const n = session.length;
  const from = log(open);
  const slope = (log(close) - from) / n;
  const scale = source.volatility / sqrt(n);
  const { pull, noise } = bridgeTable(n);
  let bridge = 0;
  scratch[0] = from;
  for (let k = 0; k < n; k++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    const uniform = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    bridge = bridge * pull[k]! + (2 * uniform - 1) * UNIFORM_SCALE * noise[k]!;
    scratch[k + 1] = from + slope * (k + 1) + scale * bridge;
  }
  const volume = source.dailyVolume === null ? null : round(source.dailyVolume * (0.6 + 0.8 * volumeDraw));
  return { open, close, volume, state };
}

/** A finished session's candle: its open, the walk's extremes and the daily close. */
export function sessionCandle(source: PathSource, session: Session): { open: number; high: number; low: number; close: number; volume: number | null } {
  const { open, close, volume } = walk(source, session);
  let highest = -Infinity;
  let lowest = Infinity;
  for (let k = 0; k <= session.length; k++) {
    const value = scratch[k]!;
    if (value > highest) highest = value;
    if (value < lowest) lowest = value;
  }
  // Rounding is monotone, so the rounded extremes are the extremes of the rounded minute prices.
  return { open, close, high: max(open, close, roundPrice(exp(highest))), low: min(open, close, roundPrice(exp(lowest))), volume };
}

/** A session's minute prices and the volume traded in each minute, to read the present from. */
export interface SessionPath {
  readonly session: Session;
  /** Prices at minutes 0..length; the first is the open, the last the close. */
  readonly prices: Float64Array;
  /** Units traded in each minute; null without volume. */
  readonly volumes: Float64Array | null;
}

export function sessionPath(source: PathSource, session: Session): SessionPath {
  const { open, close, volume, state } = walk(source, session);
  const random = seededRandom(state);
  const n = session.length;
  const prices = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) prices[k] = roundPrice(exp(scratch[k]!));
  prices[0] = open;
  prices[n] = close;
  if (volume === null) return { session, prices, volumes: null };
  // Trading is busiest at the open and the close: a U-shaped share of the day per minute, jittered.
  const volumes = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    const x = (2 * (k + 0.5)) / n - 1;
    volumes[k] = (1 + 2 * x * x) * (0.5 + random());
    total += volumes[k]!;
  }
  for (let k = 0; k < n; k++) volumes[k] = (volumes[k]! * volume) / total;
  return { session, prices, volumes };
}

/** The price `minutes` into the session: between two minutes it moves evenly, so it changes every few seconds. */
export function priceAt(path: SessionPath, minutes: number): number {
  const n = path.session.length;
  if (minutes >= n) return path.prices[n]!;
  const k = floor(max(0, minutes));
  const a = path.prices[k]!;
  return roundPrice(a + (max(0, minutes) - k) * (path.prices[k + 1]! - a));
}

/** Units traded from the open to `minutes` into the session; null without volume. */
export function volumeAt(path: SessionPath, minutes: number): number | null {
  if (!path.volumes) return null;
  const end = min(max(0, minutes), path.session.length);
  let total = 0;
  const whole = floor(end);
  for (let k = 0; k < whole; k++) total += path.volumes[k]!;
  if (whole < path.session.length) total += (end - whole) * path.volumes[whole]!;
  return round(total);
}

/** The highest and lowest price from the open to `minutes` into the session. */
export function rangeTo(path: SessionPath, from: number, minutes: number): { high: number; low: number } {
  const end = min(max(from, minutes), path.session.length);
  let high = priceAt(path, end);
  let low = high;
  for (let k = Math.ceil(from); k <= floor(end); k++) {
    high = max(high, path.prices[k]!);
    low = min(low, path.prices[k]!);
  }
  const start = priceAt(path, from);
  return { high: max(high, start), low: min(low, start) };
}

/** The session's candles of `step` minutes up to `elapsed` minutes in; the last may be under way. */
export function intradayCandles(path: SessionPath, step: number, elapsed: number): IntradayBar[] {
  const n = path.session.length;
  const bars: IntradayBar[] = [];
  for (let start = 0; start < n && start <= elapsed; start += step) {
    const end = min(start + step, n, elapsed);
    const { high, low } = rangeTo(path, start, end);
    const traded = path.volumes ? (volumeAt(path, end) ?? 0) - (volumeAt(path, start) ?? 0) : null;
    bars.push({ at: sessionInstant(path.session, start).toISOString(), open: path.prices[start]!, high, low, close: priceAt(path, end), volume: traded });
  }
  return bars;
}
