// When a simulated venue trades. Every venue holds a regular session of 6.5 hours ending at its
// usual close (listings.ts's closeUtc) on the exchange calendar's open days, with an hour of
// pre-market before and an hour of after-hours trading after; crypto trades around the clock,
// every day. A session is dated by its UTC day, the day of the daily bar it makes.

import type { MarketState } from '../provider';
import { DAY_MS } from '../../portfolio/days';
import { indexOnOrBefore, isOpenDay, openDays } from './calendar';

export const MINUTES_PER_DAY = 1440;
const SESSION_MINUTES = 390;
const EXTENDED_MINUTES = 60;
const MINUTE_MS = 60_000;

/** The simulation's present: an instant, its UTC day and the minutes into that day. */
export interface Present {
  readonly ms: number;
  readonly day: number;
  /** 0 up to MINUTES_PER_DAY; exactly MINUTES_PER_DAY once the day is over. */
  readonly minute: number;
}

export function presentAt(ms: number): Present {
  const day = Math.floor(ms / DAY_MS);
  return { ms, day, minute: (ms - day * DAY_MS) / MINUTE_MS };
}

/** The present when only a day is named: that day is over, every session of it closed. */
export function endOfDay(day: number): Present {
  return { ms: (day + 1) * DAY_MS - 1, day, minute: MINUTES_PER_DAY };
}

/** Minutes of the UTC day. */
export interface Hours {
  readonly preFrom: number;
  readonly open: number;
  readonly close: number;
  readonly postUntil: number;
}

export function hoursOf(closeUtc: string, crypto: boolean): Hours {
  if (crypto) return { preFrom: 0, open: 0, close: MINUTES_PER_DAY, postUntil: MINUTES_PER_DAY };
  const [hours, minutes] = closeUtc.split(':').map(Number);
  const close = (hours ?? 0) * 60 + (minutes ?? 0);
  // A session that would begin before midnight UTC (Tokyo, Sydney) begins at midnight, as the
  // real ones nearly do: every session then lies within the UTC day its bar is dated.
  const open = Math.max(0, close - SESSION_MINUTES);
  return { preFrom: Math.max(0, open - EXTENDED_MINUTES), open, close, postUntil: Math.min(MINUTES_PER_DAY, close + EXTENDED_MINUTES) };
}

/** One session: its UTC day and the exchange-calendar index of the daily bar it makes. */
export interface Session {
  readonly day: number;
  /**
   * The bar's open-day index. Crypto trades on weekends and holidays too, where the calendar has
   * no bar: such a session wanders from the last bar's close and comes back to it (`loop`).
   */
  readonly index: number;
  readonly loop: boolean;
  /** Minutes from the UTC day's start to the session's first minute. */
  readonly openMinute: number;
  readonly length: number;
}

/** Where the present stands: the session a quote shows, how far it has run, the market state. */
export interface Position {
  readonly session: Session;
  /** Minutes of the session run so far; its length once it is over. */
  readonly elapsed: number;
  readonly state: MarketState;
}

function sessionOn(day: number, hours: Hours, crypto: boolean): Session | null {
  const open = isOpenDay('exchange', day);
  if (!open && !crypto) return null;
  const index = indexOnOrBefore(openDays('exchange'), day);
  if (index < 0) return null;
  return { day, index, loop: !open, openMinute: hours.open, length: hours.close - hours.open };
}

/** The present's position; null before the calendar's first session. */
export function positionAt(present: Present, hours: Hours, crypto: boolean): Position | null {
  const today = sessionOn(present.day, hours, crypto);
  if (crypto) return today && { session: today, elapsed: Math.min(present.minute, today.length), state: 'regular' };
  if (today && present.minute >= hours.open) {
    const state = present.minute < hours.close ? 'regular' : present.minute < hours.postUntil ? 'post' : 'closed';
    return { session: today, elapsed: Math.min(present.minute - hours.open, today.length), state };
  }
  const open = openDays('exchange');
  const previous = indexOnOrBefore(open, present.day - 1);
  const session = previous < 0 ? null : sessionOn(open.days[previous]!, hours, crypto);
  if (!session) return null;
  return { session, elapsed: session.length, state: today && present.minute >= hours.preFrom ? 'pre' : 'closed' };
}

/** The last `count` sessions up to the position's, oldest first. */
export function sessionsUpTo(position: Position, count: number, hours: Hours, crypto: boolean): Session[] {
  const sessions: Session[] = [];
  if (crypto) {
    for (let day = position.session.day - count + 1; day <= position.session.day; day++) {
      const session = sessionOn(day, hours, crypto);
      if (session) sessions.push(session);
    }
    return sessions;
  }
  const open = openDays('exchange');
  for (let index = Math.max(0, position.session.index - count + 1); index <= position.session.index; index++) {
    sessions.push(sessionOn(open.days[index]!, hours, crypto)!);
  }
  return sessions;
}

/** The instant `minutes` into a session. */
export function sessionInstant(session: Session, minutes: number): Date {
  return new Date(session.day * DAY_MS + (session.openMinute + minutes) * MINUTE_MS);
}
