import { DEFAULT_CURRENCY } from '../../../common/currency';
import type { DisplayCurrency } from '../../../common/displayCurrencies';

// Euro-area countries (ISO 3166 alpha-2): Bulgaria since 2026, Croatia since 2023.
const EURO_AREA = ['AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

/**
 * Where a display currency other than the euro is the money of the place: its issuer, and the
 * countries and territories that use it as their own (Liechtenstein the franc, Greenland the
 * krone, ...). Regions with a currency not on the display list fall back to the default.
 */
const CURRENCY_OF_REGION: Readonly<Record<string, DisplayCurrency>> = {
  ...Object.fromEntries(EURO_AREA.map((region) => [region, 'EUR' as const])),
  // Euro users outside the euro area proper.
  AD: 'EUR', MC: 'EUR', SM: 'EUR', VA: 'EUR', ME: 'EUR', XK: 'EUR',
  GB: 'GBP', IM: 'GBP', JE: 'GBP', GG: 'GBP',
  CA: 'CAD',
  US: 'USD',
  AU: 'AUD', NR: 'AUD', KI: 'AUD', TV: 'AUD',
  BR: 'BRL',
  CH: 'CHF', LI: 'CHF',
  CN: 'CNY',
  CZ: 'CZK',
  DK: 'DKK', GL: 'DKK', FO: 'DKK',
  HK: 'HKD',
  HU: 'HUF',
  ID: 'IDR',
  IL: 'ILS',
  IN: 'INR',
  IS: 'ISK',
  JP: 'JPY',
  KR: 'KRW',
  MX: 'MXN',
  MY: 'MYR',
  NO: 'NOK',
  NZ: 'NZD',
  PH: 'PHP',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
  SG: 'SGD',
  TH: 'THB',
  TR: 'TRY',
  ZA: 'ZAR',
};

/**
 * The display currency proposed to a new account from the browser's locale: the money of the
 * locale's region when it is a display currency (CHF in Switzerland, SEK in Sweden, EUR in the
 * euro area), else USD (the spec's default). A bare language ("fr") stands for its likeliest
 * region. The user can change it in the profile; the server keeps an existing user's choice.
 */
export function signUpCurrencyFor(locale: string): DisplayCurrency {
  const region = safeRegion(locale);
  return (region && CURRENCY_OF_REGION[region]) || DEFAULT_CURRENCY;
}

function safeRegion(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
