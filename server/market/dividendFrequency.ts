// How often a security pays, told from its dividend history when the source does not say: the
// median gap between the ex-dates of its regular payments over the last three years. A special
// dividend (far larger than the usual payment) or an extra paid within days of another is not a
// regular payment and does not change the frequency.
import { toDay } from '../portfolio/days';
import type { Dividend } from './provider';

export type DividendFrequency = 'monthly' | 'quarterly' | 'semiannual' | 'annual' | 'irregular';

/** Payments a year for each frequency: what spreads an annual rate over a year's payments. */
export const PAYMENTS_PER_YEAR: Readonly<Record<Exclude<DividendFrequency, 'irregular'>, number>> = {
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
};

/** The gaps, in days, each frequency's payments keep: wide enough for months of 28 to 31 days and a moved ex-date. */
const GAPS: readonly { frequency: Exclude<DividendFrequency, 'irregular'>; from: number; to: number }[] = [
  { frequency: 'monthly', from: 20, to: 45 },
  { frequency: 'quarterly', from: 70, to: 115 },
  { frequency: 'semiannual', from: 150, to: 215 },
  { frequency: 'annual', from: 300, to: 430 },
];

/** The history looked at: a company that changed its schedule is judged by the recent one. */
const LOOKBACK_DAYS = 3 * 366;

/** A payment this many times the median is special (a one-off), not a regular one. */
const SPECIAL_FACTOR = 2.5;

/** Two payments this close are one regular payment and an extra. */
const EXTRA_WITHIN_DAYS = 15;

/** The middle value (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Whether a payment is a special one: far above the median of the history given. */
export function isSpecialDividend(amount: number, history: readonly Pick<Dividend, 'amount'>[]): boolean {
  return history.length >= 3 && amount > SPECIAL_FACTOR * median(history.map((d) => d.amount));
}

/**
 * The frequency of the regular payments among `dividends` (any order), judged over the three
 * years before the latest one; null with fewer than two regular payments there (one payment says
 * nothing of how often the next comes).
 */
export function inferDividendFrequency(dividends: readonly Pick<Dividend, 'exDate' | 'amount'>[]): DividendFrequency | null {
  if (dividends.length === 0) return null;
  const dated = dividends.map((d) => ({ day: toDay(d.exDate), amount: d.amount })).sort((a, b) => a.day - b.day);
  const last = dated[dated.length - 1]!.day;
  const recent = dated.filter((d) => d.day > last - LOOKBACK_DAYS);
  const regular: { day: number; amount: number }[] = [];
  for (const payment of recent) {
    if (isSpecialDividend(payment.amount, recent)) continue;
    const previous = regular[regular.length - 1];
    if (previous && payment.day - previous.day < EXTRA_WITHIN_DAYS) continue;
    regular.push(payment);
  }
  if (regular.length < 2) return null;
  const gap = median(regular.slice(1).map((payment, i) => payment.day - regular[i]!.day));
  return GAPS.find((g) => gap >= g.from && gap <= g.to)?.frequency ?? 'irregular';
}
