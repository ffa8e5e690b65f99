/** The past dividends table's rows and total: the paid payouts, in the chosen column's order. */
import type { IntervalName } from '../framework/intervals';
import { intervalLabel } from '../framework/intervals';
import type { DividendPayout } from '../sharedDividends/DividendWidget';
import { incomeIn, payDay } from '../sharedDividends/payouts';
import { sortRows, type SortModel, type SortValue } from '../sharedTable/tableSort';
import type { PastDividendField } from './pastDividendsOptions';

export { PAST_DIVIDEND_COLUMNS, type PastDividendField } from './pastDividendsOptions';

/** The table's order when none is saved: newest first. */
export const NEWEST_FIRST: SortModel<PastDividendField> = { field: 'paymentDate', sort: 'desc' };

/**
 * What each column orders by. A payout without a pay date was paid by its ex-date; the amount a
 * share is in the currency paid; the income is in `currency`, unknown without an exchange rate.
 */
function sortValues(currency: string): Record<PastDividendField, (row: DividendPayout) => SortValue> {
  return {
    paymentDate: payDay,
    ticker: (row) => row.stock.ticker,
    exDate: (row) => row.exDate,
    recordDate: (row) => row.recordDate ?? null,
    shares: (row) => row.shares,
    dividend: (row) => row.amount,
    potentialIncome: (row) => incomeIn(row, currency),
  };
}

/** Names read A to Z; dates newest first and figures largest first. */
export const startsAscending = (field: PastDividendField): boolean => field === 'ticker';

/** The paid payouts in the model's order; ties newest first, then by ticker. */
export function pastDividends(payouts: readonly DividendPayout[], currency: string, { field, sort }: SortModel<PastDividendField> = NEWEST_FIRST): DividendPayout[] {
  const paid = payouts.filter((payout) => payout.status === 'paid');
  return sortRows(paid, sortValues(currency)[field], sort, (a, b) => payDay(b).localeCompare(payDay(a)) || a.stock.ticker.localeCompare(b.stock.ticker));
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
