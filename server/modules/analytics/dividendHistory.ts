// A security's dividend history read once for every user and request until the market data
// changes: each dividend on today's share basis (divided by the splits after it), whether it is
// special, the regular amounts per calendar year and their growth, the frequency and the usual
// pay lag. The per-holding figures (dividendFigures.ts) read it with the ledger's shares.
import { inferDividendFrequency, isSpecialDividend, median, type DividendFrequency } from '../../market/dividendFrequency';
import { civilOf, fromDay } from '../../portfolio/days';

/** A payout without a pay date is paid this many days after its ex-date, unless its history says otherwise. */
const DEFAULT_PAY_LAG_DAYS = 14;

/** A regular payment is judged special against the payments of the three years before it. */
const SPECIAL_LOOKBACK_DAYS = 3 * 366;

export interface MarketDividend {
  readonly exDay: number;
  readonly payDay: number | null;
  readonly recordDay: number | null;
  readonly declaredDay: number | null;
  /** Per share as paid, in currency. */
  readonly amount: number;
  readonly currency: string;
}

export interface MarketSplit {
  readonly day: number;
  /** New shares per old share. */
  readonly ratio: number;
}

/** A dividend on today's share basis: its amount divided by the ratios of the splits after its ex-date. */
function adjustedAmount(dividend: MarketDividend, splits: readonly MarketSplit[]): number {
  let factor = 1;
  for (const split of splits) if (split.day > dividend.exDay) factor *= split.ratio;
  return dividend.amount / factor;
}

export interface Classified extends MarketDividend {
  /** On today's share basis. */
  readonly adjusted: number;
  readonly special: boolean;
}

/** Each dividend with its split-adjusted amount and whether it is special (against the three years before it). */
function classify(dividends: readonly MarketDividend[], splits: readonly MarketSplit[]): Classified[] {
  const adjusted = dividends.map((d) => ({ ...d, adjusted: adjustedAmount(d, splits) }));
  let start = 0;
  const window: { amount: number }[] = [];
  return adjusted.map((d, i) => {
    while (adjusted[start]!.exDay < d.exDay - SPECIAL_LOOKBACK_DAYS) start++;
    window.length = 0;
    for (let w = start; w <= i; w++) window.push({ amount: adjusted[w]!.adjusted });
    return { ...d, special: isSpecialDividend(d.adjusted, window) };
  });
}

/**
 * A security's dividends read once for every user and request until the market data changes:
 * classified (split-adjusted, special or not), per calendar year, their frequency and pay lag.
 */
export interface PreparedMarket {
  /** In ex-date order. */
  readonly dividends: readonly Classified[];
  readonly yearly: ReadonlyMap<number, { amount: number; count: number }>;
  /** Told from the history (a provider's word, in the profile, comes first). */
  readonly frequency: DividendFrequency | null;
  readonly payLag: number;
}

/** `dividends` in ex-date order, `splits` in date order. */
export function prepareMarket(dividends: readonly MarketDividend[], splits: readonly MarketSplit[]): PreparedMarket {
  const classified = classify(dividends, splits);
  return {
    dividends: classified,
    yearly: yearlyAmounts(classified),
    frequency: inferDividendFrequency(classified.map((d) => ({ exDate: fromDay(d.exDay), amount: d.adjusted }))),
    payLag: payLagOf(dividends),
  };
}

/** The index of the first dividend with an ex-date on or after `day`. */
export function firstFrom(dividends: readonly Classified[], day: number): number {
  let low = 0;
  let high = dividends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dividends[middle]!.exDay < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The regular dividends per share of each calendar year, on today's share basis. */
function yearlyAmounts(dividends: readonly Classified[]): Map<number, { amount: number; count: number }> {
  const years = new Map<number, { amount: number; count: number }>();
  for (const d of dividends) {
    if (d.special) continue;
    const year = civilOf(d.exDay).year;
    const found = years.get(year) ?? { amount: 0, count: 0 };
    years.set(year, { amount: found.amount + d.adjusted, count: found.count + 1 });
  }
  return years;
}

/**
 * The compound annual growth of the regular dividend per share over the `years` complete years
 * before asOf's year: (last year ÷ the year `years` before it)^(1/years) − 1. Null unless both
 * years paid, and unless the first of them is a whole paying year (the security paid the year
 * before it, or paid as often in it as in the last): a first year that paid half its payments would
 * show growth that never happened.
 */
export function growthOver(yearly: ReadonlyMap<number, { amount: number; count: number }>, asOfYear: number, years: number): number | null {
  const last = yearly.get(asOfYear - 1);
  const first = yearly.get(asOfYear - 1 - years);
  if (!last || !first || last.amount <= 0 || first.amount <= 0) return null;
  if (!yearly.has(asOfYear - 2 - years) && first.count < last.count) return null;
  return (last.amount / first.amount) ** (1 / years) - 1;
}

/** The usual days from ex-date to pay date over the last eight payouts that name both. */
function payLagOf(dividends: readonly MarketDividend[]): number {
  const lags = dividends.filter((d) => d.payDay !== null && d.payDay >= d.exDay).map((d) => d.payDay! - d.exDay);
  return lags.length === 0 ? DEFAULT_PAY_LAG_DAYS : Math.round(median(lags.slice(-8)));
}
