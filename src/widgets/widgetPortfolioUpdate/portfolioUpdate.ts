/**
 * The portfolio update (its three data types) over a value series: how the value moved between the
 * interval's first and last close, in money and in percent, and how much of that the market
 * did, as opposed to money put in or taken out. Pure, tested on its own.
 */
import type { FieldOption } from '../framework/configFields';

export const UPDATE_TYPES = [
  { value: 'valueChange', label: 'Value change' },
  { value: 'percentChange', label: 'Percent change' },
  { value: 'marketChange', label: 'Market change' },
] as const satisfies readonly FieldOption[];

export type UpdateType = (typeof UPDATE_TYPES)[number]['value'];

/** One close of the value series (analytics.graphql's ValuePoint), in the display currency. */
export interface SeriesPoint {
  date: string;
  value: number;
  netContributions: number;
}

export interface PortfolioUpdate {
  from: string;
  to: string;
  startValue: number;
  endValue: number;
  /** Last value − first value. */
  valueChange: number;
  /** valueChange over the first value; null when nothing was held at the start. */
  percentChange: number | null;
  /** Money put in less money taken out (sales, cash income) during the interval. */
  contributionsChange: number;
  /** valueChange less contributionsChange: what prices (and income kept out of the value) did. */
  marketChange: number;
}

// Inputs are cents; differences of floats are not (15234.5 - 14000.1 = 1234.3999…).
const cents = (value: number) => Math.round(value * 100) / 100;

/** Null when there is nothing to report: no closes, or nothing held on any of them. */
export function portfolioUpdate(series: readonly SeriesPoint[]): PortfolioUpdate | null {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || series.every((point) => point.value === 0)) return null;
  const valueChange = cents(last.value - first.value);
  const contributionsChange = cents(last.netContributions - first.netContributions);
  return {
    from: first.date,
    to: last.date,
    startValue: first.value,
    endValue: last.value,
    valueChange,
    percentChange: first.value > 0 ? valueChange / first.value : null,
    contributionsChange,
    marketChange: cents(valueChange - contributionsChange),
  };
}

/**
 * At most `max` closes for a sparkline, evenly spaced, always keeping the first and last (the
 * two the figures compare). A 5-year series has 1,800 closes; a 150 px line shows ~100.
 */
export function sparklinePoints<P extends SeriesPoint>(series: readonly P[], max = 100): P[] {
  if (series.length <= max) return [...series];
  const step = (series.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => series[Math.round(i * step)]!);
}
