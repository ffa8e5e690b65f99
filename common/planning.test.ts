import { contributed, deterministicPath, futureValue, inTodaysMoney, paymentForGoal, percentile, percentilesInPlace, periodsUntilDepleted, periodsUntilGoal, simulateBand, valueAfter, type GrowthPlan } from './planning';
import { seededRandom } from './seededRandom';

const plan = (patch: Partial<GrowthPlan> = {}): GrowthPlan => ({ initial: 1000, lumpSum: 0, annualRate: 0.03, payment: 0, frequency: 'monthly', years: 10, ...patch });

/** The same plan month by month with a loop: an independent check of the closed forms. */
function iterate(p: GrowthPlan): number {
  const perYear = { monthly: 12, quarterly: 4, annually: 1 }[p.frequency];
  let value = p.initial + p.lumpSum;
  for (let period = 0; period < p.years * perYear; period++) value = value * (1 + p.annualRate / perYear) + p.payment;
  return value;
}

describe('closed forms, checked against the spreadsheet and a loop', () => {
  it("grows the spec's defaults: 1,000 at 3 % for 10 years, monthly, nothing added", () => {
    // =FV(3%/12, 120, 0, -1000) = 1,349.35
    expect(futureValue(plan())).toBeCloseTo(1349.3535, 4);
    expect(futureValue(plan())).toBeCloseTo(iterate(plan()), 9);
  });

  it('adds regular payments at the end of each period', () => {
    // Microsoft's FV example: =FV(12%/12, 12, -1000) = 12,682.50301.
    expect(futureValue(plan({ initial: 0, annualRate: 0.12, payment: 1000, years: 1 }))).toBeCloseTo(12682.50301, 5);
    // The textbook 100 a month for 10 years at 5 %: 15,528.23.
    expect(futureValue(plan({ initial: 0, annualRate: 0.05, payment: 100 }))).toBeCloseTo(15528.23, 2);
    const quarterly = plan({ initial: 5000, lumpSum: 1000, annualRate: 0.06, payment: 250, frequency: 'quarterly', years: 5 });
    // =FV(6%/4, 20, -250, -6000) = 13,862.05
    expect(futureValue(quarterly)).toBeCloseTo(13862.0468, 3);
    expect(futureValue(quarterly)).toBeCloseTo(iterate(quarterly), 9);
    expect(contributed(quarterly)).toBe(6000 + 20 * 250);
  });

  it('grows nothing at 0 %, and shrinks at a negative rate', () => {
    expect(futureValue(plan({ annualRate: 0, payment: 50 }))).toBe(1000 + 120 * 50);
    expect(futureValue(plan({ annualRate: -0.5, years: 2 }))).toBeCloseTo(iterate(plan({ annualRate: -0.5, years: 2 })), 9);
    expect(futureValue(plan({ annualRate: -0.5, years: 2 }))).toBeLessThan(400);
  });

  it('says when withdrawals exhaust the money, or that they never do', () => {
    // =NPER(4%/12, -700, 100000) = 194.31 months: 16 years and 2 months.
    const months = periodsUntilDepleted(100_000, 0.04, 700, 'monthly')!;
    expect(months).toBeCloseTo(194.3113, 3);
    // The loop agrees: still positive after 194 withdrawals, gone at the 195th.
    expect(valueAfter({ ...plan({ initial: 100_000, annualRate: 0.04, payment: -700 }) }, 194)).toBeGreaterThan(0);
    expect(valueAfter({ ...plan({ initial: 100_000, annualRate: 0.04, payment: -700 }) }, 195)).toBeLessThan(0);
    // 4 % of 100,000 a year is 333.33 a month: withdrawing that or less never runs out.
    expect(periodsUntilDepleted(100_000, 0.04, 333, 'monthly')).toBeNull();
    expect(periodsUntilDepleted(12_000, 0, 1000, 'monthly')).toBe(12);
    expect(periodsUntilDepleted(0, 0.04, 700, 'monthly')).toBe(0);
  });

  it('says when the goal is reached at this pace', () => {
    // =NPER(12%/12, -100, -1000, 10000) = 60.0821 months (Microsoft's example pays at the start of
    // each month, type 1, and gets 59.6739; payments here fall at the end, type 0).
    const goal = plan({ annualRate: 0.12, payment: 100 });
    expect(periodsUntilGoal(goal, 10_000)).toBeCloseTo(60.0821229, 6);
    expect(valueAfter(goal, 60)).toBeLessThan(10_000);
    expect(valueAfter(goal, 61)).toBeGreaterThan(10_000);
    expect(periodsUntilGoal(plan({ initial: 20_000 }), 10_000)).toBe(0);
    expect(periodsUntilGoal(plan({ annualRate: 0, payment: 100 }), 2_000)).toBe(10);
    // Shrinking with nothing added: never.
    expect(periodsUntilGoal(plan({ annualRate: -0.1 }), 2_000)).toBeNull();
    expect(periodsUntilGoal(plan({ annualRate: 0 }), 2_000)).toBeNull();
  });

  it('takes inflation out: 1,000 in 10 years at 2 % is 820.35 of today', () => {
    expect(inTodaysMoney(1000, 120, 0.02)).toBeCloseTo(820.3483, 4);
  });
});

