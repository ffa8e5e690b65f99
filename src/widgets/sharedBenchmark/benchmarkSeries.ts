/**
 * The portfolio's cumulative time-weighted return from its value series, and a benchmark's
 * cumulative return rebased to the portfolio's first day, so the two lines start together at 0.
 * The portfolio's daily return is the server's (engine) rule: value / (previous value + the
 * day's net money put in) − 1, so a deposit or a buy is not a gain.
 */
export interface ReturnPoint {
  date: string;
  /** A fraction: 0.08 for +8 % since the first day. */
  value: number;
}

export function portfolioReturns(points: readonly { date: string; value: number; netContributions: number }[]): ReturnPoint[] {
  const out: ReturnPoint[] = [];
  let growth = 1;
  let started = false;
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    if (!started) {
      // The chain starts on the first day with something held.
      if (point.value <= 0) continue;
      started = true;
      out.push({ date: point.date, value: 0 });
      continue;
    }
    const previous = points[i - 1]!;
    const base = previous.value + (point.netContributions - previous.netContributions);
    // Nothing at work over the day (all sold, then bought again): no return to chain.
    if (base > 0) growth *= point.value / base;
    out.push({ date: point.date, value: growth - 1 });
  }
  return out;
}

/**
 * The benchmark's return since `start` (its last point on or before it, else its first), on
 * each of its days from then on. Undefined when it has no point at or after the start.
 */
export function rebased(points: readonly ReturnPoint[], start: string): ReturnPoint[] | undefined {
  let base = -1;
  for (let i = 0; i < points.length && points[i]!.date <= start; i++) base = i;
  const from = Math.max(base, 0);
  if (from >= points.length) return undefined;
  const origin = 1 + points[from]!.value;
  return points.slice(from).map((point, i) => ({ date: i === 0 ? start : point.date, value: (1 + point.value) / origin - 1 }));
}
