/**
 * The currencies a user may see their figures in: every currency the FX source can convert into.
 * The live source is the ECB's euro reference rates (every other pair is crossed through EUR or
 * USD by the quote book), so the list is the ECB's published set plus the euro itself. Yahoo,
 * the fallback, quotes all of these too; the simulated market has a level for each (its table is
 * typed against this list). The ECB stopped BGN when Bulgaria joined the euro on 1 January 2026,
 * and has suspended RUB since March 2022, so neither is offered.
 */

/** Each display currency and the English name the pickers show. */
const DISPLAY_CURRENCY_NAMES = {
  EUR: 'Euro',
  USD: 'US dollar',
  GBP: 'British pound',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  BRL: 'Brazilian real',
  CHF: 'Swiss franc',
  CNY: 'Chinese yuan',
  CZK: 'Czech koruna',
  DKK: 'Danish krone',
  HKD: 'Hong Kong dollar',
  HUF: 'Hungarian forint',
  IDR: 'Indonesian rupiah',
  ILS: 'Israeli new shekel',
  INR: 'Indian rupee',
  ISK: 'Icelandic króna',
  JPY: 'Japanese yen',
  KRW: 'South Korean won',
  MXN: 'Mexican peso',
  MYR: 'Malaysian ringgit',
  NOK: 'Norwegian krone',
  NZD: 'New Zealand dollar',
  PHP: 'Philippine peso',
  PLN: 'Polish złoty',
  RON: 'Romanian leu',
  SEK: 'Swedish krona',
  SGD: 'Singapore dollar',
  THB: 'Thai baht',
  TRY: 'Turkish lira',
  ZAR: 'South African rand',
} as const;

export type DisplayCurrency = keyof typeof DISPLAY_CURRENCY_NAMES;

/** The product's original four, which most users pick: offered before the others. */
export const FIRST_DISPLAY_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD'] as const satisfies readonly DisplayCurrency[];

const byName = (a: DisplayCurrency, b: DisplayCurrency) => DISPLAY_CURRENCY_NAMES[a].localeCompare(DISPLAY_CURRENCY_NAMES[b], 'en');

/** Every display currency in the pickers' order: the first four, then the rest by English name. */
export const DISPLAY_CURRENCIES: readonly DisplayCurrency[] = [
  ...FIRST_DISPLAY_CURRENCIES,
  ...(Object.keys(DISPLAY_CURRENCY_NAMES) as DisplayCurrency[])
    .filter((code) => !(FIRST_DISPLAY_CURRENCIES as readonly string[]).includes(code))
    .sort(byName),
];

/** Whether `value` is a display currency (exact case: "chf" is not). */
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && Object.hasOwn(DISPLAY_CURRENCY_NAMES, value);
}

/** "Swiss franc" for CHF. */
export function displayCurrencyName(code: DisplayCurrency): string {
  return DISPLAY_CURRENCY_NAMES[code];
}
