import { formatBillingDate, formatPerMillionTokens, formatPrice } from './billingFormat';

describe('billing formats', () => {
  it('shows a plan price in its own currency, in the user locale, per interval', () => {
    expect(formatPrice({ amount: 9, currency: 'EUR', interval: 'month' }, 'en-GB')).toBe('€9.00 / month');
    expect(formatPrice({ amount: 9, currency: 'EUR', interval: 'month' }, 'de-DE')).toBe('9,00\u00a0€ / month');
    expect(formatPrice({ amount: 1200, currency: 'JPY', interval: null }, 'en-US')).toBe('¥1,200');
  });

  it('prices a million tokens, finer than a cent when it has to be', () => {
    expect(formatPerMillionTokens({ amount: 12, currency: 'EUR', tokens: 1_500_000 }, 'en-GB')).toBe('€8.00');
    expect(formatPerMillionTokens({ amount: 10, currency: 'USD', tokens: 3_000_000 }, 'en-US')).toBe('$3.333');
  });

  it('writes dates the way the locale does, and a dash for none', () => {
    expect(formatBillingDate('2026-12-27T12:00:00.000Z', 'en-GB')).toBe('27 Dec 2026');
    expect(formatBillingDate('2026-12-27T12:00:00.000Z', 'en-US')).toBe('Dec 27, 2026');
    expect(formatBillingDate(null, 'en-GB')).toBe('—');
  });
});
