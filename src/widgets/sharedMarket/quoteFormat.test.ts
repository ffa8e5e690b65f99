import { formatChange, formatChangePercent, formatPrice, formatQuoteTime, marketStateLabel } from './quoteFormat';

describe('a quote as the market widgets write it', () => {
  it('names each market state', () => {
    expect((['pre', 'regular', 'post', 'closed'] as const).map(marketStateLabel)).toEqual(['Pre-market', 'Open', 'After hours', 'Closed']);
  });

  it('writes a price in its own currency, to the spec’s three decimals at most', () => {
    expect(formatPrice(234.93, { symbol: 'AAPL', currency: 'USD' }, 'en-US')).toBe('$234.93');
    expect(formatPrice(204.3475, { symbol: 'AAPL', currency: 'USD' }, 'en-US')).toBe('$204.348');
    expect(formatPrice(3_120, { symbol: '7203.T', currency: 'JPY' }, 'en-US')).toBe('¥3,120');
    expect(formatPrice(130.5, { symbol: 'SAP.DE', currency: 'EUR' }, 'de-DE')).toBe('130,50\u00a0€');
  });

  it('writes an index’s level as points, whatever its currency', () => {
    expect(formatPrice(38_134.97, { symbol: '^N225', currency: 'JPY' }, 'en-US')).toBe('38,134.97');
    expect(formatPrice(19_425.66, { symbol: '^GDAXI', currency: 'EUR' }, 'de-DE')).toBe('19.425,66');
    // A locale Intl refuses falls back rather than throwing.
    expect(formatPrice(5_998.7, { symbol: '^GSPC', currency: 'USD' }, 'not a locale!')).toBe('5,998.70');
  });

  it('signs a change, and leaves a change that rounds to nothing unsigned', () => {
    expect(formatChange(171.31, { symbol: '^IXIC', currency: 'USD' }, 'en-US')).toBe('+171.31');
    expect(formatChange(-0.13, { symbol: 'AAPL', currency: 'USD' }, 'en-US')).toBe('-$0.13');
    expect(formatChange(0.0001, { symbol: 'AAPL', currency: 'USD' }, 'en-US')).toBe('$0.00');
    expect(formatChangePercent(0.009112)).toBe('+0.91%');
    expect(formatChangePercent(-0.0019)).toBe('-0.19%');
  });

  it('writes the time of a quote set today, else its day too', () => {
    const now = new Date(2026, 10, 27, 16, 0);
    expect(formatQuoteTime(new Date(2026, 10, 27, 15, 30).toISOString(), 'en-GB', now)).toBe('15:30');
    expect(formatQuoteTime(new Date(2026, 10, 26, 22, 0).toISOString(), 'en-GB', now)).toBe('26 Nov, 22:00');
    expect(formatQuoteTime('not a date', 'en-GB', now)).toBe('—');
  });
});
