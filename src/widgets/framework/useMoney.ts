/**
 * Money and percentages as widgets show them: the user's locale, the figures' currency, and the
 * display currency the server answers the widget queries in.
 */
import { useCallback, useContext, useMemo } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { displaySettingsVar } from '../../apollo/vars';
import { DEFAULT_CURRENCY, isCryptoCurrency, localeForCurrency, normalizeCurrencyCode } from '../../../common/currency';
import { formatCurrency, NOT_A_NUMBER } from '../../lib/format';
import { ViewerSettingsContext } from './viewerSettings';

/**
 * The number locale figures are written in: the signed-in user's (displaySettingsVar, never empty),
 * or an embed owner's; null (an owner who set none) formats in the currency's home locale.
 */
export function useUserLocale(): string | null {
  const owner = useContext(ViewerSettingsContext);
  const settings = useReactiveVar(displaySettingsVar);
  return owner ? owner.userLocale : settings.locale;
}

/**
 * The currency of the analytics' PC figures and of transactionValue_userCurrency: the user's
 * display currency (USD until set), or the embed owner's on an embed page. The widget
 * queries send no currency, so the server answers in the user's.
 */
export function useDisplayCurrency(): string {
  const owner = useContext(ViewerSettingsContext);
  const settings = useReactiveVar(displaySettingsVar);
  return owner?.currency ?? settings.currency;
}

export function useMoney(currency: string | null | undefined): (value: number) => string {
  const locale = useUserLocale();
  return useCallback((value: number) => formatCurrency(value, currency ?? undefined, { locale }), [currency, locale]);
}

/**
 * How a shortened amount is rounded. 'upToOneDecimal' for axis ticks ("$40K", "$1.5M");
 * 'oneDecimal' where ticks should line up ("$12.0K", "$12.5K"); 'threeDigits' for a figure read on
 * its own ("$3.23K").
 */
type SignificantDigits = 2 | 3 | 4 | 5 | 6;
export type CompactPrecision = 'upToOneDecimal' | 'oneDecimal' | 'threeDigits' | `${SignificantDigits}Digits`;

const SIGNIFICANT_DIGITS: readonly SignificantDigits[] = [2, 3, 4, 5, 6];

// Currency style would otherwise ask for the currency's 2 decimals: "$0.00", "$40.00K".
const PRECISIONS = {
  upToOneDecimal: { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  threeDigits: { maximumSignificantDigits: 3 },
  // Axis ticks that must differ (ticks.ts distinctDigits): exactly that many digits, zeros shown.
  ...Object.fromEntries(SIGNIFICANT_DIGITS.map((digits) => [`${digits}Digits`, { minimumSignificantDigits: digits, maximumSignificantDigits: digits }])),
} as Record<CompactPrecision, Intl.NumberFormatOptions>;

export interface CompactMoneyOptions {
  /** A "+" on gains, so the sign does not rest on colour alone: "+$3.23K". */
  signed?: boolean;
  precision?: CompactPrecision;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string, code: string | null, signed: boolean, precision: CompactPrecision): Intl.NumberFormat {
  const key = `${locale}|${code ?? ''}|${signed ? 'signed' : 'plain'}|${precision}`;
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      notation: 'compact',
      ...PRECISIONS[precision],
      // Never "-$0" for a small loss that rounds away, nor "+$0".
      signDisplay: signed ? 'exceptZero' : 'negative',
      // A malformed code: the plain compact number is still readable.
      ...(code ? { style: 'currency', currency: code } : {}),
    });
    compactFormats.set(key, format);
  }
  return format;
}

/**
 * Money in a few characters, for axis ticks and cells too small for the full amount:
 * 1234567 -> "$1.2M", -2500 -> "-$2.5K". `locale` is the user's; tooltips show the full amount.
 */
export function formatCompactMoney(
  value: number,
  currency: string | null | undefined,
  locale?: string | null,
  { signed = false, precision = 'upToOneDecimal' }: CompactMoneyOptions = {},
): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const code = normalizeCurrencyCode(currency ?? DEFAULT_CURRENCY);
  if (code && isCryptoCurrency(code)) {
    // Crypto codes are not ISO currencies Intl can shorten (it writes "BTC 1.2K", or refuses DOGE):
    // they keep their full form and customary sign.
    const full = formatCurrency(value, code, { locale });
    return signed && value > 0 && full !== formatCurrency(0, code, { locale }) ? `+${full}` : full;
  }
  return compactFormat(localeForCurrency(code, locale), code, signed, precision).format(value);
}

export function useCompactMoney(currency: string | null | undefined, { signed = false, precision = 'upToOneDecimal' }: CompactMoneyOptions = {}): (value: number) => string {
  const locale = useUserLocale();
  return useCallback((value: number) => formatCompactMoney(value, currency, locale, { signed, precision }), [currency, locale, signed, precision]);
}

export interface DisplayMoney {
  currency: string;
  money: (value: number) => string;
  /** One decimal, so a value axis' ticks line up: "$12.0K", "$12.5K". */
  compactMoney: (value: number) => string;
  /** Shortened with this many significant digits, for ticks that must differ: "$3.85K". */
  compactMoneyDigits: (value: number, digits: number) => string;
}

/**
 * Formatters for figures in the display currency from queries that do not carry it:
 * WidgetHoldings' *PC fields and WidgetValueSeries are in the filter's currency, which
 * analyticsFilter leaves to the server's default, the user's display currency.
 */
export function useDisplayMoney(): DisplayMoney {
  const currency = useDisplayCurrency();
  const money = useMoney(currency);
  const compactMoney = useCompactMoney(currency, { precision: 'oneDecimal' });
  const locale = useUserLocale();
  const compactMoneyDigits = useCallback(
    (value: number, digits: number) =>
      // Zero is "$0", never "$0.0".
      formatCompactMoney(value, currency, locale, { precision: value === 0 ? 'upToOneDecimal' : `${Math.min(6, Math.max(2, Math.round(digits))) as SignificantDigits}Digits` }),
    [currency, locale],
  );
  return useMemo(() => ({ currency, money, compactMoney, compactMoneyDigits }), [currency, money, compactMoney, compactMoneyDigits]);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A ratio as a percentage with two decimals: 0.1234 -> "12.34%"; null shows a dash. */
export function formatPercent(ratio: number | null | undefined, { signed = false }: { signed?: boolean } = {}): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  const key = signed ? 'signed' : 'plain';
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'negative' });
    percentFormats.set(key, format);
  }
  return format.format(ratio);
}

const percentTickFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2, signDisplay: 'negative' });

/** A ratio as a value axis' tick: no trailing zeros, two decimals at most: 0.05 -> "5%", 0.0045 -> "0.45%". */
export function formatPercentTick(ratio: number): string {
  return Number.isFinite(ratio) ? percentTickFormat.format(ratio) : NOT_A_NUMBER;
}

/** The colour token of a gain or loss: green up, red down, neutral at zero or unknown. */
export function toneColor(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return 'fg';
  return value > 0 ? 'fg.success' : 'fg.error';
}
