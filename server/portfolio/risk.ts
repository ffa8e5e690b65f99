/**
 * Risk figures of a daily value series (a portfolio's or one holding's, see series.ts): volatility,
 * downside deviation and the maximum drawdown with its dates. One pass over the series with a few
 * scalars, no object or array per day.
 *
 * Daily returns are the time-weighted return's (returns.ts, dailyGrowth): 1 + r_t = (V_t + Out_t) / (V_{t-1} + In_t),
 * so a deposit or a buy is not a gain, and days with no capital at work are skipped.
 *
 * Volatility and downside deviation are taken over weekday returns and annualised with √252, the
 * convention of Wealthfolio (sample standard deviation × √252) and of most published figures:
 * - The series has every calendar day, and on a weekend the as-of prices carry Friday's close, so a
 *   weekend day's return is 0 for anything that trades on weekdays. Counting those zeros would
 *   shrink the daily deviation. Portfolio Performance leaves weekends and holidays out for that
 *   reason; here a weekend's returns are chained into the following Monday's instead, so what does
 *   move on a weekend (crypto, a rate, a trade on a Saturday) still counts. A weekend at the end of
 *   the range with any movement is one more return. For a ledger of exchange-traded holdings the
 *   returns are exactly those of a spreadsheet of weekday closes. There is no exchange calendar:
 *   a weekday holiday counts as a day without movement.
 * - volatility = √(Σ (r_i − r̄)² / (n − 1)) × √252, the sample standard deviation of simple returns
 *   (Portfolio Performance uses log returns and scales to the period's length instead of a year;
 *   simple returns are what the TWR chains, and a year is what the figure is asked for).
 * - downside deviation = √(Σ min(r_i, 0)² / n) × √252, the deviation below a target of 0 (Sortino's
 *   lower partial moment): no mean is estimated from the sample, so it divides by n, and every
 *   return counts in n, the positive ones as 0.
 * Both are null with fewer than two returns.
 *
 * The maximum drawdown is measured on the cumulative TWR index (I_t = Π (1 + r)), not the value,
 * so money put in does not look like a recovery. It starts at the first close with something held
 * (as Portfolio Performance's does), so the day's move from the purchase price is not a fall from a
 * peak that was never held. depth = (I_peak − I_trough) / I_peak, the largest over the range; the
 * peak is the first day the index reached that level, the trough the first day of the largest fall;
 * the recovery is the first later day back at the peak's level (null when the range ends first).
 */
import { isoWeekday } from './days';
import { dailyGrowth } from './returns';

/** Weekday returns per year that annualise a daily deviation (× √252). */
export const TRADING_DAYS_PER_YEAR = 252;

const ANNUALISE = Math.sqrt(TRADING_DAYS_PER_YEAR);

// The index is a product of thousands of ratios: a return to exactly the peak's price can land a
// few ulps either side of it. Levels this close count as equal, so that is a recovery, not a new
// peak, and not a fall.
const LEVEL_TOLERANCE = 1e-10;

export interface RiskFigures {
  /** Annualised standard deviation of weekday returns (0.2 = 20 %); null with fewer than two. */
  readonly volatility: number | null;
  /** Annualised deviation below 0 of the same returns; null with fewer than two. */
  readonly downsideDeviation: number | null;
  /** Largest fall of the TWR index from a peak (0.25 = 25 % below it); 0 if it never fell; null when nothing was ever held. */
  readonly maxDrawdown: number | null;
  /** Day of the peak the largest fall started from (days.ts); null without a fall. */
  readonly maxDrawdownPeak: number | null;
  /** Day of the lowest close of that fall; null without a fall. */
  readonly maxDrawdownTrough: number | null;
  /** Trough day − peak day; null without a fall. */
  readonly maxDrawdownDurationDays: number | null;
  /** First day after the trough with the index back at the peak's level; null when not recovered. */
  readonly recoveryDay: number | null;
  /** Recovery day − trough day; null when not recovered. */
  readonly recoveryDays: number | null;
}

/** The series risk figures read: parallel arrays, days ascending (see ValueSeries). */
export interface DailyValues {
  readonly days: Int32Array;
  readonly value: Float64Array;
  readonly flow: Float64Array;
  readonly outflow: Float64Array;
}

export function riskFigures({ days, value, flow, outflow }: DailyValues): RiskFigures {
  if (value.length !== days.length || flow.length !== days.length || outflow.length !== days.length) throw new RangeError('days, value, flow and outflow must be the same length');
  const length = days.length;

  // Weekday returns, as running sums (Welford's mean and squared deviations, which stay accurate
  // where Σr² − n·r̄² would cancel), and the pending weekend growth to chain into the next one.
  let count = 0;
  let mean = 0;
  let squares = 0;
  let downside = 0;
  let pending = 1;
  let pendingAtWork = false;
  const addReturn = (r: number) => {
    count++;
    const delta = r - mean;
    mean += delta / count;
    squares += delta * (r - mean);
    if (r < 0) downside += r * r;
  };

  // The drawdown: the index, the current peak, and the largest fall so far.
  let index = 1;
  let started = false;
  let peak = 0;
  let peakAt = -1;
  let below = false;
  let depth = 0;
  let fallPeak = -1;
  let fallTrough = -1;
  let recoveredAt = -1;

  for (let i = 0; i < length; i++) {
    if (i > 0) {
      const growth = dailyGrowth(value[i - 1]!, value[i]!, flow[i]!, outflow[i]!);
      if (!Number.isNaN(growth)) {
        index *= growth;
        pending *= growth;
        pendingAtWork = true;
      }
      if (pendingAtWork && isoWeekday(days[i]!) <= 5) {
        addReturn(pending - 1);
        pending = 1;
        pendingAtWork = false;
      }
    }

    if (!started) {
      if (!(value[i]! > 0)) continue;
      started = true;
      peak = index;
      peakAt = i;
      continue;
    }
    if (index >= peak * (1 - LEVEL_TOLERANCE)) {
      // Back at (or above) the peak: the largest fall, if it started from this peak, has recovered,
      // and a fall from here starts here. Days level with the peak without a fall between them
      // (a weekend) keep the first.
      if (fallPeak === peakAt && recoveredAt < 0) recoveredAt = i;
      if (below || index > peak * (1 + LEVEL_TOLERANCE)) {
        peak = Math.max(peak, index);
        peakAt = i;
      }
      below = false;
    } else {
      below = true;
      const fall = (peak - index) / peak;
      if (fall > depth) {
        depth = fall;
        fallPeak = peakAt;
        fallTrough = i;
        recoveredAt = -1;
      }
    }
  }
  // A weekend at the end of the range: its movement, if any, is one more return.
  if (pendingAtWork && pending !== 1) addReturn(pending - 1);

  const fell = fallTrough >= 0;
  const recovered = fell && recoveredAt >= 0;
  return {
    volatility: count >= 2 ? Math.sqrt(squares / (count - 1)) * ANNUALISE : null,
    downsideDeviation: count >= 2 ? Math.sqrt(downside / count) * ANNUALISE : null,
    maxDrawdown: started ? depth : null,
    maxDrawdownPeak: fell ? days[fallPeak]! : null,
    maxDrawdownTrough: fell ? days[fallTrough]! : null,
    maxDrawdownDurationDays: fell ? days[fallTrough]! - days[fallPeak]! : null,
    recoveryDay: recovered ? days[recoveredAt]! : null,
    recoveryDays: recovered ? days[recoveredAt]! - days[fallTrough]! : null,
  };
}
