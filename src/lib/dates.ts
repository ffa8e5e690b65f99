/**
 * Date display: day, month abbreviation and two-digit year, with the time and the
 * UTC offset of the viewer's time zone, so that a date read aloud or pasted into a support
 * ticket is unambiguous: "21 Nov 26, 14:05 UTC+01:00".
 */
import { differenceInDays, differenceInHours, differenceInMinutes, format, isValid } from 'date-fns';

/** Shown for a missing or unparsable date. */
export const NO_DATE = '—';

export type DateInput = Date | string | number;

function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return isValid(date) ? date : null;
}

/** "21 Nov 26, 14:05 UTC+01:00" in the local time zone. */
export function formatDateTime(input: DateInput | null | undefined): string {
  const date = toDate(input);
  // xxx is "+01:00" (never "Z"), so UTC itself reads "UTC+00:00" like every other zone.
  return date ? format(date, "dd MMM yy, HH:mm 'UTC'xxx") : NO_DATE;
}

/** "21 Nov 26": the date alone, for columns where the time means nothing. */
export function formatDate(input: DateInput | null | undefined): string {
  const date = toDate(input);
  return date ? format(date, 'dd MMM yy') : NO_DATE;
}

/**
 * How long ago, in a few characters, for a feed's timestamps: "just now", "12 min ago",
 * "3 h ago", "2 days ago", then the date. A time ahead of `now` (a clock a little fast) is "just now".
 */
export function formatTimeAgo(input: DateInput | null | undefined, now: Date): string {
  const date = toDate(input);
  if (!date) return NO_DATE;
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = differenceInHours(now, date);
  if (hours < 24) return `${hours} h ago`;
  const days = differenceInDays(now, date);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatDate(date);
}
