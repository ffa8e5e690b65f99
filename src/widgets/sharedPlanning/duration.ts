import { addMonths, format } from 'date-fns';

/** Whole years and months of a number of months, rounded down: what has surely been paid. */
export function duration(months: number): string {
  const whole = Math.floor(months + 1e-9);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [years > 0 ? `${years} year${years === 1 ? '' : 's'}` : null, rest > 0 || years === 0 ? `${rest} month${rest === 1 ? '' : 's'}` : null];
  return parts.filter(Boolean).join(' ');
}

/** How the planning KPIs say when: the spec's displayBy. */
export type DisplayBy = 'duration' | 'date';

/** The month `months` whole months from today, as "March 2035". */
export function monthFromNow(months: number, today: Date = new Date()): string {
  return format(addMonths(today, Math.floor(months + 1e-9)), 'MMMM yyyy');
}

/** "in 8 years 3 months" or "by March 2035". */
export function whenIn(months: number, displayBy: DisplayBy, today: Date = new Date()): string {
  return displayBy === 'duration' ? `in ${duration(months)}` : `by ${monthFromNow(months, today)}`;
}
