// A technical outlook read from the simulated closes the way a research provider states one:
// per horizon, the direction of a short moving average against a longer one and a score of how
// far apart they are; support and resistance at the recent low and high, a stop below support.

import type { HorizonOutlook, OutlookHorizon, TechnicalOutlook } from '../provider';
import { round } from './numbers';
import type { Series } from './series';

const AVERAGES: Readonly<Record<OutlookHorizon, readonly [number, number]>> = {
  short: [5, 20],
  intermediate: [20, 50],
  long: [50, 200],
};
const LEVEL_SESSIONS = 20;
const STOP_BELOW_SUPPORT = 0.97;
/** Averages closer than this share of a day's volatility say nothing: neutral. */
const NEUTRAL_BAND = 0.5;
const MAX_SCORE = 5;

function average(closes: Float64Array, last: number, sessions: number): number {
  let sum = 0;
  for (let i = last - sessions + 1; i <= last; i++) sum += closes[i]!;
  return sum / sessions;
}

/** The outlook of a share or fund with 200 sessions of history; null for an index, a coin or a young listing. */
export function technicalOutlookOf(series: Series): TechnicalOutlook | null {
  if (series.kind !== 'stock' && series.kind !== 'etf') return null;
  const last = series.position.session.index;
  if (last + 1 < AVERAGES.long[1]) return null;
  const horizons = (Object.keys(AVERAGES) as OutlookHorizon[]).map((horizon): HorizonOutlook => {
    const [fast, slow] = AVERAGES[horizon];
    const spread = Math.log(average(series.closes, last, fast) / average(series.closes, last, slow)) / series.volatility;
    const score = Math.min(MAX_SCORE, Math.floor(Math.abs(spread)));
    const direction = Math.abs(spread) < NEUTRAL_BAND ? 'neutral' : spread > 0 ? 'bullish' : 'bearish';
    return { horizon, direction, score: direction === 'neutral' ? 0 : Math.max(1, score) };
  });
  const recent = series.closes.subarray(last - LEVEL_SESSIONS + 1, last + 1);
  const support = Math.min(...recent);
  return {
    symbol: series.symbol,
    provider: 'Simulated',
    horizons,
    support,
    resistance: Math.max(...recent),
    stopLoss: round(support * STOP_BELOW_SUPPORT, 4),
  };
}
