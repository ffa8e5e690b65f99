/**
 * Calendar months as the dividend answer writes them ("yyyy-MM"): the received and forecast
 * months, and the months of payouts' dates. Plain strings keep months free of time zones; date-fns
 * only labels them.
 */
import { addMonths, format, parseISO } from 'date-fns';

/** The month of a yyyy-MM-dd day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month's first day as a local date. */
export function monthStart(month: string): Date {
  return parseISO(`${month}-01`);
}

export function shiftMonth(month: string, months: number): string {
  return format(addMonths(monthStart(month), months), 'yyyy-MM');
}

/** Every month from `first` to `last`, both included; none when `last` is before `first`. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** "Dec 25": an axis label. */
export function shortMonth(month: string): string {
  return format(monthStart(month), 'MMM yy');
}

/** "December 2025": a title, a tooltip, a table row. */
export function longMonth(month: string): string {
  return format(monthStart(month), 'MMMM yyyy');
}
