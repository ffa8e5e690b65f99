// The simulated market's calendar. Exchanges are open on weekdays except 25 December and
// 1 January (the two days nearly every exchange closes; other holidays differ by country and
// are left out). Currency rates are published every weekday. Both calendars run from a fixed
// anchor, where every simulated walk starts, to a fixed horizon, so they are computed once and
// bounded in size (about 26,000 days each) rather than grown per request.

import { fromDay, isoWeekday, toDay } from '../../portfolio/days';

/** The first day of every simulated series (a Monday). */
export const ANCHOR_DATE = '2000-01-03';
/** The last day the simulation knows; later days are clipped. */
export const HORIZON_DATE = '2099-12-31';

export type CalendarKind = 'exchange' | 'weekdays';

/** Open days in order, as day numbers and as 'yyyy-MM-dd' (index i is the walk's step i). */
export interface OpenDays {
  readonly days: Int32Array;
  readonly dates: readonly string[];
}

const built = new Map<CalendarKind, OpenDays>();

/** The open days of a calendar from ANCHOR_DATE to HORIZON_DATE. */
export function openDays(kind: CalendarKind): OpenDays {
  const known = built.get(kind);
  if (known) return known;
  const made = buildOpenDays(kind);
  built.set(kind, made);
  return made;
}

/** Whether `day` is open: weekdays, and for exchanges not 25 December or 1 January. */
export function isOpenDay(kind: CalendarKind, day: number): boolean {
  return isOpen(kind, day, fromDay(day));
}

function isOpen(kind: CalendarKind, day: number, date: string): boolean {
  if (isoWeekday(day) >= 6) return false;
  switch (kind) {
    case 'weekdays':
      return true;
    case 'exchange': {
      const monthDay = date.slice(5);
      return monthDay !== '12-25' && monthDay !== '01-01';
    }
  }
}

function buildOpenDays(kind: CalendarKind): OpenDays {
  const first = toDay(ANCHOR_DATE);
  const last = toDay(HORIZON_DATE);
  const days: number[] = [];
  const dates: string[] = [];
  for (let day = first; day <= last; day++) {
    const date = fromDay(day);
    if (!isOpen(kind, day, date)) continue;
    days.push(day);
    dates.push(date);
  }
  return { days: Int32Array.from(days), dates };
}

/** Index of the last open day on or before `day`; -1 when there is none. */
export function indexOnOrBefore(open: OpenDays, day: number): number {
  return indexOnOrAfter(open, day + 1) - 1;
}

/** Index of the first open day on or after `day`; `days.length` when there is none. */
export function indexOnOrAfter(open: OpenDays, day: number): number {
  let low = 0;
  let high = open.days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (open.days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}
