/**
 * The technical analysis' rating of a score (the mean of its readings' actions, sell −1, neutral
 * 0, buy +1): TradingView's bands. The server rates by them and the widget's gauge draws them.
 */

export const TECHNICAL_RATINGS = ['strongSell', 'sell', 'neutral', 'buy', 'strongBuy'] as const;
export type TechnicalRatingName = (typeof TECHNICAL_RATINGS)[number];

/**
 * Each rating's band of scores, strong sell first: below −0.5 strong sell, below −0.1 sell, up to
 * 0.1 neutral, up to 0.5 buy, above strong buy. `to` is in the band for the upper half, out of it
 * for the lower (a score of −0.5 is a sell, 0.5 a buy).
 */
export const RATING_BANDS: readonly { rating: TechnicalRatingName; from: number; to: number }[] = [
  { rating: 'strongSell', from: -1, to: -0.5 },
  { rating: 'sell', from: -0.5, to: -0.1 },
  { rating: 'neutral', from: -0.1, to: 0.1 },
  { rating: 'buy', from: 0.1, to: 0.5 },
  { rating: 'strongBuy', from: 0.5, to: 1 },
];

export function ratingOf(score: number): TechnicalRatingName {
  if (score < -0.5) return 'strongSell';
  if (score < -0.1) return 'sell';
  if (score <= 0.1) return 'neutral';
  if (score <= 0.5) return 'buy';
  return 'strongBuy';
}

/**
 * Bars a timeframe needs before it is rated (days, weeks or months): the slowest oscillators (the
 * Awesome Oscillator's 34-bar average, MACD's 26-bar average and its 9-bar signal) have a value at
 * bar 34, and "rising" or "falling" compares it with the bar before, so 35.
 */
export const TECHNICAL_MIN_BARS = 35;
