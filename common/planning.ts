/**
 * The planning widgets' maths (issue 23): a portfolio's value grown at a yearly rate with regular
 * contributions or withdrawals, in closed form where one exists, and a seeded simulation of many
 * paths for the band of outcomes. Pure and deterministic, so the forecast chart, the depletion,
 * goal and future-value KPIs (and a Web Worker, should the simulation need one) share it.
 *
 * Conventions, as a spreadsheet's FV and NPER functions have them:
 * - the yearly rate is compounded at the payment frequency (a monthly plan grows by rate / 12 a month);
 * - a regular payment falls at the end of its period; a lump sum at the start, with the initial value;
 * - periods are whole (a payment frequency's periods per year times the years).
 */
import { PERIODS_PER_YEAR, type PaymentFrequency } from './planningLimits';
import { seededRandom } from './seededRandom';

export { PERIODS_PER_YEAR, PLANNING_LIMITS, type PaymentFrequency } from './planningLimits';

export interface GrowthPlan {
  /** The starting value (the initial investment, or the holdings' value). */
  readonly initial: number;
  /** A one-off amount added at the start. */
  readonly lumpSum: number;
  /** Yearly growth, a fraction (0.03 for 3 %). */
  readonly annualRate: number;
  /** Added (positive) or withdrawn (negative) at the end of every period. */
  readonly payment: number;
  readonly frequency: PaymentFrequency;
  readonly years: number;
}

/** The rate of one period of the plan's frequency. */
export const periodRate = (annualRate: number, frequency: PaymentFrequency): number => annualRate / PERIODS_PER_YEAR[frequency];

/**
 * The value after `periods` periods: (P + L)(1 + i)^n + C((1 + i)^n − 1)/i, and (P + L) + C·n at
 * i = 0. The spreadsheet's −FV(i, n, C, P + L).
 */
export function valueAfter(plan: Omit<GrowthPlan, 'years'>, periods: number): number {
  const i = periodRate(plan.annualRate, plan.frequency);
  const start = plan.initial + plan.lumpSum;
  if (i === 0) return start + plan.payment * periods;
  const growth = (1 + i) ** periods;
  return start * growth + (plan.payment * (growth - 1)) / i;
}

/** The value at the end of the plan. */
export function futureValue(plan: GrowthPlan): number {
  return valueAfter(plan, Math.round(plan.years * PERIODS_PER_YEAR[plan.frequency]));
}

/** What was put in by the end: the start, the lump sum and every payment (withdrawals count negative). */
export function contributed(plan: GrowthPlan): number {
  return plan.initial + plan.lumpSum + plan.payment * Math.round(plan.years * PERIODS_PER_YEAR[plan.frequency]);
}

export interface PathPoint {
  /** Months from the start. */
  readonly month: number;
  readonly value: number;
  /** The start, the lump sum and the payments up to this month. */
  readonly contributed: number;
}

/**
 * The deterministic path month by month: the value at the end of each month, payments made at the
 * end of their period (a quarterly payment every third month). A depleting plan stays at 0.
 */
export function deterministicPath(plan: GrowthPlan): PathPoint[] {
  const months = Math.round(plan.years * 12);
  const everyMonths = 12 / PERIODS_PER_YEAR[plan.frequency];
  const monthly = (1 + periodRate(plan.annualRate, plan.frequency)) ** (1 / everyMonths);
  const points: PathPoint[] = [{ month: 0, value: plan.initial + plan.lumpSum, contributed: plan.initial + plan.lumpSum }];
  let value = plan.initial + plan.lumpSum;
  let put = value;
  for (let month = 1; month <= months; month++) {
    value *= monthly;
    if (month % everyMonths === 0) {
      value += plan.payment;
      put += plan.payment;
    }
    points.push({ month, value: Math.max(0, value), contributed: put });
    if (value <= 0) value = 0;
  }
  return points;
}

/**
 * When regular withdrawals of `withdrawal` (positive) exhaust `initial`: the number of periods
 * (fractional, as the spreadsheet's NPER), or null when they never do (the growth pays them).
 * n = −ln(1 − i·P/W) / ln(1 + i); P/W at i = 0.
 */
export function periodsUntilDepleted(initial: number, annualRate: number, withdrawal: number, frequency: PaymentFrequency): number | null {
  if (initial <= 0) return 0;
  if (withdrawal <= 0) return null;
  const i = periodRate(annualRate, frequency);
  if (i === 0) return initial / withdrawal;
  const ratio = 1 - (i * initial) / withdrawal;
  // The growth of a period covers the withdrawal: the money lasts for ever (or grows).
  if (ratio <= 0) return null;
  return -Math.log(ratio) / Math.log(1 + i);
}

/**
 * Periods until the value reaches `goal` at this pace (fractional, NPER), 0 when it already has,
 * null when it never will (shrinking, or flat below it).
 * n = ln((G + C/i) / (P + C/i)) / ln(1 + i); (G − P)/C at i = 0.
 */
export function periodsUntilGoal(plan: Omit<GrowthPlan, 'years'>, goal: number): number | null {
  const start = plan.initial + plan.lumpSum;
  if (start >= goal) return 0;
  const i = periodRate(plan.annualRate, plan.frequency);
  if (i === 0) return plan.payment > 0 ? (goal - start) / plan.payment : null;
  const numerator = goal + plan.payment / i;
  const denominator = start + plan.payment / i;
  const ratio = numerator / denominator;
  if (!(ratio > 0) || denominator <= 0) return null;
  const periods = Math.log(ratio) / Math.log(1 + i);
  return Number.isFinite(periods) && periods > 0 ? periods : null;
}

