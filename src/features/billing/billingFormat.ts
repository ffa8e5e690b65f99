/** Money and dates as the billing screens show them: in the user's locale, in the price's own currency. */
import { formatCurrency } from '../../lib/format';
import { NO_DATE, type DateInput } from '../../lib/dates';

/** "£9.00 / month", or the amount alone for a one-time price. */
export function formatPrice(price: { amount: number; currency: string; interval?: string | null }, locale: string): string {
  const amount = formatCurrency(price.amount, price.currency, { locale });
  return price.interval ? `${amount} / ${price.interval}` : amount;
}

/** What a million tokens cost at this price, finer than the minor unit when it has to be. */
export function formatPerMillionTokens(price: { amount: number; currency: string; tokens: number }, locale: string): string {
  if (price.tokens <= 0) return NO_DATE;
  return formatCurrency((price.amount / price.tokens) * 1_000_000, price.currency, { locale, price: true });
}

/** A billing date in the user's own words for dates ("3 Dec 2026", "Dec 3, 2026"). */
export function formatBillingDate(input: DateInput | null | undefined, locale: string): string {
  if (input === null || input === undefined || input === '') return NO_DATE;
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}
