import {
  DEFAULT_CURRENCY,
  currencySymbol,
  currencySymbols,
  isValidLocale,
  localeForCurrency,
  normalizeCurrencyCode,
} from './currency';

describe('currencySymbols', () => {
  it('covers about 170 codes from the platform plus crypto', () => {
    const table = currencySymbols();
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(150);
    expect(table.BTC).toBe('₿');
    expect(table.ETH).toBe('Ξ');
  });

  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['CAD', 'CA$'],
    ['INR', '₹'],
    ['SEK', 'kr'],
    ['ZAR', 'R'],
    ['CHF', 'CHF'],
  ])('%s is %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(currencySymbol(' eur ')).toBe('€');
  });

  it('gives an unknown well-formed code back, and nothing for malformed ones', () => {
    expect(currencySymbol('QQQ')).toBe('QQQ');
    expect(currencySymbol('US')).toBe('');
    expect(currencySymbol('')).toBe('');
    expect(currencySymbol(null)).toBe('');
    expect(currencySymbol('12$')).toBe('');
  });
});

describe('normalizeCurrencyCode', () => {
  it('keeps 3-letter and crypto codes, refuses the rest', () => {
    expect(normalizeCurrencyCode('usd')).toBe('USD');
    expect(normalizeCurrencyCode('doge')).toBe('DOGE');
    expect(normalizeCurrencyCode('EURO')).toBeNull();
    expect(normalizeCurrencyCode(undefined)).toBeNull();
  });
});

describe('localeForCurrency', () => {
  it('prefers the user locale when it is valid', () => {
    expect(localeForCurrency('EUR', 'en-GB')).toBe('en-GB');
  });

  it('falls back to the currency home locale, then en-US', () => {
    expect(localeForCurrency('EUR')).toBe('de-DE');
    expect(localeForCurrency('JPY', null)).toBe('ja-JP');
    expect(localeForCurrency('XOF')).toBe('en-US');
    expect(localeForCurrency('nonsense')).toBe('en-US');
    expect(localeForCurrency('EUR', 'not a locale!')).toBe('de-DE');
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('isValidLocale', () => {
  it('accepts BCP 47 tags and refuses garbage', () => {
    expect(isValidLocale('fr-CA')).toBe(true);
    expect(isValidLocale('???')).toBe(false);
  });
});