/**
 * The payment each period that takes the start to `goal` in `periods` periods (PMT), 0 when
 * growth alone gets there: C = (G − P(1 + i)^n)·i / ((1 + i)^n − 1); (G − P)/n at i = 0.
 */
export function paymentForGoal(plan: Omit<GrowthPlan, 'years' | 'payment'>, goal: number, periods: number): number {
  const grown = valueAfter({ ...plan, payment: 0 }, periods);
  if (grown >= goal) return 0;
  const i = periodRate(plan.annualRate, plan.frequency);
  if (i === 0) return (goal - grown) / periods;
  return ((goal - grown) * i) / ((1 + i) ** periods - 1);
}

/** Whole years and months of a number of months, rounded down: what has surely been paid. */
export function duration(months: number): string {
  const whole = Math.floor(months + 1e-9);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [years > 0 ? `${years} year${years === 1 ? '' : 's'}` : null, rest > 0 || years === 0 ? `${rest} month${rest === 1 ? '' : 's'}` : null];
  return parts.filter(Boolean).join(' ');
}

/** Divides a future amount by inflation over the months since the start: today's money. */
export const inTodaysMoney = (value: number, month: number, annualInflation: number): number => value / (1 + annualInflation) ** (month / 12);

// ---- The simulation: monthly log-normal returns with the portfolio's own mean and volatility.

/**
 * Standard normal numbers from a uniform generator: Marsaglia's polar method, both of each pair
 * used. No sine or cosine, which made most of the simulation's time with Box–Muller.
 */
function normals(random: () => number): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * random() - 1;
      v = 2 * random() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    spare = v * factor;
    hasSpare = true;
    return u * factor;
  };
}

export interface SimulationSettings {
  readonly paths: number;
  readonly seed: number;
  /** The expected yearly return (arithmetic, a fraction) and its yearly volatility. */
  readonly annualReturn: number;
  readonly annualVolatility: number;
}

export interface Band {
  readonly month: number;
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
}

/** The value at which `share` of the sorted values lie below: linear between neighbours. */
export function percentile(sorted: Float64Array | readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = share * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * The 10th, 50th and 90th percentiles of the value at the end of each month over `paths` paths:
 * each month's growth is exp(μ − σ²/2 + σZ) with e^μ = 1 + r/12 and σ the yearly volatility over
 * √12, so a path's expected value follows deterministicPath at the return r; payments as there.
 * A path that runs dry stays at 0.
 */
export function simulateBand(plan: GrowthPlan, settings: SimulationSettings): Band[] {
  const months = Math.round(plan.years * 12);
  const everyMonths = 12 / PERIODS_PER_YEAR[plan.frequency];
  const sigma = settings.annualVolatility / Math.sqrt(12);
  // The expected monthly growth is the deterministic path's at the same rate (1 + r/12).
  const drift = Math.log(1 + settings.annualReturn / 12) - (sigma * sigma) / 2;
  const next = normals(seededRandom(settings.seed));
  const values = new Float64Array(settings.paths).fill(plan.initial + plan.lumpSum);
  const column = new Float64Array(settings.paths);
  const start = percentileBand(0, values.slice().sort());
  const bands: Band[] = [start];
  for (let month = 1; month <= months; month++) {
    const pays = month % everyMonths === 0;
    for (let p = 0; p < settings.paths; p++) {
      let value = values[p]! * Math.exp(drift + sigma * next());
      if (pays) value += plan.payment;
      values[p] = value > 0 ? value : 0;
    }
    column.set(values);
    const [p10, p50, p90] = percentilesInPlace(column, BAND_SHARES);
    bands.push({ month, p10: p10!, p50: p50!, p90: p90! });
  }
  return bands;
}

const BAND_SHARES = [0.1, 0.5, 0.9] as const;

const percentileBand = (month: number, sorted: Float64Array): Band => ({ month, p10: percentile(sorted, 0.1), p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) });

/**
 * percentile() of each share (ascending) without sorting: each needs only the two order
 * statistics around its rank, which a selection finds in linear time (the band's 481 months ×
 * 2,000 paths sorted took most of the simulation). Reorders `values`.
 */
export function percentilesInPlace(values: Float64Array, shares: readonly number[]): number[] {
  const last = values.length - 1;
  let from = 0;
  return shares.map((share) => {
    const at = share * last;
    const low = Math.floor(at);
    selectInPlace(values, low, from, last);
    // Everything after `low` is at least values[low]: the next order statistic is their minimum.
    let high = values[low]!;
    if (low < last) {
      high = values[low + 1]!;
      for (let i = low + 2; i <= last; i++) if (values[i]! < high) high = values[i]!;
    }
    from = low;
    return values[low]! + (high - values[low]!) * (at - low);
  });
}

/** Moves the k-th smallest of values[left..right] to index k, smaller ones before it, larger after (Hoare's selection). */
function selectInPlace(values: Float64Array, k: number, left: number, right: number): void {
  while (right > left) {
    // The median of three as the pivot: sorted or reversed input stays linear.
    const middle = (left + right) >> 1;
    const a = values[left]!;
    const b = values[middle]!;
    const c = values[right]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}
