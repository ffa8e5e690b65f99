/**
 * How figures read in a table cell, the same in the transaction list and in the widgets' tables.
 */
import type { TransactionFieldsFragment } from '../generated/graphql';
import { NOT_A_NUMBER, formatCurrency, formatUnits } from '../lib/format';
import { formatRatio } from '../../common/ratio';
import { isCashKind } from '../../common/transactionKinds';

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

/** Kinds that trade shares at a price; the others carry an amount (Income, cash) or a ratio (Split, Merge). */
export const PRICED_KINDS: ReadonlySet<string> = new Set(['Buy', 'Sell', 'DRIP']);

/** The shares a row moves, or its ratio ("3 for 1") for a Split, a Merge or a Spin-Off given by one; nothing for Income. */
export function sharesText(row: TradeFigures, locale: string | null): string | null {
  if (row.ratioNew != null && row.ratioOld != null) return formatRatio({ newShares: row.ratioNew, oldShares: row.ratioOld }, (n) => formatShares(n, locale));
  if (PRICED_KINDS.has(row.type) || row.type === 'Spin-Off') return formatShares(row.shares, locale);
  return null;
}

export function priceText(row: TradeFigures, locale: string | null): string | null {
  return PRICED_KINDS.has(row.type) ? formatCurrency(row.shareprice, row.currency, { locale, price: true }) : null;
}

type CashFigures = Pick<TransactionFieldsFragment, 'type' | 'currency' | 'transactionValue' | 'shares' | 'targetTicker'>;

/** "1,000.00 USD → 912.50 EUR": what a Conversion gave and what it received, each in its own currency. */
export function conversionText(row: Omit<CashFigures, 'type'>, locale: string | null): string {
  const target = row.targetTicker ?? '';
  return `${formatUnits(row.transactionValue, row.currency, { locale })} ${row.currency} → ${formatUnits(row.shares, target, { locale })} ${target}`.trim();
}

/**
 * What a cash row shows where a security's name would be (its currency stands for the ticker):
 * a Conversion's exchange, else "Cash"; null for a row on a security.
 */
export function cashLine(row: CashFigures, locale: string | null): string | null {
  if (!isCashKind(row.type)) return null;
  return row.type === 'Conversion' ? conversionText(row, locale) : 'Cash';
}
