/**
 * The rules of a manual quote (a security's close or a currency pair's rate): the Prices and
 * Rates screens check a row before sending, and the server checks it again, with these words.
 */
import { MAX_DATE, MIN_DATE, isDayInRange } from './limits';

/** Quotes one call may save or delete: a paste of 20 years of daily closes fits comfortably. */
export const MAX_QUOTES_PER_CALL = 10_000;
/** The smallest positive value the ledger's 12 decimal places hold. */
export const MIN_QUOTE = 1e-12;
/** No amount reaches this (NUMBER_LIMIT): a price or rate stays below it. */
export const MAX_QUOTE = 1e15;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd that names a real day (not 2024-02-30). */
function isRealDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The problem with a quote's date (surrounding spaces are ignored), or null. */
export function quoteDateProblem(text: string): string | null {
  const day = text.trim();
  if (!isRealDay(day)) return `must be a date written yyyy-MM-dd, not "${text}".`;
  if (!isDayInRange(day)) return `must be between ${MIN_DATE} and ${MAX_DATE}.`;
  return null;
}

/** The problem with a close or a rate, or null: positive, finite, within what the ledger holds. */
export function quoteValueProblem(value: number): string | null {
  return Number.isFinite(value) && value >= MIN_QUOTE && value < MAX_QUOTE ? null : `must be at least 1e-12 and less than 1e15; got ${value}.`;
}
