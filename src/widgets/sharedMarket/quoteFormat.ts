/**
 * How the market widgets write a quote. A quote is in its listing's own currency (never the
 * display currency: nothing is converted), and an index's level is points, not money, so it has
 * no currency sign. Changes carry a "+" on gains, so the sign does not rest on colour alone.
 */
import { useMemo } from 'react';
import { isValidLocale } from '../../../common/currency';
import { isIndexTicker } from '../../../common/market';
import type { MarketState } from '../../generated/graphql';
import { formatCurrency, NOT_A_NUMBER } from '../../lib/format';
import { formatPercent, useUserLocale } from '../framework/useMoney';

const MARKET_STATE_LABELS = {
  pre: 'Pre-market',
  regular: 'Open',
  post: 'After hours',
  closed: 'Closed',
} as const satisfies Record<MarketState, string>;

export function marketStateLabel(state: MarketState): string {
  return MARKET_STATE_LABELS[state];
}

/** What a figure of a quote is in: its symbol (an index has no currency) and its currency. */
export interface QuoteUnit {
  symbol: string;
  currency: string;
}

const levelFormats = new Map<string, Intl.NumberFormat>();

/** A locale Intl accepts: the user's, else US English. */
const safeLocale = (locale: string | null): string => (locale && isValidLocale(locale) ? locale : 'en-US');

function formatLevel(value: number, locale: string | null): string {
  const key = safeLocale(locale);
  let format = levelFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
    levelFormats.set(key, format);
  }
  return format.format(value);
}

/** A price ("$234.93", "19,425.66 €") or an index's level ("18,972.42"). */
export function formatPrice(value: number, unit: QuoteUnit, locale: string | null = null): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return isIndexTicker(unit.symbol) ? formatLevel(value, locale) : formatCurrency(value, unit.currency, { locale, price: true });
}

/** A change in the price's unit, signed: "+171.31", "-$0.13". A change that rounds to zero has no sign. */
export function formatChange(value: number, unit: QuoteUnit, locale: string | null = null): string {
  const written = formatPrice(value, unit, locale);
  return value > 0 && written !== formatPrice(0, unit, locale) ? `+${written}` : written;
}

/** A change as a signed percentage of the previous close: "+0.91%". */
export function formatChangePercent(ratio: number): string {
  return formatPercent(ratio, { signed: true });
}

export interface QuoteFormats {
  price: (value: number, unit: QuoteUnit) => string;
  change: (value: number, unit: QuoteUnit) => string;
  changePercent: (ratio: number) => string;
  /** When the quote was set: its time today, else its day and time ("27 Nov, 15:30"). */
  at: (iso: string) => string;
}

/** The formats in the user's number locale. */
export function useQuoteFormats(): QuoteFormats {
  const locale = useUserLocale();
  return useMemo(
    () => ({
      price: (value, unit) => formatPrice(value, unit, locale),
      change: (value, unit) => formatChange(value, unit, locale),
      changePercent: formatChangePercent,
      at: (iso) => formatQuoteTime(iso, locale),
    }),
    [locale],
  );
}

/** The time of a quote set today, else its day and time, in the viewer's time zone. */
export function formatQuoteTime(iso: string, locale: string | null = null, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(safeLocale(locale), sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}
