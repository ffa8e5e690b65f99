import { INTERVALS, intervalLabel, intervalRange, isIntervalName, isMarketClosed, lastTradingDay, localDay, parseSelectedInterval, selectedInterval } from './intervals';

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 15, 30);
const from = (name: Parameters<typeof intervalRange>[0], today: Date) => intervalRange(name, today).from;

describe('intervalRange', () => {
  it('ends tomorrow and starts the same calendar day one interval back', () => {
    const today = on(2026, 11, 24);
    expect(intervalRange('1D', today)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(intervalRange('MAX', today)).toEqual({ from: null, to: '2026-11-25' });
    expect(INTERVALS.map(({ value }) => [value, from(value, today)])).toEqual([
      ['1D', '2026-11-23'],
      ['1W', '2026-11-17'],
      ['1M', '2026-10-24'],
      ['3M', '2026-08-24'],
      ['6M', '2026-05-24'],
      ['YTD', '2026-01-01'],
      ['1Y', '2025-11-24'],
      ['3Y', '2023-11-24'],
      ['5Y', '2021-11-24'],
      ['MAX', null],
    ]);
  });

  it('ends on the next calendar day across month, year and leap-day ends', () => {
    expect(intervalRange('1M', on(2026, 2, 28)).to).toBe('2026-03-01');
    expect(intervalRange('1M', on(2024, 2, 28)).to).toBe('2024-02-29');
    expect(intervalRange('1M', on(2024, 2, 29)).to).toBe('2024-03-01');
    expect(intervalRange('1Y', on(2026, 12, 31)).to).toBe('2027-01-01');
    expect(intervalRange('1D', on(2026, 4, 30)).to).toBe('2026-05-01');
  });

  it.each([
    ['a Sunday: Saturday is closed', [2026, 11, 22], '2026-11-20'],
    ['a Monday: Sunday and Saturday are closed', [2026, 11, 23], '2026-11-20'],
    ['a Saturday: Friday was open', [2026, 11, 21], '2026-11-20'],
    ['Saturday 26 December: Christmas (a Friday) is closed', [2026, 12, 26], '2026-12-24'],
    ['Monday 28 December: the weekend and Christmas Day', [2026, 12, 28], '2026-12-24'],
    ['Friday 2 January: New Year’s Day (a Thursday) is closed', [2026, 1, 2], '2025-12-31'],
    ['Monday 3 January 2028: the weekend, New Year’s Day a Saturday', [2028, 1, 3], '2027-12-31'],
    ['Sunday 1 March: back over a month end to Friday 27 February', [2026, 3, 1], '2026-02-27'],
    ['Monday 1 March 2032: a leap day on a Sunday', [2032, 3, 1], '2032-02-27'],
    ['Wednesday 1 March 2028: a leap day on a Tuesday, open', [2028, 3, 1], '2028-02-29'],
  ] as const)('starts a day on the last trading day, seen on %s', (_when, [year, month, day], expected) => {
    expect(from('1D', on(year, month, day))).toBe(expected);
  });

  it('keeps the calendar day for a week and longer, weekend or not', () => {
    // A week back from a Sunday is a Sunday; a month back can be Christmas Day or New Year's Day.
    expect(from('1W', on(2026, 11, 22))).toBe('2026-11-15');
    expect(from('1M', on(2026, 1, 25))).toBe('2025-12-25');
    expect(from('1Y', on(2027, 1, 1))).toBe('2026-01-01');
  });

  it('crosses month and year ends by calendar days', () => {
    expect(from('1W', on(2026, 1, 3))).toBe('2025-12-27');
    expect(from('1M', on(2026, 1, 15))).toBe('2025-12-15');
  });

  it('takes the last day of a shorter month, leap days included', () => {
    expect(from('1M', on(2026, 3, 31))).toBe('2026-02-28');
    expect(from('1M', on(2024, 3, 31))).toBe('2024-02-29');
    expect(from('3M', on(2026, 5, 31))).toBe('2026-02-28');
    expect(from('6M', on(2026, 8, 31))).toBe('2026-02-28');
    expect(from('1Y', on(2024, 2, 29))).toBe('2023-02-28');
    expect(from('5Y', on(2028, 2, 29))).toBe('2023-02-28');
    expect(from('YTD', on(2026, 1, 1))).toBe('2026-01-01');
  });
});

describe('market days', () => {
  it('are closed on weekends, 25 December and 1 January only', () => {
    expect(isMarketClosed(on(2026, 11, 21))).toBe(true);
    expect(isMarketClosed(on(2026, 11, 22))).toBe(true);
    expect(isMarketClosed(on(2026, 12, 25))).toBe(true);
    expect(isMarketClosed(on(2026, 1, 1))).toBe(true);
    expect(isMarketClosed(on(2026, 12, 24))).toBe(false);
    expect(isMarketClosed(on(2026, 12, 31))).toBe(false);
    expect(isMarketClosed(on(2026, 11, 23))).toBe(false);
  });

  it('step back to the last trading day, at midnight, and keep an open day', () => {
    expect(lastTradingDay(on(2026, 11, 24))).toEqual(new Date(2026, 10, 24));
    expect(lastTradingDay(on(2027, 1, 1))).toEqual(new Date(2026, 11, 31));
    expect(lastTradingDay(on(2022, 1, 2))).toEqual(new Date(2021, 11, 31));
  });
});

describe('the stored interval', () => {
  it('is the name and its label', () => {
    expect(selectedInterval('3M')).toEqual({ name: '3M', desc: '3 months' });
  });

  it('is read strictly, its label made again from the name', () => {
    expect(parseSelectedInterval({ name: '1Y', desc: 'ten years' })).toEqual({ name: '1Y', desc: '1 year' });
    expect(parseSelectedInterval({ name: 'YTD' })).toEqual({ name: 'YTD', desc: 'Year to date' });
    expect(parseSelectedInterval('1Y')).toBeUndefined();
    expect(parseSelectedInterval({ name: '2Y', desc: '2 years' })).toBeUndefined();
    expect(parseSelectedInterval({ desc: '1 year' })).toBeUndefined();
    expect(parseSelectedInterval(['1Y'])).toBeUndefined();
    expect(parseSelectedInterval(null)).toBeUndefined();
  });
});

describe('the interval names', () => {
  it('are known by their value and labelled', () => {
    expect(isIntervalName('YTD')).toBe(true);
    expect(isIntervalName('2Y')).toBe(false);
    expect(isIntervalName('toString')).toBe(false);
    expect(intervalLabel('MAX')).toBe('All time');
  });

  it('write local dates with four-digit years', () => {
    expect(localDay(new Date(1905, 0, 9))).toBe('1905-01-09');
  });
});
