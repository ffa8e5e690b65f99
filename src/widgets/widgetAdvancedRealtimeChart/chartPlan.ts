/**
 * What the chart draws, as data: each series with its options and points, from the bars and the
 * widget's settings. The component hands this to lightweight-charts; keeping it a pure function
 * keeps the arithmetic (percent changes, overlays, the live bar) testable without a canvas.
 */
import { LineStyle, type CandlestickData, type HistogramData, type LineData, type SeriesPartialOptionsMap, type UTCTimestamp, type WhitespaceData } from 'lightweight-charts';
import type { WidgetPriceBarsQuery } from '../../generated/graphql';
import { formatPercent } from '../framework/useMoney';
import type { ChartType, MovingAverages } from './chartLabels';
import { bollinger, sma } from './indicators';

export type PriceBars = WidgetPriceBarsQuery['priceBars'][number];

/** The periods of each moving-average choice, in the order their colours are given. */
export const MOVING_AVERAGE_PERIODS = {
  none: [],
  '20': [20],
  '50': [50],
  '20+50': [20, 50],
  '50+200': [50, 200],
} as const satisfies Record<MovingAverages, readonly number[]>;

export const BOLLINGER_PERIOD = 20;
export const BOLLINGER_DEVIATIONS = 2;

export interface PlanColors {
  up: string;
  down: string;
  /** The security's line (line and area charts, and the comparison). */
  main: string;
  compare: string;
  /** One per moving average, in period order. */
  averages: readonly string[];
  bands: string;
}

export interface PlanSettings {
  chartType: ChartType;
  showVolume: boolean;
  movingAverages: MovingAverages;
  bollinger: boolean;
}

type Time = UTCTimestamp;

export type SeriesPlan =
  | { kind: 'candles'; id: 'main'; label: string; options: SeriesPartialOptionsMap['Candlestick']; data: CandlestickData<Time>[] }
  | { kind: 'line'; id: string; label: string; options: SeriesPartialOptionsMap['Line']; data: LineData<Time>[] }
  | { kind: 'area'; id: 'main'; label: string; options: SeriesPartialOptionsMap['Area']; data: LineData<Time>[] }
  | { kind: 'histogram'; id: 'volume'; label: string; options: SeriesPartialOptionsMap['Histogram']; data: (HistogramData<Time> | WhitespaceData<Time>)[] };

export interface ChartPlan {
  series: SeriesPlan[];
  /** Percent change from each series' first bar (comparing two securities) or prices. */
  percent: boolean;
  /** The price scale's share of the height left below it (room for the volume). */
  bottomMargin: number;
}

/** The volume's own scale, in the lowest fifth of the chart under the prices. */
export const VOLUME_SCALE_ID = 'volume';
export const VOLUME_TOP_MARGIN = 0.8;

export const candlesOf = (bars: PriceBars): CandlestickData<Time>[] =>
  bars.time.map((time, i) => ({ time: time as Time, open: bars.open[i]!, high: bars.high[i]!, low: bars.low[i]!, close: bars.close[i]! }));

/** A price as the percent change from `base` (5 for +5 %). */
const percentChange = (price: number, base: number): number => ((price - base) * 100) / base;

/** Each close as a percent change from the first; none when the first is not a price. */
export function percentFromFirst(closes: readonly number[]): number[] {
  const first = closes[0];
  if (first === undefined || !(first > 0)) return [];
  return closes.map((close) => percentChange(close, first));
}

/** Points where there is a value: an overlay starts once its window is full. */
export function pointsOf(times: readonly number[], values: readonly (number | null)[]): LineData<Time>[] {
  return values.flatMap((value, i) => (value === null ? [] : [{ time: times[i] as Time, value }]));
}

/** Volume bars coloured as their candle: up (close at or over open) or down. */
export function volumesOf(bars: PriceBars, colors: Pick<PlanColors, 'up' | 'down'>): (HistogramData<Time> | WhitespaceData<Time>)[] {
  return bars.time.map((time, i) => {
    const volume = bars.volume[i];
    if (volume === null || volume === undefined) return { time: time as Time };
    return { time: time as Time, value: volume, color: withAlpha(bars.close[i]! >= bars.open[i]! ? colors.up : colors.down, 0.45) };
  });
}

/** '#16a34a' at 45 % opacity: the volume stays behind the prices. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const percentFormat = { type: 'custom' as const, minMove: 0.01, formatter: (value: number) => formatPercent(value / 100, { signed: true }) };
const overlay = { lineWidth: 1 as const, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false };

/**
 * The series to draw. Compared with another security, both are lines of percent change from their
 * first bar (a candle of percents would mislead); otherwise the chart type chosen. The overlays
 * follow what the main series shows, so they stay on it in either mode.
 */
