import { NO_DATE, formatDate, formatDateTime, formatTimeAgo } from './dates';

// The expected offset is the machine's own, so the test holds in any time zone.
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('formatDateTime', () => {
  it('writes day, month abbreviation, two-digit year, time and UTC offset', () => {
    const date = new Date(2026, 10, 21, 14, 5);
    expect(formatDateTime(date)).toBe(`21 Nov 26, 14:05 ${offsetOf(date)}`);
  });

  it('pads the day and accepts ISO strings and epoch milliseconds', () => {
    const date = new Date(2027, 0, 3, 9, 7);
    expect(formatDateTime(date.toISOString())).toBe(`03 Jan 27, 09:07 ${offsetOf(date)}`);
    expect(formatDateTime(date.getTime())).toBe(`03 Jan 27, 09:07 ${offsetOf(date)}`);
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe(NO_DATE);
    expect(formatDateTime('')).toBe(NO_DATE);
    expect(formatDateTime('not a date')).toBe(NO_DATE);
  });
});

describe('formatDate', () => {
  it('writes the date alone', () => {
    expect(formatDate(new Date(1999, 11, 31, 23, 59))).toBe('31 Dec 99');
    expect(formatDate(undefined)).toBe(NO_DATE);
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2026, 10, 27, 15, 30);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('counts minutes, then hours, then days', () => {
    expect(formatTimeAgo(ago(0.5), now)).toBe('just now');
    expect(formatTimeAgo(ago(12), now)).toBe('12 min ago');
    expect(formatTimeAgo(ago(59), now)).toBe('59 min ago');
    expect(formatTimeAgo(ago(60), now)).toBe('1 h ago');
    expect(formatTimeAgo(ago(23 * 60 + 59), now)).toBe('23 h ago');
    expect(formatTimeAgo(ago(24 * 60), now)).toBe('1 day ago');
    expect(formatTimeAgo(ago(6 * 24 * 60), now)).toBe('6 days ago');
  });

  it('gives the date from a week on, and "just now" for a time ahead of the clock', () => {
    expect(formatTimeAgo(new Date(2026, 10, 20, 15, 30), now)).toBe('20 Nov 26');
    expect(formatTimeAgo(ago(-3), now)).toBe('just now');
    expect(formatTimeAgo('not a date', now)).toBe(NO_DATE);
  });
});
