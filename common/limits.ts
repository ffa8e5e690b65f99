/**
 * The bounds of what a user may write, the same in the browser (forms and import preview, which
 * refuse before sending) and on the server (which checks again).
 */

/** The date picker's range, and every date a transaction, price or filter may carry. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

/** A ticker: at most this many characters of TICKER_SHAPE, upper-cased. */
export const MAX_TICKER = 32;
export const TICKER_SHAPE = /^[A-Z0-9.\-^=:/ _]+$/;
/** An exchange code (exchangeShortName). */
export const MAX_EXCHANGE = 20;
/** Free text on a transaction: a reference, a holding's display name. */
export const MAX_TEXT = 200;
/** Every amount stays below this magnitude: the ledger keeps exact decimals of 15 significant digits before the point. */
export const NUMBER_LIMIT = 1e15;

/** The name and description of a broker, an account, a portfolio or a dashboard. */
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;

/** Whether yyyy-MM-dd `day` is within the accepted range (both written the same way, so text order is date order). */
export const isDayInRange = (day: string): boolean => day >= MIN_DATE && day <= MAX_DATE;
