// Returns, as pure functions over series the engine produces. Float64 is fine here: returns are
// ratios reported to 1e-6, not ledger money.

export interface DailyPoint {
  /** ISO date (yyyy-MM-dd). */
  readonly date: string;
  /** Market value at the close of the day. */
  readonly value: number;
  /** Net contribution on the day (money in minus money out). */
  readonly flow: number;
  /** The money taken out on the day (≥ 0; 0 when not given): counted at the day's end. */
  readonly outflow?: number;
}

export interface TimeWeightedReturn {
  /** Chained return over the whole period (0.21 = +21 %). */
  readonly period: number;
  /** The period return per 365 days; null for periods shorter than one day. */
  readonly annualised: number | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * Time-weighted return, chained daily, money put in counted at the day's start and money taken
 * out at its end (Portfolio Performance's true time-weighted rate of return):
 * r_t = (V_t + Out_t) / (V_{t-1} + In_t) − 1, R = Π(1 + r_t) − 1. Days with no capital at work
 * (nothing held and nothing put in) are skipped rather than divided by zero. Points in date order.
 */
export function timeWeightedReturn(points: readonly DailyPoint[]): TimeWeightedReturn {
  const { growth } = chainGrowth(
    points.map((p) => p.value),
    points.map((p) => p.flow),
    points.map((p) => p.outflow ?? 0),
  );
  const first = points[0];
  const last = points[points.length - 1];
  const days = first && last ? daysBetween(first.date, last.date) : 0;
  return { period: growth - 1, annualised: annualise(growth, days) };
}

export interface ChainedReturn extends TimeWeightedReturn {
  /** Days whose return was counted (capital at work); 0 means there was never anything to measure. */
  readonly daysAtWork: number;
}

/**
 * timeWeightedReturn over parallel arrays (days as in days.ts, ascending), for the engine's
 * daily series: the same maths without a point object per day.
 */
export function timeWeightedReturnOf(days: Int32Array, value: Float64Array, flow: Float64Array, outflow: Float64Array): ChainedReturn {
  if (value.length !== days.length || flow.length !== days.length || outflow.length !== days.length) throw new RangeError('days, value, flow and outflow must be the same length');
  const { growth, daysAtWork } = chainGrowth(value, flow, outflow);
  const span = days.length > 0 ? days[days.length - 1]! - days[0]! : 0;
  return { period: growth - 1, annualised: annualise(growth, span), daysAtWork };
}

/**
 * One day's growth factor: money put in works from the day's start, money taken out until its
 * end, 1 + r_t = (V_t + Out_t) / (V_{t-1} + In_t) with In_t = F_t + Out_t (F the net flow). A
 * holding sold out below the previous close thus shows its fall, not −100 %. NaN when no capital
 * was at work (nothing held and nothing put in). Every figure built on daily returns (the TWR
 * here, the risk figures in risk.ts) takes them from this one definition.
 */
export function dailyGrowth(previousValue: number, value: number, flow: number, outflow: number): number {
  const start = previousValue + flow + outflow;
  return start > 0 ? (value + outflow) / start : Number.NaN;
}

function chainGrowth(value: ArrayLike<number>, flow: ArrayLike<number>, outflow: ArrayLike<number>): { growth: number; daysAtWork: number } {
  let growth = 1;
  let daysAtWork = 0;
  for (let i = 1; i < value.length; i++) {
    const day = dailyGrowth(value[i - 1]!, value[i]!, flow[i]!, outflow[i]!);
    if (!Number.isNaN(day)) {
      growth *= day;
      daysAtWork++;
    }
  }
  return { growth, daysAtWork };
}

/** Growth per 365 days; null for periods shorter than one day. */
const annualise = (growth: number, days: number): number | null => (days >= 1 ? Math.pow(growth, 365 / days) - 1 : null);

export interface CashFlow {
  readonly date: string;
  /** From the investor's side: money put in is negative, money taken out (or final value) positive. */
  readonly amount: number;
}

/**
 * Money-weighted return (XIRR, the rate with Σ a_i / (1 + r)^(days_i / 365) = 0, as spreadsheets
 * define it). Newton's method from 10 %, falling back to bisection when it leaves the bracket;
 * null when the flows do not change sign (no rate exists).
 */
export function xirr(flows: readonly CashFlow[], tolerance = 1e-10): number | null {
  if (flows.length < 2) return null;
  const hasIn = flows.some((f) => f.amount < 0);
  const hasOut = flows.some((f) => f.amount > 0);
  if (!hasIn || !hasOut) return null;
  const origin = flows.reduce((min, f) => (f.date < min ? f.date : min), flows[0]!.date);
  const terms = flows.map((f) => ({ amount: f.amount, years: daysBetween(origin, f.date) / 365 }));
  const npv = (rate: number) => terms.reduce((sum, t) => sum + t.amount / Math.pow(1 + rate, t.years), 0);
  const slope = (rate: number) => terms.reduce((sum, t) => sum - (t.years * t.amount) / Math.pow(1 + rate, t.years + 1), 0);

  let rate = 0.1;
  for (let i = 0; i < 50; i++) {
    const value = npv(rate);
    if (Math.abs(value) < tolerance) return rate;
    const derivative = slope(rate);
    const next = rate - value / derivative;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < tolerance) return next;
    rate = next;
  }
  // Bisection on a bracket where the NPV changes sign.
  let low = -0.999999;
  let high = 1;
  while (npv(high) * npv(low) > 0 && high < 1e6) high *= 2;
  if (npv(high) * npv(low) > 0) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (low + high) / 2;
    const value = npv(mid);
    if (Math.abs(value) < tolerance || high - low < tolerance) return mid;
    if (npv(low) * value < 0) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}
