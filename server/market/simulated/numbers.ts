// Small number and calendar helpers the simulated modules share.

import type { DateRange } from '../provider';
import { toDay } from '../../portfolio/days';
import { indexOnOrAfter, indexOnOrBefore, type OpenDays } from './calendar';

// Math's functions held locally: Jest runs modules in a vm context, where each read of a global
// is slow, and the walks read them in their hot loops.
const { max, min, round: roundInteger } = Math;

/** Open-day indices of a range, clipped to the calendar and to `lastIndex` (the present). */
export function rangeIndices(open: OpenDays, range: DateRange, lastIndex: number): { first: number; last: number } {
  return {
    first: indexOnOrAfter(open, toDay(range.from)),
    last: min(lastIndex, indexOnOrBefore(open, toDay(range.to))),
  };
}

export function civilDay(year: number, month: number, dayOfMonth: number): number {
  return toDay(`${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
}

export function round(value: number, decimals: 2 | 4 | 6): number {
  const scale = decimals === 2 ? 100 : decimals === 4 ? 10_000 : 1_000_000;
  return roundInteger(value * scale) / scale;
}

/** Cents from 10 up, finer below (as exchanges tick), and never 0. */
export function roundPrice(value: number): number {
  if (value >= 10) return roundInteger(value * 100) / 100;
  return max(0.0001, roundInteger(value * 10_000) / 10_000);
}
