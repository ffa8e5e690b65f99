/**
 * Currency symbols and the locale a currency's amounts are written in. The fiat symbols come
 * from the platform's own CLDR data (Intl), so ~160 ISO 4217 codes stay correct without a
 * hand-kept table; only crypto codes, which ISO 4217 does not cover, are listed here.
 */

import type { DisplayCurrency } from './displayCurrencies';

/** The currency amounts are formatted in when none is given, and a new user's without one. */
export const DEFAULT_CURRENCY = 'USD' satisfies DisplayCurrency;

/** Crypto codes a holding or price may be quoted in, with their customary signs. */
export const CRYPTO_SYMBOLS: Readonly<Record<string, string>> = {
  BTC: '₿',
  ETH: 'Ξ',
  LTC: 'Ł',
  DOGE: 'Ð',
  USDT: '₮',
  ADA: '₳',
  SOL: '◎',
};

// A currency's usual home locale, for formatting when the user has not set one. Only where the
// convention differs from en-US's (separators, symbol position) is it worth a line.
const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  USD: 'en-US',
  EUR: 'de-DE',
  GBP: 'en-GB',
  CAD: 'en-CA',
  AUD: 'en-AU',
  NZD: 'en-NZ',
  CHF: 'de-CH',
  JPY: 'ja-JP',
  CNY: 'zh-CN',
  HKD: 'zh-HK',
  TWD: 'zh-TW',
  KRW: 'ko-KR',
  INR: 'en-IN',
  SGD: 'en-SG',
  ZAR: 'en-ZA',
  SEK: 'sv-SE',
  NOK: 'nb-NO',
  DKK: 'da-DK',
  PLN: 'pl-PL',
  CZK: 'cs-CZ',
  HUF: 'hu-HU',
  RON: 'ro-RO',
  TRY: 'tr-TR',
  ILS: 'he-IL',
  BRL: 'pt-BR',
  MXN: 'es-MX',
  THB: 'th-TH',
  IDR: 'id-ID',
  MYR: 'ms-MY',
  PHP: 'en-PH',
};

const FALLBACK_LOCALE = 'en-US';

/** Upper-cased code if it has the shape of a currency code (ISO 4217 or a listed crypto). */
export function normalizeCurrencyCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  if (upper in CRYPTO_SYMBOLS) return upper;
  return /^[A-Z]{3}$/.test(upper) ? upper : null;
}

export function isCryptoCurrency(code: string): boolean {
  return code.toUpperCase() in CRYPTO_SYMBOLS;
}

function intlSymbol(code: string, display: 'symbol' | 'narrowSymbol'): string | undefined {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: display })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
  } catch {
    return undefined;
  }
}

// Built on first use: ~160 NumberFormat constructions are not worth doing at import time.
let symbolTable: Readonly<Record<string, string>> | undefined;

/**
 * Every known code and its symbol. The English "symbol" form tells dollars apart (CA$, A$);
 * where it is only the code again (SEK, ZAR) the narrow form ("kr", "R") is what people write.
 */
export function currencySymbols(): Readonly<Record<string, string>> {
  if (symbolTable) return symbolTable;
  const table: Record<string, string> = {};
  for (const code of Intl.supportedValuesOf('currency')) {
    const symbol = intlSymbol(code, 'symbol');
    table[code] = symbol && symbol !== code ? symbol : (intlSymbol(code, 'narrowSymbol') ?? code);
  }
  symbolTable = { ...table, ...CRYPTO_SYMBOLS };
  return symbolTable;
}

/** Whether `code` is an ISO 4217 code the platform knows or a listed crypto code (exact case). */
export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(currencySymbols(), code);
}

/** The symbol of `code` ("€", "CA$", "₿"), the code itself when unknown, "" when malformed. */
export function currencySymbol(code: string | null | undefined): string {
  const normalized = normalizeCurrencyCode(code);
  if (!normalized) return '';
  return currencySymbols()[normalized] ?? normalized;
}

/** The locale to format `currency` amounts in: the user's when set, else the currency's home. */
export function localeForCurrency(currency: string | null | undefined, userLocale?: string | null): string {
  if (userLocale && isValidLocale(userLocale)) return userLocale;
  const normalized = normalizeCurrencyCode(currency);
  return (normalized && CURRENCY_LOCALES[normalized]) ?? FALLBACK_LOCALE;
}

export function isValidLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}
