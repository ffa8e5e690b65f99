/**
 * Dates read from broker CSV/XLSX files. Brokers write dates in many spellings, so a
 * cell is turned into a plain calendar date ("yyyy-MM-dd", plus "HH:mm:ss" when the file gives a
 * time) or into a short message that the import preview shows next to the row.
 *
 * Pure string and integer arithmetic, no `Date` and no DOM: the parser runs in a Web Worker,
 * and a calendar date must not move with the time zone of the machine that reads it. For the
 * same reason a written zone ("Z", "+02:00") is ignored: the date the broker wrote is the date
 * of the trade.
 *
 * Decisions:
 * - Two-digit years: 00-69 are 2000-2069 and 70-99 are 1970-1999 (the POSIX `strptime %y` rule).
 * - Day and month written with "/", "." or "-": `order` decides. Without it a value that only one
 *   order can read (13/04/2023) is read that way, and a value that both orders read as different
 *   dates (03/04/2023) is an error; `inferDateOrder` looks at the whole column so the UI can ask
 *   the user once instead of failing every row.
 * - Month names (15-Jan-24, Jan 15, 2024, 15 January 2024) are English, full or abbreviated; they
 *   need no day/month order.
 * - Spreadsheet serial numbers: see `excelSerialToDate`.
 * - Accepted dates are those of the date picker, 1900-01-01 to 2099-12-31.
 */

import { MAX_DATE, MIN_DATE } from '../../../../common/limits';

export type DateOrder = 'dayFirst' | 'monthFirst';

export type ImportDateResult =
  | { ok: true; date: string; time?: string }
  | { ok: false; error: string };

