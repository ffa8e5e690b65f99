/**
 * Number and money formatting: numbers up to 3 fraction digits, money up to 3, plain
 * decimals 2 to 10. Formatters are cached: tables format thousands of cells.
 */
import {
  CRYPTO_SYMBOLS,
  DEFAULT_CURRENCY,
  isCryptoCurrency,
  isValidLocale,
  localeForCurrency,
  normalizeCurrencyCode,
} from '../../common/currency';

/** Shown for values that are not numbers (NaN), instead of "NaN". */
export const NOT_A_NUMBER = '—';

const FALLBACK_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    // "negative": no "-0" for a zero or for a tiny negative value that rounds to zero.
    cached = new Intl.NumberFormat(locale, { signDisplay: 'negative', ...options });
    formatters.set(key, cached);
  }
  return cached;
}

function safeLocale(locale: string | null | undefined): string {
  return locale && isValidLocale(locale) ? locale : FALLBACK_LOCALE;
}

export interface NumberFormatOptions {
  locale?: string | null;
}

/** A plain number with grouping and at most 3 fraction digits: 1234.5678 -> "1,234.568". */
export function formatNumber(value: number, { locale }: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  return formatter(safeLocale(locale), { maximumFractionDigits: 3 }).format(value);
}

/**
 * A large number in a few characters, 3 significant digits: 3.55e12 -> "3.55T", 273_500_000 ->
 * "274M". For sizes in mixed currencies (market capitalisations), where no symbol applies.
 */
export function formatCompactNumber(value: number, { locale }: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatter(safeLocale(locale), { notation: 'compact', maximumSignificantDigits: 3 }).format(value);
}

/** A decimal with 2 to 10 fraction digits, for prices and share counts: 0.5 -> "0.50". */
export function formatDecimal(value: number, { locale }: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  return formatter(safeLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 10 }).format(value);
}

export interface CurrencyFormatOptions {
  /** The user's locale; wins over the currency's home locale when set. */
  locale?: string | null;
  /**
   * A price per share, quoted finer than the currency's minor unit ($204.347): up to the spec's 3
   * fraction digits where it has them. Other amounts (values, totals, gains, fees) show exactly
   * the currency's minor units, so a column of them lines up and "134,169 €" never reads as
   * 134 thousand in a German locale.
   */
  price?: boolean;
}

/**
 * An amount of money: the currency's minor units (2 for USD, 0 for JPY), a price up to 3 fraction
 * digits; 2 to 8 for crypto (a satoshi is 1e-8 BTC). No currency means USD; a malformed
 * code gives the plain number rather than a crash or a wrong symbol.
 */
export function formatCurrency(
  value: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  { locale, price = false }: CurrencyFormatOptions = {},
): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const code = normalizeCurrencyCode(currency ?? DEFAULT_CURRENCY);
  const formatLocale = localeForCurrency(code, locale);
  if (!code) return formatNumber(value, { locale: formatLocale });
  if (isCryptoCurrency(code)) {
    const amount = formatter(formatLocale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value);
    return `${CRYPTO_SYMBOLS[code] ?? code}${amount}`;
  }
  const digits = currencyFractionDigits(code);
  return formatter(formatLocale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: price ? 3 : digits,
  }).format(value);
}

/**
 * An amount in a currency's minor units without its symbol ("1,000.00" for USD, "1,000" for JPY),
 * for text that names the currency by its code beside it.
 */
export function formatUnits(value: number, currency: string, { locale }: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const code = normalizeCurrencyCode(currency);
  const digits = code && !isCryptoCurrency(code) ? currencyFractionDigits(code) : 2;
  return formatter(safeLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: code && isCryptoCurrency(code) ? 8 : digits }).format(value);
}

/** ISO 4217 minor-unit digits of a fiat currency (JPY 0, USD 2, KWD 3), capped at 3. */
export function currencyFractionDigits(code: string): number {
  const digits = formatter(FALLBACK_LOCALE, { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.min(digits, 3);
}