export function chartPlan(main: PriceBars, compare: PriceBars | null, settings: PlanSettings, colors: PlanColors, labels: { main: string; compare: string }): ChartPlan {
  const comparing = compare !== null && compare.time.length > 0 && percentFromFirst(compare.close).length > 0 && percentFromFirst(main.close).length > 0;
  const values = comparing ? percentFromFirst(main.close) : main.close;
  const priceFormat = comparing ? { priceFormat: percentFormat } : {};
  const series: SeriesPlan[] = [];

  if (comparing) {
    series.push({ kind: 'line', id: 'main', label: labels.main, options: { color: colors.main, lineWidth: 2, title: labels.main, ...priceFormat }, data: pointsOf(main.time, values) });
    series.push({ kind: 'line', id: 'compare', label: labels.compare, options: { color: colors.compare, lineWidth: 2, title: labels.compare, ...priceFormat }, data: pointsOf(compare.time, percentFromFirst(compare.close)) });
  } else if (settings.chartType === 'candles') {
    series.push({
      kind: 'candles',
      id: 'main',
      label: labels.main,
      options: { upColor: colors.up, downColor: colors.down, borderUpColor: colors.up, borderDownColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down },
      data: candlesOf(main),
    });
  } else if (settings.chartType === 'area') {
    series.push({
      kind: 'area',
      id: 'main',
      label: labels.main,
      options: { lineColor: colors.main, topColor: withAlpha(colors.main, 0.35), bottomColor: withAlpha(colors.main, 0.02), lineWidth: 2 },
      data: pointsOf(main.time, main.close),
    });
  } else {
    series.push({ kind: 'line', id: 'main', label: labels.main, options: { color: colors.main, lineWidth: 2 }, data: pointsOf(main.time, main.close) });
  }

  MOVING_AVERAGE_PERIODS[settings.movingAverages].forEach((period, i) => {
    const label = `SMA ${period}`;
    series.push({ kind: 'line', id: `sma${period}`, label, options: { ...overlay, color: colors.averages[i % colors.averages.length]!, ...priceFormat }, data: pointsOf(main.time, sma(values, period)) });
  });

  if (settings.bollinger) {
    const bands = bollinger(values, BOLLINGER_PERIOD, BOLLINGER_DEVIATIONS);
    const band = { ...overlay, color: colors.bands, ...priceFormat };
    series.push({ kind: 'line', id: 'bbUpper', label: 'Upper band', options: { ...band, lineStyle: LineStyle.Dashed }, data: pointsOf(main.time, bands.upper) });
    series.push({ kind: 'line', id: 'bbMiddle', label: `Bollinger (${BOLLINGER_PERIOD}, ${BOLLINGER_DEVIATIONS})`, options: band, data: pointsOf(main.time, bands.middle) });
    series.push({ kind: 'line', id: 'bbLower', label: 'Lower band', options: { ...band, lineStyle: LineStyle.Dashed }, data: pointsOf(main.time, bands.lower) });
  }

  const hasVolume = settings.showVolume && main.volume.some((volume) => volume !== null);
  if (hasVolume) {
    series.push({
      kind: 'histogram',
      id: 'volume',
      label: 'Volume',
      options: { priceScaleId: VOLUME_SCALE_ID, priceFormat: { type: 'volume' }, priceLineVisible: false, lastValueVisible: false },
      data: volumesOf(main, colors),
    });
  }

  return { series, percent: comparing, bottomMargin: hasVolume ? 1 - VOLUME_TOP_MARGIN + 0.05 : 0.1 };
}

export interface LiveQuote {
  price: number;
  /** ISO time of the price. */
  at: string;
}

/**
 * The last bar with a pushed quote in it: the close is the price, the high and low stretch to
 * it. A quote from before the bar opened is not part of it (an older push arriving late).
 */
export function mergeQuote(bar: CandlestickData<Time>, quote: LiveQuote): CandlestickData<Time> | null {
  const at = Date.parse(quote.at) / 1000;
  if (!Number.isFinite(at) || at < bar.time || !Number.isFinite(quote.price)) return null;
  return { ...bar, close: quote.price, high: Math.max(bar.high, quote.price), low: Math.min(bar.low, quote.price) };
}

/** What the main series' last point becomes: a candle, or a value on a line or area. */
export type LivePoint = CandlestickData<Time> | LineData<Time>;

/** The main series' last point with the quote in it, as the plan draws that series; null when the quote is not of the last bar. */
export function livePoint(main: PriceBars, plan: ChartPlan, quote: LiveQuote | null): LivePoint | null {
  const last = main.time.length - 1;
  if (quote === null || last < 0) return null;
  const bar = { time: main.time[last] as Time, open: main.open[last]!, high: main.high[last]!, low: main.low[last]!, close: main.close[last]! };
  const merged = mergeQuote(bar, quote);
  if (merged === null) return null;
  if (plan.series.find((series) => series.id === 'main')?.kind === 'candles') return merged;
  return { time: merged.time, value: plan.percent ? percentChange(merged.close, main.close[0]!) : merged.close };
}
