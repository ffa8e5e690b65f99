/**
 * Formatting for chart axes and the display currency of analytics figures, shared by the holding
 * bar charts and the transaction timeline.
 */
import { useCallback } from 'react';
import { useCurrentUser } from '../../features/profile/useCurrentUser';
import { DEFAULT_CURRENCY, localeForCurrency, normalizeCurrencyCode } from '../../lib/currency';
import { formatNumber } from '../../lib/format';

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money in a few characters for axis ticks: 1234567 -> "$1.2M", -2500 -> "-$2.5K". Axis ticks have
 * about 50 px, so full amounts ("$1,234,567.00") would overlap; tooltips show the full amount.
 */
export function formatCompactMoney(value: number, currency: string | null | undefined, locale?: string | null): string {
  if (!Number.isFinite(value)) return '—';
  const code = normalizeCurrencyCode(currency ?? DEFAULT_CURRENCY);
  const formatLocale = localeForCurrency(code, locale);
  const key = `${formatLocale}|${code ?? ''}`;
  let format = compactFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(formatLocale, {
        notation: 'compact',
        // Currency style would otherwise ask for the currency's 2 decimals: "$0.00", "$40.00K".
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
        signDisplay: 'negative',
        ...(code ? { style: 'currency', currency: code } : {}),
      });
    } catch {
      // A code Intl refuses (some crypto codes): the plain compact number is still readable.
      format = new Intl.NumberFormat(formatLocale, { notation: 'compact', maximumFractionDigits: 1, signDisplay: 'negative' });
    }
    compactFormats.set(key, format);
  }
  return format.format(value);
}

export function useCompactMoney(currency: string | null | undefined): (value: number) => string {
  const locale = useCurrentUser()?.userLocale ?? null;
  return useCallback((value: number) => formatCompactMoney(value, currency, locale), [currency, locale]);
}

/**
 * The currency of the analytics' PC figures and of transactionValue_userCurrency: the user's
 * display currency. The widget queries send no currency, so the server answers in the user's.
 */
export function useDisplayCurrency(): string {
  return useCurrentUser()?.currency ?? DEFAULT_CURRENCY;
}

/** A count for axis ticks: whole numbers only, so a 0-3 scale does not read 0.5, 1.5... */
export function formatCountTick(value: number): string {
  return Number.isInteger(value) ? formatNumber(value) : '';
}
