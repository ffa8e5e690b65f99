/** The past dividends table's rows and total: the paid payouts, newest first. */
import type { IntervalName } from '../framework/intervals';
import { intervalLabel } from '../framework/intervals';
import type { DividendPayout } from '../sharedDividends/DividendWidget';
import { incomeIn, payDay } from '../sharedDividends/payouts';

/** The paid payouts, by the day they were paid, newest first (ties by ticker). */
export function pastDividends(payouts: readonly DividendPayout[]): DividendPayout[] {
  return payouts.filter((payout) => payout.status === 'paid').sort((a, b) => payDay(b).localeCompare(payDay(a)) || a.stock.ticker.localeCompare(b.stock.ticker));
}

export interface PastTotal {
  /** The income of the payouts with a known income in `currency`. */
  income: number;
  /** Payouts without an exchange rate: shown in their own currency, left out of `income`. */
  unconverted: number;
}

export function pastTotal(rows: readonly DividendPayout[], currency: string): PastTotal {
  let income = 0;
  let unconverted = 0;
  for (const row of rows) {
    const value = incomeIn(row, currency);
    if (value === null) unconverted += 1;
    else income += value;
  }
  // Float sums of cents: shown to the cent.
  return { income: Math.round(income * 100) / 100, unconverted };
}

/** "in the last 1 year", "this year", "yet": the end of "No dividends paid …". */
export function periodPhrase(interval: IntervalName): string {
  if (interval === 'MAX') return 'yet';
  if (interval === 'YTD') return 'this year';
  return `in the last ${intervalLabel(interval).toLowerCase()}`;
}