describe('paymentForGoal', () => {
  it('finds the payment that reaches the goal in time, as the spreadsheet does', () => {
    // =PMT(6%/12, 120, -10000, 100000) = 499.18: 10,000 grows to 18,193.97, the payments make up the rest.
    const start = { initial: 10_000, lumpSum: 0, annualRate: 0.06, frequency: 'monthly' as const };
    const payment = paymentForGoal(start, 100_000, 120);
    expect(payment).toBeCloseTo(499.1845, 3);
    expect(valueAfter({ ...start, payment }, 120)).toBeCloseTo(100_000, 6);
    expect(periodsUntilGoal({ ...start, payment }, 100_000)).toBeCloseTo(120, 9);
  });

  it('divides what is missing evenly without growth, and asks nothing when growth suffices', () => {
    expect(paymentForGoal({ initial: 1000, lumpSum: 0, annualRate: 0, frequency: 'monthly' }, 2200, 12)).toBe(100);
    expect(paymentForGoal({ initial: 90_000, lumpSum: 0, annualRate: 0.05, frequency: 'annually' }, 100_000, 3)).toBe(0);
  });
});

describe('deterministicPath', () => {
  it('ends where the closed form does, month by month, and meets it at every payment', () => {
    const quarterly = plan({ initial: 5000, lumpSum: 1000, annualRate: 0.06, payment: 250, frequency: 'quarterly', years: 5 });
    const path = deterministicPath(quarterly);
    expect(path).toHaveLength(61);
    expect(path[0]).toEqual({ month: 0, value: 6000, contributed: 6000 });
    expect(path.at(-1)!.value).toBeCloseTo(futureValue(quarterly), 6);
    expect(path[12]!.value).toBeCloseTo(valueAfter(quarterly, 4), 6);
    expect(path[12]!.contributed).toBe(7000);
  });

  it('stays at zero once the withdrawals have emptied it', () => {
    const path = deterministicPath(plan({ initial: 12_000, annualRate: 0, payment: -1000, years: 2 }));
    expect(path[12]!.value).toBe(0);
    expect(path[24]!.value).toBe(0);
  });
});

describe('simulateBand', () => {
  const settings = { paths: 4000, seed: 42, annualReturn: 0.06, annualVolatility: 0.15 };

  it('gives the same band for the same seed, and another for another', () => {
    const p = plan({ years: 2 });
    expect(simulateBand(p, settings)).toEqual(simulateBand(p, settings));
    expect(simulateBand(p, { ...settings, seed: 7 }).at(-1)!.p50).not.toBe(simulateBand(p, settings).at(-1)!.p50);
  });

  it('collapses onto the deterministic path without volatility', () => {
    const p = plan({ payment: 100, years: 3 });
    const band = simulateBand(p, { ...settings, paths: 10, annualReturn: 0.03, annualVolatility: 0 });
    const path = deterministicPath(p);
    for (const month of [0, 12, 36]) {
      expect(band[month]!.p10).toBeCloseTo(path[month]!.value, 6);
      expect(band[month]!.p90).toBeCloseTo(path[month]!.value, 6);
    }
  });

  it('puts the percentiles of a lump sum where the log-normal puts them', () => {
    // 10 years, nothing added: ln(V/V0) ~ N(n·μ, n·σ²) with μ = ln(1 + 0.06/12) − σ²/2, σ = 0.15/√12.
    const band = simulateBand(plan({ years: 10 }), settings);
    const n = 120;
    const sigma = 0.15 / Math.sqrt(12);
    const mu = Math.log(1 + 0.06 / 12) - (sigma * sigma) / 2;
    const at = (z: number) => 1000 * Math.exp(n * mu + z * sigma * Math.sqrt(n));
    const last = band.at(-1)!;
    // z of the 10th and 90th percentiles: ∓1.2816; 4,000 paths keep them within 3 %.
    expect(last.p50 / at(0)).toBeCloseTo(1, 1);
    expect(Math.abs(last.p50 / at(0) - 1)).toBeLessThan(0.03);
    expect(Math.abs(last.p10 / at(-1.2816) - 1)).toBeLessThan(0.03);
    expect(Math.abs(last.p90 / at(1.2816) - 1)).toBeLessThan(0.03);
    expect(last.p10).toBeLessThan(last.p50);
    expect(last.p50).toBeLessThan(last.p90);
  });

  it('keeps a path that runs dry at zero', () => {
    const band = simulateBand(plan({ initial: 1000, payment: -200, years: 1 }), { ...settings, paths: 200 });
    expect(band.at(-1)!.p90).toBe(0);
  });
});

describe('the helpers', () => {
  it('draws the same numbers from one seed, within [0, 1)', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const drawn = Array.from({ length: 1000 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('selects the same percentiles as sorting does, duplicates and all', () => {
    const random = seededRandom(7);
    for (const size of [1, 2, 3, 10, 999, 2000]) {
      // Few distinct values (duplicates) for half the sizes' draws, continuous ones for the rest.
      const values = Float64Array.from({ length: size }, (_, i) => (i % 2 === 0 ? Math.floor(random() * 5) : random() * 1000));
      const sorted = values.slice().sort();
      const shares = [0.1, 0.5, 0.9];
      expect(percentilesInPlace(values.slice(), shares)).toEqual(shares.map((share) => percentile(sorted, share)));
    }
  });

  it('interpolates percentiles between neighbours', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile([0, 10], 0.1)).toBeCloseTo(1, 12);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
