/**
 * Calendar days as integers: days since 1970-01-01 (day 0), the unit of every series in the
 * engine. Integers make "the next day" `day + 1` and let series live in Int32Arrays.
 *
 * Conversion is civil-calendar arithmetic (proleptic Gregorian), not Date: no time zone, no
 * daylight saving, and no two-digit-year quirk of Date.UTC.
 */

export const DAY_MS = 86_400_000;

// yyyy-MM-dd, optionally followed by a time ('T' or a space) with seconds, fraction and zone optional.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const daysInMonth = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!);

/**
 * The day of an ISO date ('2024-03-05') or date-time. A date-time counts on the date written in
 * it: '2024-03-05T23:30:00.000' and '2024-03-05T23:30:00-05:00' are both 2024-03-05 (no zone
 * shifting; the service stores UTC). Throws RangeError on anything else, including 2023-02-29.
 */
export function toDay(iso: string): number {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${JSON.stringify(iso)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    (match[4] === undefined || (Number(match[4]) <= 23 && Number(match[5]) <= 59 && Number(match[6] ?? 0) <= 59));
  if (!valid) throw new RangeError(`Not a calendar date: ${JSON.stringify(iso)}`);
  return daysFromCivil(year, month, day);
}

/** 'yyyy-MM-dd' of a day; RangeError outside years 0000..9999 or for a non-integer. */
export function fromDay(day: number): string {
  if (!Number.isInteger(day)) throw new RangeError(`Not a day number: ${day}`);
  const { year, month, dayOfMonth } = civilFromDays(day);
  if (year < 0 || year > 9999) throw new RangeError(`Day ${day} is outside years 0000..9999`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** ISO weekday of a day: 1 Monday … 6 Saturday, 7 Sunday (day 0, 1970-01-01, was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Today's day in UTC (`now` for tests). */
export function todayDay(now: number = Date.now()): number {
  return Math.floor(now / DAY_MS);
}

// Howard Hinnant's days_from_civil / civil_from_days: eras of 400 years (146,097 days), with
// years starting on 1 March so the leap day falls at the end.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The calendar date of a day (proleptic Gregorian). */
export function civilOf(day: number): { year: number; month: number; dayOfMonth: number } {
  return civilFromDays(day);
}

function civilFromDays(days: number): { year: number; month: number; dayOfMonth: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth };
}

/** The same day of the month `months` later (earlier when negative), or that month's last day when it is shorter. */
export function addCalendarMonths(day: number, months: number): number {
  const { year, month, dayOfMonth } = civilFromDays(day);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return daysFromCivil(y, m, Math.min(dayOfMonth, daysInMonth(y, m)));
}

/** Whether `text` is a real date written yyyy-MM-dd (2024-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    return fromDay(toDay(text)) === text;
  } catch {
    return false;
  }
}
