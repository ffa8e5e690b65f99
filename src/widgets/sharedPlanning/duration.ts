import { addMonths, format } from 'date-fns';
import { duration } from '../../../common/planning';

export { duration };

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
