import { INTERVALS, intervalLabel, intervalRange, isIntervalName, localDay } from './intervals';

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 15, 30);
const from = (name: Parameters<typeof intervalRange>[0], today: Date) => intervalRange(name, today).from;

describe('intervalRange', () => {
  it('ends today and starts the same calendar day one interval back', () => {
    const today = on(2026, 11, 24);
    expect(intervalRange('1D', today)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
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

  it('crosses month and year ends by calendar days', () => {
    expect(from('1D', on(2026, 3, 1))).toBe('2026-02-28');
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
