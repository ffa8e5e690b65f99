/**
 * The forecast chart's figures from its settings and the portfolio's history: the plan's path, and
 * the band of outcomes a seeded simulation gives at the portfolio's own past return and volatility
 * (the plan's growth and a diversified portfolio's 15 % when there is no history yet), optionally
 * in today's money, one point a year or a month.
 */
import { deterministicPath, inTodaysMoney, simulateBand, type GrowthPlan } from '../../../common/planning';

/** Paths simulated: enough for steady 10th and 90th percentiles, quick enough to draw at once. */
export const FORECAST_PATHS = 2000;

/** Without a history of its own, a portfolio is assumed to move like a diversified stock portfolio. */
export const DEFAULT_VOLATILITY = 0.15;

/** The seed: the same settings draw the same band on every visit. */
const SEED = 20_261_127;

/** A past return outside this is a short history's accident, not a rate to forecast with. */
const RETURN_BOUNDS = { min: -0.5, max: 0.5 };

export interface ForecastPoint {
  readonly month: number;
  readonly value: number;
  readonly contributed: number;
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
}

export interface History {
  /** The portfolio's annualised time-weighted return, null without enough history. */
  readonly annualReturn: number | null;
  readonly volatility: number | null;
}

export interface ForecastSettings {
  readonly displayBy: 'duration' | 'monthly';
  readonly inflationAdjusted: boolean;
  readonly inflationRate: number;
}

export function bandSettings(plan: GrowthPlan, history: History): { annualReturn: number; annualVolatility: number } {
  const past = history.annualReturn;
  return {
    annualReturn: past === null ? plan.annualRate : Math.min(RETURN_BOUNDS.max, Math.max(RETURN_BOUNDS.min, past)),
    annualVolatility: history.volatility ?? DEFAULT_VOLATILITY,
  };
}

export function forecastSeries(plan: GrowthPlan, history: History, settings: ForecastSettings): ForecastPoint[] {
  const path = deterministicPath(plan);
  const band = simulateBand(plan, { paths: FORECAST_PATHS, seed: SEED, ...bandSettings(plan, history) });
  const real = (value: number, month: number) => (settings.inflationAdjusted ? inTodaysMoney(value, month, settings.inflationRate) : value);
  return path
    .filter((point) => settings.displayBy === 'monthly' || point.month % 12 === 0)
    .map(({ month, value, contributed }) => {
      const outcome = band[month]!;
      return { month, value: real(value, month), contributed: real(contributed, month), p10: real(outcome.p10, month), p50: real(outcome.p50, month), p90: real(outcome.p90, month) };
    });
}
