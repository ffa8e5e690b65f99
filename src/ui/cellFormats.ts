/**
 * How figures read in a table cell, the same in the transaction list and in the widgets' tables.
 */
import type { TransactionFieldsFragment } from '../generated/graphql';
import { NOT_A_NUMBER, formatCurrency } from '../lib/format';
import { formatRatio } from '../../common/ratio';

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

type TradeFigures = Pick<TransactionFieldsFragment, 'type' | 'shares' | 'shareprice' | 'ratioNew' | 'ratioOld' | 'currency'>;

/** Kinds that trade shares at a price; the others carry an amount (Income) or a ratio (Split, Merge). */
const PRICED_KINDS: ReadonlySet<string> = new Set(['Buy', 'Sell', 'DRIP']);

/** The shares a row moves, or its ratio ("3 for 1") for a Split, a Merge or a Spin-Off given by one; nothing for Income. */
export function sharesText(row: TradeFigures, locale: string | null): string | null {
  if (row.ratioNew != null && row.ratioOld != null) return formatRatio({ newShares: row.ratioNew, oldShares: row.ratioOld }, (n) => formatShares(n, locale));
  if (PRICED_KINDS.has(row.type) || row.type === 'Spin-Off') return formatShares(row.shares, locale);
  return null;
}

export function priceText(row: TradeFigures, locale: string | null): string | null {
  return PRICED_KINDS.has(row.type) ? formatCurrency(row.shareprice, row.currency, { locale, price: true }) : null;
}
