import { payout, payoutsFixture } from '../sharedDividends/testing/dividendMocks';
import { calendarEvents, calendarWeeks, clampMonth, monthBounds } from './calendarMonth';

describe('calendarWeeks', () => {
  it('runs Monday to Sunday, reaching into the months either side', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const weeks = calendarWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks.at(-1)![0]).toBe('2026-11-30');
    expect(weeks.at(-1)![6]).toBe('2026-12-06');
  });

  it('gives a February from Monday the 1st exactly four weeks', () => {
    const weeks = calendarWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });
});

describe('calendarEvents', () => {
  it('gives each payout its ex-date and pay date, by day, ex-dates first', () => {
    const events = calendarEvents([
      payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared'),
      payout('AAPL', '2026-12-15', '2026-12-18', 0.26, 50, 'estimated'),
    ]);
    expect(events.map((event) => `${event.day} ${event.kind} ${event.payout.stock.ticker}`)).toEqual([
      '2026-12-01 ex O',
      '2026-12-15 ex AAPL',
      '2026-12-15 pay O',
      '2026-12-18 pay AAPL',
    ]);
  });

  it('leaves out the pay date the market has not given', () => {
    const events = calendarEvents([payout('O', '2026-12-01', null, 0.2695, 100, 'declared')]);
    expect(events.map((event) => event.kind)).toEqual(['ex']);
  });

  it('keys every event uniquely, even two payouts of one security on one day', () => {
    const special = payout('O', '2026-12-01', '2026-12-15', 1.5, 100, 'declared', { special: true });
    const events = calendarEvents([payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared'), special]);
    expect(new Set(events.map((event) => event.key)).size).toBe(4);
  });
});

describe('monthBounds and clampMonth', () => {
  it('browses a year either side of asOf, further where events are', () => {
    expect(monthBounds('2026-11-24', calendarEvents(payoutsFixture))).toEqual({ first: '2025-11', last: '2027-11' });
    const early = calendarEvents([payout('O', '2024-03-01', '2024-03-15', 0.25, 100, 'paid')]);
    expect(monthBounds('2026-11-24', early)).toEqual({ first: '2024-03', last: '2027-11' });
  });

  it('keeps a month within the bounds', () => {
    const bounds = { first: '2025-11', last: '2027-11' };
    expect(clampMonth('2025-10', bounds)).toBe('2025-11');
    expect(clampMonth('2026-05', bounds)).toBe('2026-05');
    expect(clampMonth('2028-01', bounds)).toBe('2027-11');
  });
});
