/**
 * The dividend calendar's month: its weeks (Monday first), the ex-dates and pay dates that fall
 * on each day, and how far the months can be browsed (the answer's payouts run from a year before
 * its asOf to twelve months after it; outside that a month would look empty for want of data).
 */
import { eachDayOfInterval, endOfMonth, endOfWeek, format, startOfWeek } from 'date-fns';
import type { DividendPayout } from '../sharedDividends/DividendWidget';
import { monthOf, monthStart, shiftMonth } from '../sharedDividends/months';

export type CalendarEventKind = 'ex' | 'pay';

export interface CalendarEvent {
  key: string;
  /** yyyy-MM-dd. */
  day: string;
  kind: CalendarEventKind;
  payout: DividendPayout;
}

const KIND_ORDER: Record<CalendarEventKind, number> = { ex: 0, pay: 1 };

/** Each payout's ex-date and (when known) pay date, by day, ex-dates first, then by ticker. */
export function calendarEvents(payouts: readonly DividendPayout[]): CalendarEvent[] {
  const events = payouts.flatMap((payout, index) => {
    const key = `${payout.stock._id}-${payout.exDate}-${index}`;
    const ex: CalendarEvent = { key: `${key}-ex`, day: payout.exDate, kind: 'ex', payout };
    return payout.payDate ? [ex, { key: `${key}-pay`, day: payout.payDate, kind: 'pay' as const, payout }] : [ex];
  });
  return events.sort((a, b) => a.day.localeCompare(b.day) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.payout.stock.ticker.localeCompare(b.payout.stock.ticker));
}

/** The month's weeks, Monday to Sunday, as yyyy-MM-dd days (the first and last reach into the months around it). */
export function calendarWeeks(month: string): string[][] {
  const first = monthStart(month);
  const days = eachDayOfInterval({ start: startOfWeek(first, { weekStartsOn: 1 }), end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }) }).map((day) => format(day, 'yyyy-MM-dd'));
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

export interface MonthBounds {
  first: string;
  last: string;
}

/** The months worth browsing: a year either side of asOf's month, widened to any event outside it. */
export function monthBounds(asOf: string, events: readonly CalendarEvent[]): MonthBounds {
  const home = monthOf(asOf);
  const months = events.map((event) => monthOf(event.day));
  return {
    first: months.reduce((min, month) => (month < min ? month : min), shiftMonth(home, -12)),
    last: months.reduce((max, month) => (month > max ? month : max), shiftMonth(home, 12)),
  };
}

export function clampMonth(month: string, { first, last }: MonthBounds): string {
  return month < first ? first : month > last ? last : month;
}
