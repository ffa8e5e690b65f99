import { NOT_A_NUMBER, currencyFractionDigits, formatCompactNumber, formatCurrency, formatDecimal, formatNumber } from './format';

// Intl separates a currency symbol from the number with a no-break space in some locales.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [1234.5678, '1,234.568'],
    [-1234.5678, '-1,234.568'],
    [1e12, '1,000,000,000,000'],
    [0.0004, '0'],
    [-0.0004, '0'],
    [-0, '0'],
  ])('%p -> %s', (value, text) => {
    expect(formatNumber(value, { locale: 'en-US' })).toBe(text);
  });

  it('uses the locale separators', () => {
    expect(spaces(formatNumber(1234.5, { locale: 'de-DE' }))).toBe('1.234,5');
  });

  it('falls back to en-US for an invalid locale and shows a dash for NaN', () => {
    expect(formatNumber(1234.5, { locale: '???' })).toBe('1,234.5');
    expect(formatNumber(Number.NaN)).toBe(NOT_A_NUMBER);
  });
});

describe('formatDecimal', () => {
  it.each([
    [0, '0.00'],
    [0.5, '0.50'],
    [-12.3456789012345, '-12.3456789012'],
    [1234567.1, '1,234,567.10'],
  ])('%p -> %s', (value, text) => {
    expect(formatDecimal(value, { locale: 'en-US' })).toBe(text);
  });
});

describe('formatCurrency', () => {
  it('defaults to USD', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, null)).toBe('$1,234.50');
  });

  it("shows an amount in the currency's minor units, a price up to 3 fraction digits", () => {
    expect(formatCurrency(134.169, 'USD', { locale: 'en-US' })).toBe('$134.17');
    expect(spaces(formatCurrency(134.169, 'EUR', { locale: 'de-DE' }))).toBe('134,17 €');
    expect(formatCurrency(12.3456, 'USD', { locale: 'en-US', price: true })).toBe('$12.346');
    expect(formatCurrency(12, 'USD', { locale: 'en-US', price: true })).toBe('$12.00');
    expect(spaces(formatCurrency(1234.5, 'JPY', { locale: 'en-US', price: true }))).toBe('¥1,234.5');
  });

  it('formats negative amounts, zero and large amounts', () => {
    expect(formatCurrency(-1234.5, 'USD', { locale: 'en-US' })).toBe('-$1,234.50');
    expect(formatCurrency(0, 'USD', { locale: 'en-US' })).toBe('$0.00');
    expect(formatCurrency(-0.0001, 'USD', { locale: 'en-US' })).toBe('$0.00');
    expect(formatCurrency(9_876_543_210.12, 'USD', { locale: 'en-US' })).toBe('$9,876,543,210.12');
  });

  it('writes JPY with no decimals', () => {
    expect(spaces(formatCurrency(1234.56, 'JPY', { locale: 'en-US' }))).toBe('¥1,235');
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
  });

  it.each([
    // Each display currency beyond the spec's four in its home locale, then in an en-GB user's.
    ['CHF', "CHF 1'234'567.89", 'CHF 1,234,567.89'],
    ['SEK', '1 234 567,89 kr', 'SEK 1,234,567.89'],
    ['AUD', '$1,234,567.89', 'A$1,234,567.89'],
    ['JPY', '￥1,234,568', 'JP¥1,234,568'],
  ])('writes %s amounts with its symbol and minor units', (code, home, britishUser) => {
    expect(spaces(formatCurrency(1234567.891, code))).toBe(home);
    expect(spaces(formatCurrency(1234567.891, code, { locale: 'en-GB' }))).toBe(britishUser);
  });

  it('uses the currency home locale when the user has none, the user locale otherwise', () => {
    expect(spaces(formatCurrency(-1234.5, 'EUR'))).toBe('-1.234,50 €');
    expect(spaces(formatCurrency(-1234.5, 'EUR', { locale: 'en-GB' }))).toBe('-€1,234.50');
    expect(spaces(formatCurrency(1234.5, 'GBP'))).toBe('£1,234.50');
  });

  it('formats crypto with its sign and up to 8 decimals', () => {
    expect(formatCurrency(0.00012345, 'BTC', { locale: 'en-US' })).toBe('₿0.00012345');
    expect(formatCurrency(-2, 'eth', { locale: 'en-US' })).toBe('Ξ-2.00');
  });

  it('never throws on a malformed code: the plain number instead', () => {
    expect(formatCurrency(1234.5, 'US', { locale: 'en-US' })).toBe('1,234.5');
    expect(formatCurrency(1234.5, '', { locale: 'en-US' })).toBe('1,234.5');
    expect(formatCurrency(Number.NaN, 'USD')).toBe(NOT_A_NUMBER);
  });
});

describe('formatCompactNumber', () => {
  it('shortens to three significant digits', () => {
    expect(formatCompactNumber(3.55e12)).toBe('3.55T');
    expect(formatCompactNumber(273_500_000)).toBe('274M');
    expect(formatCompactNumber(1_200)).toBe('1.2K');
    expect(formatCompactNumber(950)).toBe('950');
  });

  it("writes in the user's locale, and a dash for what is no number", () => {
    expect(formatCompactNumber(3.55e12, { locale: 'de-DE' })).toBe('3,55\u00a0Bio.');
    expect(formatCompactNumber(Number.NaN)).toBe(NOT_A_NUMBER);
  });
});
