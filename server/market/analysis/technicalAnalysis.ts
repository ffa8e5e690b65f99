/**
 * Technical ratings of one security from its stored daily bars, as TradingView's technical
 * analysis widget shows them: eight oscillators and twelve moving averages read over the days,
 * the ISO weeks and the calendar months, each reading a buy, a sell or neutral, and a summary
 * of them. Pure: bars in, summaries out. The indicators are trading-signals'; what each reading
 * says follows TradingView's published "Technical Ratings" rules, simplified where noted.
 */
import { ADX, AO, CCI, EMA, MACD, MOM, RSI, SMA, StochasticOscillator, WilliamsR } from 'trading-signals';
import type { IndicatorReading, TechnicalRating, TechnicalSummary, TechnicalTimeframe } from '../../generated/resolvers-types';
import { TECHNICAL_MIN_BARS, ratingOf } from '../../../common/technicalRatings';
import { fromDay, isoWeekday, toDay } from '../../portfolio/days';

/** One security's daily bars as columns, oldest first; volume NaN where unknown. */
export interface DailyBars {
  /** 'yyyy-MM-dd' or day numbers (days since 1970-01-01). */
  readonly days: readonly string[] | readonly number[] | Int32Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

/** Bars of one timeframe; `days` holds each bar's first trading day. */
export interface Bars {
  readonly days: Int32Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

export type Summary = Omit<TechnicalSummary, '__typename' | 'oscillators' | 'movingAverages'> & {
  oscillators: Reading[];
  movingAverages: Reading[];
};
export type Reading = Omit<IndicatorReading, '__typename'>;
type Action = Extract<TechnicalRating, 'buy' | 'neutral' | 'sell'>;

export const TIMEFRAMES = ['day', 'week', 'month'] as const satisfies readonly TechnicalTimeframe[];

/**
 * The newest bars each timeframe reads, which bounds the work per request whatever the history:
 * an EMA(200) seeded 1,000 bars back keeps (199/201)^999 ≈ 0.005 % of its seed's distance from
 * the prices, nothing on screen.
 */
export const MAX_BARS = 1_000;

const MOVING_AVERAGE_PERIODS = [10, 20, 30, 50, 100, 200] as const;

const ACTION_SCORE: Readonly<Record<Action, number>> = { sell: -1, neutral: 0, buy: 1 };

const dayOf = (day: string | number): number => (typeof day === 'string' ? toDay(day) : day);

/** The Monday of a day's ISO week: weeks group by it. */
const weekOf = (day: number): number => day - (isoWeekday(day) - 1);
/** 'yyyy-MM' of a day: months group by it. */
const monthOf = (day: number): string => fromDay(day).slice(0, 7);

/**
 * The dailies as given (day numbers), with the gaps a source may leave in open, high and low
 * filled from the close so a bar without them still counts (a close-only index reads flat).
 */
export function dailyBars(input: DailyBars): Bars {
  const n = input.close.length;
  const days = Int32Array.from(input.days as ArrayLike<string | number>, dayOf);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const close = input.close[i]!;
    open[i] = Number.isFinite(input.open[i]) ? input.open[i]! : close;
    high[i] = Number.isFinite(input.high[i]) ? input.high[i]! : Math.max(open[i]!, close);
    low[i] = Number.isFinite(input.low[i]) ? input.low[i]! : Math.min(open[i]!, close);
  }
  return { days, open, high, low, close: Float64Array.from(input.close), volume: Float64Array.from(input.volume) };
}

/**
 * Daily bars grouped into weeks (ISO, Monday to Sunday) or calendar months: the first open, the
 * highest high, the lowest low, the last close, and the volume summed over the days that have
 * one (NaN when none has).
 */
export function aggregateBars(daily: Bars, timeframe: TechnicalTimeframe): Bars {
  if (timeframe === 'day') return daily;
  const keyOf = timeframe === 'week' ? weekOf : monthOf;
  const groups: number[][] = [];
  let lastKey: number | string | undefined;
  daily.days.forEach((day, i) => {
    const key = keyOf(day);
    if (key !== lastKey) groups.push([]);
    groups[groups.length - 1]!.push(i);
    lastKey = key;
  });
  const pick = (fn: (indices: number[]) => number) => Float64Array.from(groups, fn);
  return {
    days: Int32Array.from(groups, (indices) => daily.days[indices[0]!]!),
    open: pick((indices) => daily.open[indices[0]!]!),
    high: pick((indices) => Math.max(...indices.map((i) => daily.high[i]!))),
    low: pick((indices) => Math.min(...indices.map((i) => daily.low[i]!))),
    close: pick((indices) => daily.close[indices[indices.length - 1]!]!),
    volume: pick((indices) => {
      const known = indices.map((i) => daily.volume[i]!).filter(Number.isFinite);
      return known.length === 0 ? Number.NaN : known.reduce((sum, volume) => sum + volume, 0);
    }),
  };
}

interface Candle {
  high: number;
  low: number;
  close: number;
}

/** An indicator's last value and the one before (null until it has one). */
interface Series {
  last: number | null;
  previous: number | null;
}

function lastTwo<T>(results: readonly (T | null)[], value: (result: T) => number): Series {
  const at = (i: number) => {
    const result = results[i];
    return result === null || result === undefined ? null : value(result);
  };
  return { last: at(results.length - 1), previous: at(results.length - 2) };
}

const rising = ({ last, previous }: Series) => last !== null && previous !== null && last > previous;
const falling = ({ last, previous }: Series) => last !== null && previous !== null && last < previous;
const reading = (name: string, value: number | null, action: Action): Reading =>
  // A flat stretch can make a ratio indicator divide by zero (CCI over equal prices): no figure, no view.
  value === null || !Number.isFinite(value) ? { name, value: null, action: 'neutral' } : { name, value, action };

/**
 * The oscillators and what TradingView's rules read in each ("rising" and "falling" compare the
 * last bar's value with the bar before):
 * - RSI(14), Wilder's smoothing: below 30 (oversold) buy, above 70 (overbought) sell.
 * - Stochastic %K(14, 3, 3): below 20 and rising buy, above 80 and falling sell.
 * - CCI(20): below −100 and rising buy, above 100 and falling sell.
 * - ADX(14) with the directional indices: above 20 (a trend) with +DI over −DI buy, with −DI
 *   over +DI sell; a weak trend is neutral.
 * - Awesome Oscillator (5/34 SMAs of the median price): TradingView's saucer and zero-line
 *   cross, simplified to above 0 and rising buy, below 0 and falling sell.
 * - Momentum(10): rising buy, falling sell.
 * - MACD(12, 26, 9): the MACD line over its signal line buy, under it sell.
 * - Williams %R(14): below −80 and rising buy, above −20 and falling sell.
 */
function oscillators(bars: Bars): Reading[] {
  const closes = Array.from(bars.close);
  const candles: Candle[] = closes.map((close, i) => ({ high: bars.high[i]!, low: bars.low[i]!, close }));

  const rsi = lastTwo(new RSI(14).updates(closes), Number);
  const stochastic = lastTwo(new StochasticOscillator({ kPeriod: 14, kSlowingPeriod: 3, dPeriod: 3 }).updates(candles), (result) => result.stochK);
  const cci = lastTwo(new CCI(20).updates(candles), Number);
  const adxIndicator = new ADX(14);
  const adx = lastTwo(adxIndicator.updates(candles), Number);
  const plusDi = adxIndicator.pdi ?? null;
  const minusDi = adxIndicator.mdi ?? null;
  const ao = lastTwo(new AO(5, 34).updates(candles), Number);
  const momentum = lastTwo(new MOM(10).updates(closes), Number);
  const macdResults = new MACD(new EMA(12), new EMA(26), new EMA(9)).updates(closes);
  const macd = macdResults[macdResults.length - 1] ?? null;
  const williams = lastTwo(new WilliamsR(14).updates(candles), Number);

  const between = (series: Series, low: number, high: number): Action =>
    series.last === null ? 'neutral' : series.last < low && rising(series) ? 'buy' : series.last > high && falling(series) ? 'sell' : 'neutral';
  const adxAction = (): Action => {
    if (adx.last === null || plusDi === null || minusDi === null || adx.last <= 20) return 'neutral';
    return plusDi > minusDi ? 'buy' : plusDi < minusDi ? 'sell' : 'neutral';
  };

  return [
    reading('Relative Strength Index (14)', rsi.last, rsi.last === null ? 'neutral' : rsi.last < 30 ? 'buy' : rsi.last > 70 ? 'sell' : 'neutral'),
    reading('Stochastic %K (14, 3, 3)', stochastic.last, between(stochastic, 20, 80)),
    reading('Commodity Channel Index (20)', cci.last, between(cci, -100, 100)),
    reading('Average Directional Index (14)', adx.last, adxAction()),
    reading('Awesome Oscillator', ao.last, ao.last !== null && ao.last > 0 && rising(ao) ? 'buy' : ao.last !== null && ao.last < 0 && falling(ao) ? 'sell' : 'neutral'),
    reading('Momentum (10)', momentum.last, rising(momentum) ? 'buy' : falling(momentum) ? 'sell' : 'neutral'),
    reading('MACD Level (12, 26)', macd?.macd ?? null, macd === null ? 'neutral' : macd.macd > macd.signal ? 'buy' : macd.macd < macd.signal ? 'sell' : 'neutral'),
    reading('Williams Percent Range (14)', williams.last, between(williams, -80, -20)),
  ];
}

/**
 * SMA and EMA over 10 to 200 bars: the close above the average buy, below it sell. trading-signals
 * seeds its EMA with the first close (not an SMA), which fades within a few periods. An average
 * longer than the bars there are (SMA 200 over 60 months) is left out rather than read as neutral:
 * the oscillators alone set how many bars a timeframe needs (TECHNICAL_MIN_BARS).
 */
function movingAverages(bars: Bars): Reading[] {
  const closes = Array.from(bars.close);
  const close = closes[closes.length - 1]!;
  const readings: Reading[] = [];
  for (const [kind, make] of [
    ['Exponential', (period: number) => new EMA(period)],
    ['Simple', (period: number) => new SMA(period)],
  ] as const) {
    for (const period of MOVING_AVERAGE_PERIODS) {
      if (closes.length < period) continue;
      const indicator = make(period);
      indicator.updates(closes);
      const value = indicator.getResult();
      readings.push(reading(`${kind} Moving Average (${period})`, value, value === null ? 'neutral' : side(close, value)));
    }
  }
  return readings;
}

/**
 * Above or below an average, ignoring the last bits of floating point: an EMA of equal closes can
 * come out a hair above them, and a flat price is neutral.
 */
function side(close: number, average: number): Action {
  if (Math.abs(close - average) <= 1e-9 * Math.abs(average)) return 'neutral';
  return close > average ? 'buy' : 'sell';
}

const meanScore = (readings: readonly Reading[]): number =>
  readings.length === 0 ? 0 : readings.reduce((sum, item) => sum + ACTION_SCORE[item.action as Action], 0) / readings.length;

/** One timeframe's readings and their summary; null with fewer than TECHNICAL_MIN_BARS bars. */
export function summarise(bars: Bars, timeframe: TechnicalTimeframe): Summary | null {
  const n = bars.close.length;
  if (n < TECHNICAL_MIN_BARS) return null;
  const recent = n > MAX_BARS ? sliceBars(bars, n - MAX_BARS) : bars;
  const oscillatorReadings = oscillators(recent);
  const averageReadings = movingAverages(recent);
  const all = [...oscillatorReadings, ...averageReadings];
  const score = meanScore(all);
  const count = (action: Action) => all.filter((item) => item.action === action).length;
  return {
    timeframe,
    score,
    rating: ratingOf(score),
    oscillatorRating: ratingOf(meanScore(oscillatorReadings)),
    movingAverageRating: ratingOf(meanScore(averageReadings)),
    buy: count('buy'),
    neutral: count('neutral'),
    sell: count('sell'),
    oscillators: oscillatorReadings,
    movingAverages: averageReadings,
  };
}

function sliceBars(bars: Bars, from: number): Bars {
  return {
    days: bars.days.subarray(from),
    open: bars.open.subarray(from),
    high: bars.high.subarray(from),
    low: bars.low.subarray(from),
    close: bars.close.subarray(from),
    volume: bars.volume.subarray(from),
  };
}

/** The day, week and month summaries of a security's dailies; a timeframe with too few bars is left out. */
export function technicalSummaries(input: DailyBars): Summary[] {
  const daily = dailyBars(input);
  return TIMEFRAMES.map((timeframe) => summarise(aggregateBars(daily, timeframe), timeframe)).filter((summary) => summary !== null);
}
