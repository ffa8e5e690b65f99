import { DISPLAY_CURRENCIES, FIRST_DISPLAY_CURRENCIES, displayCurrencyName, isDisplayCurrency } from './displayCurrencies';

describe('DISPLAY_CURRENCIES', () => {
  it('offers the spec\'s four first, in their order', () => {
    expect(DISPLAY_CURRENCIES.slice(0, 4)).toEqual(['EUR', 'USD', 'GBP', 'CAD']);
    expect(FIRST_DISPLAY_CURRENCIES).toEqual(['EUR', 'USD', 'GBP', 'CAD']);
  });

  it('then every other ECB reference currency, alphabetically by English name', () => {
    const rest = DISPLAY_CURRENCIES.slice(4);
    expect(rest.map(displayCurrencyName)).toEqual(
      [...rest.map(displayCurrencyName)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    // The ECB's published set in 2026 (BGN ended with Bulgaria's euro; RUB is suspended).
    expect([...rest].sort()).toEqual([
      'AUD', 'BRL', 'CHF', 'CNY', 'CZK', 'DKK', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'ISK', 'JPY',
      'KRW', 'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'RON', 'SEK', 'SGD', 'THB', 'TRY', 'ZAR',
    ]);
    expect(rest.slice(0, 3)).toEqual(['AUD', 'BRL', 'CNY']);
    expect(rest.at(-1)).toBe('TRY');
  });

  it('lists each code once, each an ISO 4217 code the platform knows', () => {
    expect(new Set(DISPLAY_CURRENCIES).size).toBe(DISPLAY_CURRENCIES.length);
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect(DISPLAY_CURRENCIES.filter((code) => !known.has(code))).toEqual([]);
  });
});

describe('isDisplayCurrency', () => {
  it.each(['CHF', 'SEK', 'AUD', 'EUR'])('accepts %s', (code) => {
    expect(isDisplayCurrency(code)).toBe(true);
  });

  it.each(['chf', 'BGN', 'RUB', 'BTC', 'GBp', '', 'toString', 42, null])('refuses %p', (value) => {
    expect(isDisplayCurrency(value)).toBe(false);
  });
});
