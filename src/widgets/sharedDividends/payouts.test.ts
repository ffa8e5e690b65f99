import { payout } from './testing/dividendMocks';
import { incomeIn, payDay, shade } from './payouts';

describe('payDay', () => {
  it('is the pay date, or the ex-date when the market gave none', () => {
    expect(payDay(payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared'))).toBe('2026-12-15');
    expect(payDay(payout('O', '2026-12-01', null, 0.2695, 100, 'declared'))).toBe('2026-12-01');
  });
});

describe('incomeIn', () => {
  it('takes the converted income, else the payout’s own when it is in the same currency', () => {
    expect(incomeIn(payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared', { income: 24.8 }), 'EUR')).toBe(24.8);
    expect(incomeIn(payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared', { income: null }), 'USD')).toBe(26.95);
  });

  it('is unknown for a payout in another currency without a rate', () => {
    expect(incomeIn(payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared', { income: null }), 'EUR')).toBeNull();
  });
});

describe('shade', () => {
  it('writes a theme colour at an opacity', () => {
    expect(shade('#2563eb', 0.6)).toBe('rgba(37, 99, 235, 0.6)');
    expect(shade('#fff', 0.32)).toBe('rgba(255, 255, 255, 0.32)');
  });

  it('leaves an opaque colour and other notations alone', () => {
    expect(shade('#2563eb', 1)).toBe('#2563eb');
    expect(shade('rebeccapurple', 0.5)).toBe('rebeccapurple');
  });
});
