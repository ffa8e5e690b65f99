import { toDay } from '../../portfolio/days';
import { benchmarkReturn, type BenchmarkHistory } from './benchmark';

const NaN_ = Number.NaN;

function history(rows: readonly [string, number, number?][]): BenchmarkHistory {
  return {
    days: rows.map(([day]) => day),
    closes: Float64Array.from(rows, ([, close]) => close),
    adjCloses: Float64Array.from(rows, ([, close, adjusted]) => adjusted ?? close),
  };
}

// Mon 2 March to Mon 9 March 2026, no dividends.
const WEEK = history([
  ['2026-03-02', 100],
  ['2026-03-03', 102],
  ['2026-03-04', 99],
  ['2026-03-05', 105],
  ['2026-03-06', 110],
  ['2026-03-09', 121],
]);

describe('benchmarkReturn', () => {
  it('measures each day against the first close of the range', () => {
    const result = benchmarkReturn(WEEK, { from: '2026-03-03', to: '2026-03-05' });
    expect(result.from).toBe('2026-03-03');
    expect(result.to).toBe('2026-03-05');
    // 99/102 − 1 = −0.02941…, 105/102 − 1 = 0.05882…
    expect(result.points.map((point) => point.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect(result.points[0]!.value).toBe(0);
    expect(result.points[1]!.value).toBeCloseTo(-3 / 102, 12);
    expect(result.points[2]!.value).toBeCloseTo(3 / 102, 12);
    expect(result.twr).toBeCloseTo(3 / 102, 12);
    expect(result.twrAnnualised).toBeNull();
  });

  it("starts a range that begins on a weekend at Friday's close", () => {
    const result = benchmarkReturn(WEEK, { from: '2026-03-07', to: '2026-03-09' });
    expect(result.from).toBe('2026-03-06');
    // 121/110 − 1 = 0.1
    expect(result.points).toEqual([
      { date: '2026-03-06', value: 0 },
      { date: '2026-03-09', value: expect.closeTo(0.1, 12) },
    ]);
    expect(result.twr).toBeCloseTo(0.1, 12);
  });

  it('starts at the first day without a from', () => {
    const result = benchmarkReturn(WEEK, { to: '2026-03-09' });
    expect(result.from).toBe('2026-03-02');
    expect(result.points).toHaveLength(6);
    // 121/100 − 1
    expect(result.twr).toBeCloseTo(0.21, 12);
  });

  it('starts at the first close when the range starts before the history', () => {
    const result = benchmarkReturn(WEEK, { from: '2026-01-01', to: '2026-03-03' });
    expect(result.from).toBe('2026-03-02');
    expect(result.twr).toBeCloseTo(0.02, 12);
  });

  it('reinvests dividends through the adjusted closes', () => {
    // A 2.00 dividend goes ex on the 4th: the close drops from 100 to 99, but the adjusted close
    // before it is scaled by (100 − 2)/100, so the holder gained 99/98 − 1 = 1.0204 %, not −1 %.
    const paying = history([
      ['2026-03-03', 100, 98],
      ['2026-03-04', 99, 99],
      ['2026-03-05', 101, 101],
    ]);
    const result = benchmarkReturn(paying, { from: '2026-03-03', to: '2026-03-05' });
    expect(result.points[1]!.value).toBeCloseTo(99 / 98 - 1, 12);
    // 101/98 − 1 = 3.0612 %
    expect(result.twr).toBeCloseTo(101 / 98 - 1, 12);
  });

  it('uses the closes where an adjusted close is unknown, never one basis against the other', () => {
    const gappy = history([
      ['2026-03-03', 100, 98],
      ['2026-03-04', 99, NaN_],
      ['2026-03-05', 101, 101],
    ]);
    const result = benchmarkReturn(gappy, { from: '2026-03-03', to: '2026-03-05' });
    // 99/100 − 1 (closes), then 101/98 − 1 (adjusted).
    expect(result.points.map((point) => point.value)).toEqual([0, expect.closeTo(-0.01, 12), expect.closeTo(101 / 98 - 1, 12)]);
    // Without any adjusted close, closes throughout: 101/100 − 1.
    const unadjusted = benchmarkReturn({ ...gappy, adjCloses: Float64Array.of(NaN_, NaN_, NaN_) }, { from: '2026-03-03', to: '2026-03-05' });
    expect(unadjusted.twr).toBeCloseTo(0.01, 12);
  });

  it('skips days without a close', () => {
    const holed = history([
      ['2026-03-03', 100],
      ['2026-03-04', NaN_],
      ['2026-03-05', 103],
    ]);
    expect(benchmarkReturn(holed, { from: '2026-03-03', to: '2026-03-05' }).points.map((point) => point.date)).toEqual(['2026-03-03', '2026-03-05']);
  });

  it('answers one point of no return for a range of one close', () => {
    const result = benchmarkReturn(WEEK, { from: '2026-03-02', to: '2026-03-02' });
    expect(result).toEqual({ from: '2026-03-02', to: '2026-03-02', twr: 0, twrAnnualised: null, points: [{ date: '2026-03-02', value: 0 }] });
  });

  it('answers nothing for a range without closes', () => {
    const none = { from: null, to: null, twr: null, twrAnnualised: null, points: [] };
    expect(benchmarkReturn(WEEK, { from: '2026-04-01', to: '2026-04-30' })).toEqual(none);
    expect(benchmarkReturn(WEEK, { from: '2025-01-01', to: '2025-12-31' })).toEqual(none);
    // A weekend alone has no close of its own.
    expect(benchmarkReturn(WEEK, { from: '2026-03-07', to: '2026-03-08' })).toEqual(none);
    expect(benchmarkReturn(WEEK, { from: '2026-03-05', to: '2026-03-03' })).toEqual(none);
    expect(benchmarkReturn(history([]), { to: '2026-03-05' })).toEqual(none);
  });

  it('annualises a year or more', () => {
    // 730 days from 100 to 121: 1.21^(365/730) − 1 = 1.1 − 1 = 10 % a year.
    const twoYears = history([
      ['2024-03-04', 100],
      ['2026-03-04', 121],
    ]);
    expect(toDay('2026-03-04') - toDay('2024-03-04')).toBe(730);
    const result = benchmarkReturn(twoYears, { to: '2026-03-04' });
    expect(result.twr).toBeCloseTo(0.21, 12);
    expect(result.twrAnnualised).toBeCloseTo(0.1, 12);

    // 365 days: the return itself; 364 days: none.
    const year = history([
      ['2025-03-04', 100],
      ['2026-03-04', 108],
    ]);
    expect(benchmarkReturn(year, { to: '2026-03-04' }).twrAnnualised).toBeCloseTo(0.08, 12);
    const shortOfYear = history([
      ['2025-03-05', 100],
      ['2026-03-04', 108],
    ]);
    expect(benchmarkReturn(shortOfYear, { to: '2026-03-04' }).twrAnnualised).toBeNull();
  });

  it('takes day numbers as well as dates', () => {
    const numbered = { ...WEEK, days: Int32Array.from(WEEK.days as string[], toDay) };
    expect(benchmarkReturn(numbered, { from: '2026-03-07', to: '2026-03-09' })).toEqual(benchmarkReturn(WEEK, { from: '2026-03-07', to: '2026-03-09' }));
  });
});