// The bounds are whole years (1 January to 31 December), which the checks below rely on.
const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
const RANGE_TEXT = `${MIN_DATE} to ${MAX_DATE}`;
const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const SECONDS_PER_DAY = 86_400;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isInRange({ year }: CalendarDate): boolean {
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function formatDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function formatTime({ hours, minutes, seconds }: ClockTime): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** The cell as the user typed it, cut short so that a stray paragraph does not flood the preview. */
function quote(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

// Days from 0000-03-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil), so
// that serial numbers convert with integer maths only.
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra;
}

function civilFromDays(days: number): CalendarDate {
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const EPOCH_DAYS = daysFromCivil({ year: 1899, month: 12, day: 30 });
// Excel's serial 60 is 1900-02-29, a day that never existed (Lotus 1-2-3 treated 1900 as a leap
// year and Excel kept the bug for compatibility).
const EXCEL_FICTITIOUS_LEAP_DAY = 60;
const MAX_SERIAL = daysFromCivil({ year: MAX_YEAR, month: 12, day: 31 }) - EPOCH_DAYS;

/**
 * The calendar date of a spreadsheet serial number; a fractional part (the time of day) is
 * dropped. Throws a RangeError for serials that are not dates from 1900-01-01 to 2099-12-31.
 *
 * Serials from 61 (1900-03-01) on count days from the 1899-12-30 epoch of spreadsheet dates; Excel, Google
 * Sheets and LibreOffice all agree there. Below 61 Excel counts from 1899-12-31 because of its
 * fictitious 1900-02-29 (serial 60); this follows Excel, whose files brokers export, so that 1
 * is 1900-01-01 and 59 is 1900-02-28 as Excel shows them. Serial 60 has no real date and throws.
 */
export function excelSerialToDate(serial: number): string {
  const whole = Math.floor(serial);
  if (!Number.isFinite(serial) || whole < 1 || whole > MAX_SERIAL) {
    throw new RangeError(`Serial ${serial} is not a spreadsheet date from ${RANGE_TEXT}`);
  }
  if (whole === EXCEL_FICTITIOUS_LEAP_DAY) {
    throw new RangeError('Serial 60 is 1900-02-29, a day that exists only in Excel');
  }
  const offset = whole < EXCEL_FICTITIOUS_LEAP_DAY ? whole + 1 : whole;
  return formatDate(civilFromDays(EPOCH_DAYS + offset));
}

function parseSerial(serial: number, shown: string): ImportDateResult {
  // Rounded to the second first, so 23:59:59.7 becomes midnight of the next day, not 23:59:60.
  const totalSeconds = Math.round(serial * SECONDS_PER_DAY);
  const whole = Math.floor(totalSeconds / SECONDS_PER_DAY);
  if (!Number.isFinite(serial) || whole < 1 || whole > MAX_SERIAL) {
    return { ok: false, error: `${quote(shown)} is outside ${RANGE_TEXT}` };
  }
  if (whole === EXCEL_FICTITIOUS_LEAP_DAY) {
    return { ok: false, error: `${quote(shown)} is 29 February 1900, a day that exists only in Excel` };
  }
  const date = excelSerialToDate(whole);
  if (Number.isInteger(serial)) return { ok: true, date };
  const secondOfDay = totalSeconds - whole * SECONDS_PER_DAY;
  const time = formatTime({
    hours: Math.floor(secondOfDay / 3600),
    minutes: Math.floor((secondOfDay % 3600) / 60),
    seconds: secondOfDay % 60,
  });
  return { ok: true, date, time };
}

function expandYear(written: string): number {
  const year = Number(written);
  if (written.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

/** A time written after a date, or undefined when there is none; null when it is impossible. */
function readTime(hours?: string, minutes?: string, seconds?: string): ClockTime | undefined | null {
  if (hours === undefined || minutes === undefined) return undefined;
  const time = { hours: Number(hours), minutes: Number(minutes), seconds: Number(seconds ?? '0') };
  return time.hours <= 23 && time.minutes <= 59 && time.seconds <= 59 ? time : null;
}

function finish(date: CalendarDate, time: ClockTime | undefined | null, shown: string): ImportDateResult {
  if (!isRealDate(date)) return { ok: false, error: `${quote(shown)} is not a real date` };
  if (!isInRange(date)) return { ok: false, error: `${quote(shown)} is outside ${RANGE_TEXT}` };
  if (time === null) return { ok: false, error: `${quote(shown)} has an impossible time of day` };
  return time ? { ok: true, date: formatDate(date), time: formatTime(time) } : { ok: true, date: formatDate(date) };
}

const SERIAL = /^\d{1,5}(?:\.\d+)?$/;
// A time after the date: "T09:58:53", " 09:58", ";095853" (IBKR), ", 14:30:52", with optional
// fractions and a zone ("Z", "+02:00", "EST") that is read and ignored (see the module comment).
const TIME = String.raw`(?:(?:[T ;]|, ?)(\d{1,2}):?(\d{2})(?::?(\d{2})(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?|[A-Z]{3,4})?)?`;
// 20230403 and IBKR's 20230403;095853 or 20230403;09:58:53 EST.
const COMPACT = new RegExp(String.raw`^(\d{4})(\d{2})(\d{2})${TIME}$`, 'i');
// 2023-04-03, 2023-04-03T09:58:53.123+02:00, 2023/04/03 09:58, 2023-04-03;095853.
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})${TIME}$`, 'i');
// 03/04/2023, 3.4.2023, 03-04-2023, 4/3/23, each optionally followed by a time ("09:58", ", 09:58:53").
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`, 'i');
// Month names need no order choice: 15-Jan-24 (IBKR's statements), 15 January 2024, 3rd Apr 2023.
const DAY_NAME_YEAR = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?[-\s./]*([A-Z]{3,9})\.?[-\s./,]*(\d{4}|\d{2})${TIME}$`, 'i');
// Jan 15, 2024; January 15 2024; Apr-03-2023.
const NAME_DAY_YEAR = new RegExp(String.raw`^([A-Z]{3,9})\.?[-\s./]*(\d{1,2})(?:st|nd|rd|th)?[-\s./,]+(\d{4}|\d{2})${TIME}$`, 'i');

/** 1-12 for an English month name or its three-letter (or "Sept") abbreviation. */
function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return lower === full || lower === full.slice(0, 3) || (full === 'september' && lower === 'sept');
  });
  return index === -1 ? null : index + 1;
}

function parseNamedMonth(day: string, monthName: string, year: string, time: (string | undefined)[], shown: string): ImportDateResult {
  const month = monthFromName(monthName);
  if (month === null) return { ok: false, error: `${quote(shown)} is not a date format we can read` };
  const [hours, minutes, seconds] = time;
  return finish({ year: expandYear(year), month, day: Number(day) }, readTime(hours, minutes, seconds), shown);
}

function spellOut({ year, month, day }: CalendarDate): string {
  return `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

function parseDayMonthYear(match: RegExpExecArray, shown: string, order?: DateOrder): ImportDateResult {
  const [, first = '', , second = '', yearText = '', hours, minutes, seconds] = match;
  const year = expandYear(yearText);
  const time = readTime(hours, minutes, seconds);
  const dayFirst = { year, month: Number(second), day: Number(first) };
  const monthFirst = { year, month: Number(first), day: Number(second) };
  if (order) {
    const [chosen, other] = order === 'dayFirst' ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
    if (isRealDate(chosen) || !isRealDate(other)) return finish(chosen, time, shown);
    // Say why when the other order would have worked, so that a wrong column setting is obvious.
    return { ok: false, error: `${quote(shown)} is not a real date when read ${order === 'dayFirst' ? 'day' : 'month'} first` };
  }
  const dayFirstReal = isRealDate(dayFirst);
  const monthFirstReal = isRealDate(monthFirst);
  // 03/03/2023 reads the same either way; a year out of range is that error, not ambiguity.
  if (dayFirstReal && monthFirstReal && dayFirst.month !== monthFirst.month && isInRange(dayFirst)) {
    return {
      ok: false,
      error: `${quote(shown)} is ambiguous: ${spellOut(dayFirst)} (day first) or ${spellOut(monthFirst)} (month first)`,
    };
  }
  return finish(monthFirstReal && !dayFirstReal ? monthFirst : dayFirst, time, shown);
}

/**
 * Reads one date cell. `value` is the cell's text, or its number when the spreadsheet stored a
 * serial date; `order` is how the column writes day and month (see the module comment).
 */
export function parseImportDate(value: string | number, order?: DateOrder): ImportDateResult {
  if (typeof value === 'number') return parseSerial(value, String(value));
  const text = value.trim();
  if (text === '') return { ok: false, error: 'The date is empty' };

  if (SERIAL.test(text)) return parseSerial(Number(text), text);

  const compact = COMPACT.exec(text);
  if (compact) {
    const [, year, month, day, hours, minutes, seconds] = compact;
    return finish({ year: Number(year), month: Number(month), day: Number(day) }, readTime(hours, minutes, seconds), text);
  }

  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) {
    const [, year, , month, day, hours, minutes, seconds] = yearFirst;
    return finish({ year: Number(year), month: Number(month), day: Number(day) }, readTime(hours, minutes, seconds), text);
  }

  const dayMonthYear = DAY_MONTH_YEAR.exec(text);
  if (dayMonthYear) return parseDayMonthYear(dayMonthYear, text, order);

  const dayNameYear = DAY_NAME_YEAR.exec(text);
  if (dayNameYear) {
    const [, day = '', name = '', year = '', ...time] = dayNameYear;
    return parseNamedMonth(day, name, year, time, text);
  }
  const nameDayYear = NAME_DAY_YEAR.exec(text);
  if (nameDayYear) {
    const [, name = '', day = '', year = '', ...time] = nameDayYear;
    return parseNamedMonth(day, name, year, time, text);
  }

  return { ok: false, error: `${quote(text)} is not a date format we can read` };
}

/**
 * How a whole column writes day and month. A value proves an order when only that order reads it
 * as a real date (13/04/2023 proves day first); values that read the same either way, or not at
 * all, prove nothing. 'mixed' means the column contradicts itself; 'ambiguous' means the user
 * has to choose.
 */
export function inferDateOrder(values: readonly string[]): DateOrder | 'ambiguous' | 'mixed' {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const asDayFirst = parseImportDate(value, 'dayFirst').ok;
    const asMonthFirst = parseImportDate(value, 'monthFirst').ok;
    if (asDayFirst && !asMonthFirst) dayFirst = true;
    if (asMonthFirst && !asDayFirst) monthFirst = true;
    if (dayFirst && monthFirst) return 'mixed';
  }
  if (dayFirst) return 'dayFirst';
  return monthFirst ? 'monthFirst' : 'ambiguous';
}
