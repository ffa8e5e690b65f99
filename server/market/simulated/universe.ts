// The screener's universe and the day's movers in the simulation: every known and made-up stock
// of listings.ts (about 150 across the 11 sectors) as a row at the present.

import { biggestMoves, type MoverDirection, type ScreenerRow } from '../provider';
import { UNIVERSE_SYMBOLS } from './listings';
import { seriesOf } from './series';
import { screenerRowOf } from './sessionPrices';
import type { Present } from './session';

export function universeOf(present: Present): ScreenerRow[] {
  return UNIVERSE_SYMBOLS.flatMap((symbol) => {
    const series = seriesOf(symbol, present);
    return series ? [screenerRowOf(series, present)] : [];
  });
}

/** The universe's gainers (up) or losers (down) of the session a quote shows, biggest move first. */
export function moversOf(present: Present, direction: MoverDirection, count: number): ScreenerRow[] {
  return count >= 1 ? biggestMoves(universeOf(present), direction, count) : [];
}
