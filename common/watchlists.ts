/**
 * The bounds of watchlists and their alerts, the same in the browser (forms refuse before
 * sending) and on the server (which checks again).
 */

/** Watchlists per user: each is one small read with its entries. */
export const MAX_WATCHLISTS = 20;
/** Entries per watchlist. */
export const MAX_WATCHLIST_ENTRIES = 500;
/** An alert on a day's change fires from above 0 % up to this many percent either way. */
export const MAX_ALERT_PERCENT = 1000;

export interface WatchlistAlerts {
  alertPriceChangePercent: number | null;
  alertAbove: number | null;
  alertBelow: number | null;
}

/** What is wrong with a set of alerts (null when nothing is): the message both sides show. */
export function alertsProblem({ alertPriceChangePercent, alertAbove, alertBelow }: WatchlistAlerts): string | null {
  if (alertPriceChangePercent !== null && !(Number.isFinite(alertPriceChangePercent) && alertPriceChangePercent > 0 && alertPriceChangePercent <= MAX_ALERT_PERCENT)) {
    return `The change alert must be above 0 % and at most ${MAX_ALERT_PERCENT.toLocaleString('en-US')} %.`;
  }
  if (alertAbove !== null && !(Number.isFinite(alertAbove) && alertAbove > 0)) return 'The price to rise to must be above 0.';
  if (alertBelow !== null && !(Number.isFinite(alertBelow) && alertBelow > 0)) return 'The price to fall to must be above 0.';
  if (alertAbove !== null && alertBelow !== null && alertBelow >= alertAbove) return 'The price to fall to must be under the price to rise to.';
  return null;
}
