import { DAY_MS, addCalendarMonths, fromDay, isCalendarDay, isoWeekday, toDay, todayDay } from './days';

describe('days', () => {
  it('counts days from 1970-01-01 as day 0, negative before it', () => {
    expect(toDay('1970-01-01')).toBe(0);
    expect(toDay('1970-01-02')).toBe(1);
    expect(toDay('1969-12-31')).toBe(-1);
    // 1970..2023 is 54 years, 13 of them leap (1972, 1976, ..., 2020): 54 × 365 + 13 = 19,723 = 2024-01-01;
    // + 31 (January) + 29 (February 2024) + 4 = 19,787 for 2024-03-05.
    expect(toDay('2024-01-01')).toBe(19_723);
    expect(toDay('2024-03-05')).toBe(19_787);
    expect(fromDay(19_787)).toBe('2024-03-05');
  });

  it('takes the date written in a date-time, with no zone shifting', () => {
    expect(toDay('2024-03-05T23:30:00.000')).toBe(19_787);
    expect(toDay('2024-03-05T23:30:00.000Z')).toBe(19_787);
    // In UTC this instant is already 2024-03-06, but the written date is what counts.
    expect(toDay('2024-03-05T23:30:00-05:00')).toBe(19_787);
    expect(toDay('2024-03-05 00:00')).toBe(19_787);
  });

  it('agrees with Date on every 37th day from 0001-01-01 to 9999-12-31, both ways', () => {
    expect(toDay('0001-01-01')).toBe(-719_162);
    expect(toDay('9999-12-31')).toBe(2_932_896);
    const mismatches: string[] = [];
    for (let day = -719_162; day <= 2_932_896; day += 37) {
      const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
      if (fromDay(day) !== iso || toDay(iso) !== day) mismatches.push(`${day} ${iso}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('knows leap years: 2024-02-29 and 2000-02-29 exist, 2023-02-29 and 1900-02-29 do not', () => {
    expect(toDay('2024-03-01') - toDay('2024-02-29')).toBe(1);
    expect(toDay('2000-03-01') - toDay('2000-02-29')).toBe(1);
    expect(() => toDay('2023-02-29')).toThrow(RangeError);
    expect(() => toDay('1900-02-29')).toThrow(RangeError);
  });

  it('throws RangeError on malformed input', () => {
    for (const bad of ['', 'abc', '2024-3-5', '2024-13-01', '2024-00-10', '2024-01-32', '2024-01-00', '24-01-01', '2024-03-05T', '2024-03-05T25:00', '2024-03-05T12:60', '2024-03-05Tjunk', ' 2024-03-05']) {
      expect(() => toDay(bad)).toThrow(RangeError);
    }
    expect(() => fromDay(1.5)).toThrow(RangeError);
    expect(() => fromDay(3_000_000)).toThrow(RangeError); // year 10,183
  });

  it('gives today in UTC', () => {
    // 23:59 UTC on 2024-03-05 is still day 19,787, whatever the local zone.
    expect(todayDay(Date.UTC(2024, 2, 5, 23, 59))).toBe(19_787);
    expect(todayDay(Date.UTC(2024, 2, 6, 0, 0))).toBe(19_788);
    expect(Number.isInteger(todayDay())).toBe(true);
  });

  it('names the ISO weekday, before 1970 too, as Date does', () => {
    // 2024-01-01 was a Monday, 2024-01-07 a Sunday; 1970-01-01 (day 0) a Thursday.
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => isoWeekday(toDay(`2024-01-0${d}`)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isoWeekday(0)).toBe(4);
    for (let day = -800; day <= 800; day += 13) expect(isoWeekday(day) % 7).toBe(new Date(day * DAY_MS).getUTCDay());
  });

  it('tells real calendar days written yyyy-MM-dd from the rest', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-3-5')).toBe(false);
    expect(isCalendarDay('2024-03-05T00:00')).toBe(false);
  });
});

describe('addCalendarMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(fromDay(addCalendarMonths(toDay('2024-01-31'), 1))).toBe('2024-02-29');
    expect(fromDay(addCalendarMonths(toDay('2023-01-31'), 1))).toBe('2023-02-28');
    expect(fromDay(addCalendarMonths(toDay('2024-11-15'), 3))).toBe('2025-02-15');
    expect(fromDay(addCalendarMonths(toDay('2024-03-31'), -1))).toBe('2024-02-29');
    expect(fromDay(addCalendarMonths(toDay('2024-05-10'), -17))).toBe('2022-12-10');
  });
});
