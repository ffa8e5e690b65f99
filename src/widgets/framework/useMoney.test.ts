import { formatCompactMoney, formatPercentTick } from './useMoney';

describe('formatCompactMoney', () => {
  it('shortens amounts to a few characters, signs and all', () => {
    expect(formatCompactMoney(0, 'USD')).toBe('$0');
    expect(formatCompactMoney(40_000, 'USD')).toBe('$40K');
    expect(formatCompactMoney(-1_250.25, 'USD')).toBe('-$1.3K');
    expect(formatCompactMoney(1_520_000, 'USD')).toBe('$1.5M');
  });

  it('follows the currency and the user’s locale', () => {
    expect(formatCompactMoney(2_500, 'GBP', 'en-GB')).toBe('£2.5k');
    expect(formatCompactMoney(2_500_000, 'EUR', 'de-DE')).toBe('2,5\u00a0Mio.\u00a0€');
    expect(formatCompactMoney(Number.NaN, 'USD')).toBe('—');
  });

  it('never shows a minus on an amount that rounds to zero', () => {
    expect(formatCompactMoney(-0.04, 'USD')).toBe('$0');
    expect(formatCompactMoney(-0.01, 'USD', null, { precision: 'oneDecimal' })).toBe('$0.0');
  });

  it('keeps one decimal for ticks that line up, or three digits for a figure on its own', () => {
    expect([12_000, 12_500, 1_234_567].map((value) => formatCompactMoney(value, 'USD', null, { precision: 'oneDecimal' }))).toEqual(['$12.0K', '$12.5K', '$1.2M']);
    expect(formatCompactMoney(3_234.5, 'USD', null, { precision: 'threeDigits' })).toBe('$3.23K');
  });

  it('signs gains when asked, but not zero', () => {
    const signed = (value: number) => formatCompactMoney(value, 'USD', null, { signed: true, precision: 'threeDigits' });
    expect([3_234.5, -1_250.25, 0].map(signed)).toEqual(['+$3.23K', '-$1.25K', '$0']);
  });

  it('writes crypto amounts in full with their sign, which Intl cannot shorten', () => {
    expect(formatCompactMoney(1_234.5, 'BTC')).toBe('₿1,234.50');
    expect(formatCompactMoney(1_234.5, 'doge', null, { signed: true })).toBe('+Ð1,234.50');
  });

  it('shortens a malformed code as a plain number', () => {
    expect(formatCompactMoney(2_500, 'dollars')).toBe('2.5K');
  });
});

describe('formatPercentTick', () => {
  it('writes a ratio as a short percent, small yields and all', () => {
    expect([0, 0.05, 0.0045, -0.125, -0.00001].map(formatPercentTick)).toEqual(['0%', '5%', '0.45%', '-12.5%', '0%']);
    expect(formatPercentTick(Number.NaN)).toBe('—');
  });
});
