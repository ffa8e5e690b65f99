/**
 * How the dividend widgets read and show a payout: the day its money moves, its income in the
 * answer's currency, and its status as words and as a shade (paid solid, declared lighter,
 * estimated lighter still), the same in every widget.
 */
import type { DividendPayoutStatus } from '../../generated/graphql';
import type { DividendPayout } from './DividendWidget';

export const STATUS_LABELS = {
  paid: 'Paid',
  declared: 'Declared',
  estimated: 'Estimated',
} as const satisfies Record<DividendPayoutStatus, string>;

/** The opacity of a status' marks: what the market has not paid yet is drawn lighter. */
export const STATUS_OPACITY = {
  paid: 1,
  declared: 0.6,
  estimated: 0.32,
} as const satisfies Record<DividendPayoutStatus, number>;

/** The day the income arrives: the pay date, or the ex-date when no pay date is known (as the status is decided). */
export function payDay(payout: Pick<DividendPayout, 'payDate' | 'exDate'>): string {
  return payout.payDate ?? payout.exDate;
}

/**
 * The payout's income in the answer's currency: `income`, or its own-currency income when that
 * is the same currency; null when it has no rate to convert at (it cannot be summed with others).
 */
export function incomeIn(payout: Pick<DividendPayout, 'income' | 'incomeTC' | 'currency'>, currency: string): number | null {
  if (payout.income !== null && payout.income !== undefined) return payout.income;
  return payout.currency === currency ? payout.incomeTC : null;
}

/**
 * A theme colour ("#2563eb") at an opacity, for SVG fills, where CSS variables and colour mixing
 * do not resolve. Other notations are returned unchanged.
 */
export function shade(color: string, opacity: number): string {
  if (opacity >= 1) return color;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}
