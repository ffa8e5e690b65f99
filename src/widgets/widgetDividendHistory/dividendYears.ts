/** The dividend history's holdings to choose from and one holding's years as bars. */
import type { DividendHolding } from '../sharedDividends/DividendWidget';

/** The holdings with a dividend on record, the largest forward income first (unknown last), then by ticker. */
export function payersOf(holdings: readonly DividendHolding[]): DividendHolding[] {
  return holdings
    .filter((holding) => holding.yearly.some((year) => year.amount > 0))
    .sort((a, b) => (b.forwardIncome ?? -Infinity) - (a.forwardIncome ?? -Infinity) || a.stock.ticker.localeCompare(b.stock.ticker));
}

export interface YearBar {
  year: number;
  amount: number;
  /** On the year before, as a ratio; null after a year without dividends, or for the first. */
  change: number | null;
  /** The year of asOf: not over yet, so its sum is not comparable with the others'. */
  partial: boolean;
}

/**
 * A bar per calendar year from the first on record to the last, a year without dividends (a
 * suspension) as zero rather than left out, which would hide the gap.
 */
export function yearBars(yearly: DividendHolding['yearly'], asOfYear: number): YearBar[] {
  if (yearly.length === 0) return [];
  const amounts = new Map(yearly.map((entry) => [entry.year, entry.amount]));
  const first = Math.min(...amounts.keys());
  const last = Math.max(...amounts.keys());
  const bars: YearBar[] = [];
  for (let year = first; year <= last; year++) {
    const amount = amounts.get(year) ?? 0;
    const previous = bars.at(-1)?.amount ?? 0;
    bars.push({ year, amount, change: previous > 0 ? (amount - previous) / previous : null, partial: year === asOfYear });
  }
  return bars;
}
