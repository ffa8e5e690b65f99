/**
 * How figures read in a table cell, the same in the transaction list and in the widgets' tables.
 */
import type { TransactionFieldsFragment } from '../generated/graphql';
import { NOT_A_NUMBER, formatCurrency } from '../lib/format';

const shareFormats = new Map<string, Intl.NumberFormat>();

/** Share counts keep their fractions (crypto and fractional shares go to 1e-8). */
export function formatShares(value: number, locale: string | null): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const key = locale ?? 'en-US';
  let format = shareFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { maximumFractionDigits: 8, signDisplay: 'negative' });
    shareFormats.set(key, format);
  }
  return format.format(value);
}

export function gainDirection(value: number): 'up' | 'down' | undefined {
  return value > 0 ? 'up' : value < 0 ? 'down' : undefined;
}

type TradeFigures = Pick<TransactionFieldsFragment, 'type' | 'shares' | 'shareprice' | 'ratio' | 'currency'>;

/** Kinds that trade shares at a price; the others carry an amount (Income) or a ratio (Split, Merge). */
const PRICED_KINDS: ReadonlySet<string> = new Set(['Buy', 'Sell', 'DRIP']);

/** The shares a row moves, or its ratio ("2 for 1") for a Split or Merge; nothing for Income. */
export function sharesText(row: TradeFigures, locale: string | null): string | null {
  if (PRICED_KINDS.has(row.type) || row.type === 'Spin-Off') return formatShares(row.shares, locale);
  if (row.ratio !== null && row.ratio !== undefined) return `${formatShares(row.ratio, locale)} for 1`;
  return null;
}

export function priceText(row: TradeFigures, locale: string | null): string | null {
  return PRICED_KINDS.has(row.type) ? formatCurrency(row.shareprice, row.currency, { locale, price: true }) : null;
}
