import { fromDay, toDay } from '../../portfolio/days';
import { ANCHOR_DATE, indexOnOrAfter, indexOnOrBefore, isOpenDay, openDays } from './calendar';

describe('simulated calendar', () => {
  it('opens exchanges on weekdays except 25 December and 1 January', () => {
    expect(isOpenDay('exchange', toDay('2025-06-13'))).toBe(true); // Friday
    expect(isOpenDay('exchange', toDay('2025-06-14'))).toBe(false); // Saturday
    expect(isOpenDay('exchange', toDay('2025-06-15'))).toBe(false); // Sunday
    expect(isOpenDay('exchange', toDay('2024-12-25'))).toBe(false); // Wednesday
    expect(isOpenDay('exchange', toDay('2024-01-01'))).toBe(false); // Monday
    expect(isOpenDay('exchange', toDay('2024-12-24'))).toBe(true);
  });

  it('publishes currency rates on every weekday, holidays included', () => {
    expect(isOpenDay('weekdays', toDay('2024-12-25'))).toBe(true);
    expect(isOpenDay('weekdays', toDay('2024-12-28'))).toBe(false);
  });

  it('lists open days from the anchor, in order, with matching dates', () => {
    const open = openDays('exchange');
    expect(open.dates[0]).toBe(ANCHOR_DATE);
    expect(open.days.length).toBe(open.dates.length);
    for (let i = 1; i < open.days.length; i += 997) {
      expect(open.days[i]!).toBeGreaterThan(open.days[i - 1]!);
      expect(fromDay(open.days[i]!)).toBe(open.dates[i]);
    }
    expect(openDays('exchange')).toBe(open);
    // 2024: 262 weekdays, less Christmas (Wednesday) and New Year's Day (Monday).
    expect(open.dates.filter((date) => date.startsWith('2024-')).length).toBe(260);
    expect(openDays('weekdays').dates.filter((date) => date.startsWith('2024-')).length).toBe(262);
  });

  it('finds the open day on or around any day', () => {
    const open = openDays('exchange');
    const friday = indexOnOrBefore(open, toDay('2025-06-13'));
    expect(open.dates[friday]).toBe('2025-06-13');
    expect(indexOnOrBefore(open, toDay('2025-06-15'))).toBe(friday);
    expect(open.dates[indexOnOrAfter(open, toDay('2025-06-14'))]).toBe('2025-06-16');
    expect(open.dates[indexOnOrAfter(open, toDay('2024-12-25'))]).toBe('2024-12-26');
    expect(indexOnOrBefore(open, toDay('1999-12-31'))).toBe(-1);
    expect(indexOnOrAfter(open, toDay('2150-01-01'))).toBe(open.days.length);
  });
});
