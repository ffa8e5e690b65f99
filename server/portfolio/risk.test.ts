// Risk figures on small series worked out by hand. The spreadsheet formulas in the comments give
// the same figures from the weekday returns listed beside them (r in cells A1:An).
import { toDay } from './days';
import { riskFigures, type RiskFigures } from './risk';

/** A series from its first date on, one value (and flow) per calendar day. */
function series(first: string, value: readonly number[], flow: readonly number[] = []) {
  const start = toDay(first);
  return {
    days: Int32Array.from(value, (_, i) => start + i),
    value: Float64Array.from(value),
    flow: Float64Array.from(value, (_, i) => flow[i] ?? 0),
    outflow: Float64Array.from(value, (_, i) => Math.max(0, -(flow[i] ?? 0))),
  };
}

const NOTHING: RiskFigures = {
  volatility: null,
  downsideDeviation: null,
  maxDrawdown: null,
  maxDrawdownPeak: null,
  maxDrawdownTrough: null,
  maxDrawdownDurationDays: null,
  recoveryDay: null,
  recoveryDays: null,
};

const within = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThan(1e-9);
};

describe('riskFigures', () => {
  it('annualises weekday returns with √252, a buy on a Friday and the weekend counting as no return', () => {
    // 10 shares bought Monday 2024-01-01 at 100; closes 110, 99, 108.9; Friday 10 more bought at
    // 108.9 (flow 1089) and the close is 98.01; the weekend carries it; then 107.811 and 118.5921.
    // Weekday returns: 1100/1000, 990/1100, 1089/990, 1960.2/(1089 + 1089), (weekend 1, 1) 2156.22/1960.2, 2371.842/2156.22
    //   = +0.1, −0.1, +0.1, −0.1, +0.1, +0.1 (the buy is not a gain).
    // =STDEV.S(A1:A6)*SQRT(252): mean 1/30; Σ(r − mean)² = 4 × (2/30)² + 2 × (4/30)² = 48/900;
    //   / 5 × 252 = 2.688 → √2.688 = 1.639512...
    // =SQRT(SUMPRODUCT((A1:A6<0)*A1:A6^2)/6)*SQRT(252): (0.01 + 0.01) / 6 × 252 = 0.84 → √0.84.
    const risk = riskFigures(
      series('2024-01-01', [1000, 1100, 990, 1089, 1960.2, 1960.2, 1960.2, 2156.22, 2371.842], [1000, 0, 0, 0, 1089]),
    );
    within(risk.volatility, Math.sqrt(2.688));
    within(risk.downsideDeviation, Math.sqrt(0.84));
    // TWR index: 1, 1.1 (Tue 2nd, the peak), 0.99, 1.089, 0.9801 (Fri 5th, the trough), 0.9801,
    // 0.9801, 1.07811, 1.185921 (Tue 9th, above 1.1: recovered). 1 − 0.9801 / 1.1 = 0.109.
    within(risk.maxDrawdown, 0.109);
    expect(risk).toMatchObject({
      maxDrawdownPeak: toDay('2024-01-02'),
      maxDrawdownTrough: toDay('2024-01-05'),
      maxDrawdownDurationDays: 3,
      recoveryDay: toDay('2024-01-09'),
      recoveryDays: 4,
    });
  });

  it('measures the drawdown on the TWR index, so a deposit is not a recovery', () => {
    // 1000 → 800 (−20 %), then 500 put in at the day's start and no price move: the value is back
    // above 1000 but the index stays at 0.8. Weekday returns −0.2, 0: =STDEV.S → 0.2/√2 = 0.141421...
    const risk = riskFigures(series('2024-01-01', [1000, 800, 1300], [0, 0, 500]));
    within(risk.maxDrawdown, 0.2);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-01'), maxDrawdownTrough: toDay('2024-01-02'), maxDrawdownDurationDays: 1, recoveryDay: null, recoveryDays: null });
    within(risk.volatility, (0.2 / Math.SQRT2) * Math.sqrt(252));
    // =SQRT((0.04 + 0) / 2)*SQRT(252)
    within(risk.downsideDeviation, Math.sqrt(0.02 * 252));
  });

  it('leaves a fall that has not recovered by the range end without a recovery', () => {
    // 100 → 90 → 95: down 10 % from the first day, never back at 100.
    const risk = riskFigures(series('2024-01-01', [100, 90, 95]));
    within(risk.maxDrawdown, 0.1);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-01'), maxDrawdownTrough: toDay('2024-01-02'), recoveryDay: null, recoveryDays: null });
  });

  it('chains a weekend that moves (crypto) into Monday, and counts it at the end of a range', () => {
    // Thu 4th 100, Fri 100, Sat 110, Sun 121, Mon 121: weekday returns 0 (Fri) and 1.1 × 1.1 × 1 − 1 = 0.21 (Mon).
    // =STDEV.S(0, 0.21)*SQRT(252) = 0.21/√2 × √252; no return below 0.
    const toMonday = riskFigures(series('2024-01-04', [100, 100, 110, 121, 121]));
    within(toMonday.volatility, (0.21 / Math.SQRT2) * Math.sqrt(252));
    expect(toMonday.downsideDeviation).toBe(0);
    expect(toMonday.maxDrawdown).toBe(0);
    // Ending on the Sunday: the weekend's +21 % is still one return.
    within(riskFigures(series('2024-01-04', [100, 100, 110, 121])).volatility, (0.21 / Math.SQRT2) * Math.sqrt(252));
    // A weekend that does not move at the end adds nothing: one return (Fri, 0.1) is too few.
    expect(riskFigures(series('2024-01-04', [100, 110, 110, 110])).volatility).toBeNull();
  });

  it('starts the drawdown at the first close with something held, not at the purchase price', () => {
    // Nothing held Monday; Tuesday 1000 bought, closing at 950; then 1045 and 940.5.
    // Index from Tuesday's close: 0.95, 1.045 (peak), 0.9405 → 1 − 0.9405 / 1.045 = 0.1. The −5 % on
    // the purchase day is a return (it counts in the deviations) but no fall from a held peak.
    // Weekday returns −0.05, +0.1, −0.1: =STDEV.S → mean −1/60; Σ(r − mean)² = (2/60)² + (7/60)² + (5/60)² = 78/3600.
    const risk = riskFigures(series('2024-01-01', [0, 950, 1045, 940.5], [0, 1000]));
    within(risk.maxDrawdown, 0.1);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-03'), maxDrawdownTrough: toDay('2024-01-04') });
    within(risk.volatility, Math.sqrt((78 / 3600 / 2) * 252));
    // =SQRT((0.0025 + 0.01) / 3)*SQRT(252)
    within(risk.downsideDeviation, Math.sqrt((0.0125 / 3) * 252));
  });

  it('counts a return to exactly the peak price as a recovery, and a later fall as starting there', () => {
    // 100, 90 (−10 %), 100 (back: index 0.9 × 100/90, a few ulps from 1), then 85 (−15 % from that day).
    const risk = riskFigures(series('2024-01-01', [100, 90, 100, 85]));
    within(risk.maxDrawdown, 0.15);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-03'), maxDrawdownTrough: toDay('2024-01-04'), recoveryDay: null });
    // Before the second fall: the first has recovered, the day after its trough.
    expect(riskFigures(series('2024-01-01', [100, 90, 100]))).toMatchObject({ maxDrawdownPeak: toDay('2024-01-01'), recoveryDay: toDay('2024-01-03'), recoveryDays: 1 });
  });

  it('keeps the first of two equal falls, and dates a flat peak from its first day', () => {
    // Peak 100 on Monday, held flat Tuesday; falls to 80; back to 100; again to 80.
    const risk = riskFigures(series('2024-01-01', [100, 100, 80, 100, 80]));
    within(risk.maxDrawdown, 0.2);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-01'), maxDrawdownTrough: toDay('2024-01-03'), maxDrawdownDurationDays: 2, recoveryDay: toDay('2024-01-04'), recoveryDays: 1 });
  });

  it('has no figures for an empty series or one where nothing was ever held', () => {
    expect(riskFigures(series('2024-01-01', []))).toEqual(NOTHING);
    expect(riskFigures(series('2024-01-01', [0, 0, 0]))).toEqual(NOTHING);
  });

  it('has no deviation from one day or one return, and a drawdown of 0 when nothing fell', () => {
    expect(riskFigures(series('2024-01-01', [100]))).toEqual({ ...NOTHING, maxDrawdown: 0 });
    expect(riskFigures(series('2024-01-01', [100, 110]))).toEqual({ ...NOTHING, maxDrawdown: 0 });
  });

  it('skips the days with no capital at work between two holding periods', () => {
    // Held 100 → 110, sold Wednesday at the close's price (out 110 at the day's end: a return of 0),
    // nothing held Thursday (skipped), bought again Friday at 200, closing 180.
    // Returns: +0.1 (Tue), 0 (Wed), −0.1 (Fri): mean 0, =STDEV.S = √(0.02 / 2). Index 1.1 → 0.99.
    const risk = riskFigures(series('2024-01-01', [100, 110, 0, 0, 180], [0, 0, -110, 0, 200]));
    within(risk.volatility, Math.sqrt(0.01 * 252));
    within(risk.maxDrawdown, 0.1);
    expect(risk).toMatchObject({ maxDrawdownPeak: toDay('2024-01-02'), maxDrawdownTrough: toDay('2024-01-05'), maxDrawdownDurationDays: 3 });
  });

  it('refuses arrays of different lengths', () => {
    expect(() => riskFigures({ days: Int32Array.of(0, 1), value: Float64Array.of(1), flow: Float64Array.of(0, 0), outflow: Float64Array.of(0, 0) })).toThrow(RangeError);
  });
});
