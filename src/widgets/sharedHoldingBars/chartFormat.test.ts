import { formatCompactMoney, formatCountTick } from './chartFormat';

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
});

describe('formatCountTick', () => {
  it('labels whole counts only', () => {
    expect([0, 0.5, 1, 1500].map(formatCountTick)).toEqual(['0', '', '1', '1,500']);
  });
});
