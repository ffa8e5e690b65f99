/**
 * What the widget draws from a technical summary: the ratings' words and colours, a group's
 * score and counts from its readings (the answer gives them for all readings only), and where a
 * score sits on the half-circle gauge.
 */
import type { TechnicalRating } from '../../generated/graphql';

export const RATING_LABELS: Readonly<Record<TechnicalRating, string>> = {
  strongSell: 'Strong sell',
  sell: 'Sell',
  neutral: 'Neutral',
  buy: 'Buy',
  strongBuy: 'Strong buy',
};

/** Chakra tokens, so the gauge follows the light and dark schemes. */
export const RATING_COLORS: Readonly<Record<TechnicalRating, string>> = {
  strongSell: 'red.solid',
  sell: 'red.muted',
  neutral: 'gray.muted',
  buy: 'green.muted',
  strongBuy: 'green.solid',
};

/** The text colour of a rating's word: gains and losses as the other widgets show them. */
export const ratingTone = (rating: TechnicalRating): string => (rating === 'buy' || rating === 'strongBuy' ? 'fg.success' : rating === 'sell' || rating === 'strongSell' ? 'fg.error' : 'fg');

export interface Tally {
  buy: number;
  neutral: number;
  sell: number;
  /** The mean action, sell −1 to buy +1; 0 without readings. */
  score: number;
}

export function tally(readings: readonly { action: TechnicalRating }[]): Tally {
  const count = (action: TechnicalRating) => readings.filter((reading) => reading.action === action).length;
  const buy = count('buy');
  const sell = count('sell');
  return { buy, neutral: readings.length - buy - sell, sell, score: readings.length === 0 ? 0 : (buy - sell) / readings.length };
}

/**
 * A point on the gauge's half circle (centre cx, cy; radius r) for a score: −1 on the left, 0 at
 * the top, +1 on the right. Scores outside −1 … 1 are held at the ends.
 */
export function pointAt(score: number, r: number, cx: number, cy: number): { x: number; y: number } {
  const clamped = Math.max(-1, Math.min(1, score));
  const angle = (Math.PI * (1 - clamped)) / 2;
  return { x: cx + r * Math.cos(angle), y: cy - r * Math.sin(angle) };
}
