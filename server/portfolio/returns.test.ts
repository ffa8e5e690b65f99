import { timeWeightedReturn, timeWeightedReturnOf, xirr } from './returns';

describe('timeWeightedReturn', () => {
  it('chains daily growth without flows: 100 -> 110 -> 121 is +21 %', () => {
    const twr = timeWeightedReturn([
      { date: '2024-01-01', value: 100, flow: 0 },
      { date: '2024-01-02', value: 110, flow: 0 },
      { date: '2024-01-03', value: 121, flow: 0 },
    ]);
    expect(twr.period).toBeCloseTo(0.21, 10);
  });

  it('removes the effect of a contribution at the start of a day', () => {
    // Day 2: 100 held + 100 added = 200 at work, closes at 220 -> +10 %; day 3: 220 -> 242 -> +10 %.
    // The money-weighted view would differ; the time-weighted one is 1.1 × 1.1 − 1 = 21 %.
    const twr = timeWeightedReturn([
      { date: '2024-01-01', value: 100, flow: 0 },
      { date: '2024-01-02', value: 220, flow: 100 },
      { date: '2024-01-03', value: 242, flow: 0 },
    ]);
    expect(twr.period).toBeCloseTo(0.21, 10);
  });

  it('counts a withdrawal as a negative flow', () => {
    // Day 2: 200 − 50 taken out = 150 at work, closes at 165 -> +10 %.
    const twr = timeWeightedReturn([
      { date: '2024-01-01', value: 200, flow: 0 },
      { date: '2024-01-02', value: 165, flow: -50 },
    ]);
    expect(twr.period).toBeCloseTo(0.1, 10);
  });

  it('skips days with no capital at work instead of dividing by zero', () => {
    const twr = timeWeightedReturn([
      { date: '2024-01-01', value: 0, flow: 0 },
      { date: '2024-01-02', value: 0, flow: 0 },
      { date: '2024-01-03', value: 105, flow: 100 },
    ]);
    expect(twr.period).toBeCloseTo(0.05, 10);
  });

  it('annualises by calendar days: +10 % over exactly 365 days is 10 % a year; +21 % over 731 days is 1.21^(365/731) − 1', () => {
    expect(timeWeightedReturn([{ date: '2023-01-01', value: 100, flow: 0 }, { date: '2024-01-01', value: 110, flow: 0 }]).annualised).toBeCloseTo(0.1, 10);
    // 2023-01-01 -> 2025-01-01 is 731 days (2024 is a leap year): 1.21^(365/731) − 1.
    const two = timeWeightedReturn([{ date: '2023-01-01', value: 100, flow: 0 }, { date: '2025-01-01', value: 121, flow: 0 }]);
    expect(two.annualised).toBeCloseTo(Math.pow(1.21, 365 / 731) - 1, 10);
    expect(timeWeightedReturn([{ date: '2024-01-01', value: 100, flow: 0 }]).annualised).toBeNull();
  });
});

describe('xirr', () => {
  it("matches the spreadsheet documentation's published example (0.373362535)", () => {
    const rate = xirr([
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ]);
    expect(rate).not.toBeNull();
    expect(Math.abs(rate! - 0.373362535)).toBeLessThan(1e-6);
  });

  it('is the plain yearly rate for one investment held 365 days: 1000 -> 1100 is 10 %', () => {
    const rate = xirr([
      { date: '2023-01-01', amount: -1000 },
      { date: '2024-01-01', amount: 1100 },
    ]);
    expect(Math.abs(rate! - 0.1)).toBeLessThan(1e-9);
  });

  it('finds a loss: 1000 -> 500 over 365 days is −50 %', () => {
    const rate = xirr([
      { date: '2023-01-01', amount: -1000 },
      { date: '2024-01-01', amount: 500 },
    ]);
    expect(Math.abs(rate! + 0.5)).toBeLessThan(1e-9);
  });

  it('has no rate when the flows never change sign', () => {
    expect(xirr([{ date: '2023-01-01', amount: -1000 }, { date: '2024-01-01', amount: -100 }])).toBeNull();
    expect(xirr([{ date: '2023-01-01', amount: 1000 }])).toBeNull();
  });
});

describe('timeWeightedReturnOf', () => {
  it('gives what timeWeightedReturn gives for the same days, values and flows', () => {
    // Days 0, 1, 2 are 1970-01-01..03: (220 / (100 + 100)) × (242 / 220) − 1 = 1.1 × 1.1 − 1 = 21 %.
    const points = [
      { date: '1970-01-01', value: 100, flow: 0 },
      { date: '1970-01-02', value: 220, flow: 100 },
      { date: '1970-01-03', value: 242, flow: 0 },
    ];
    const arrays = timeWeightedReturnOf(Int32Array.of(0, 1, 2), Float64Array.of(100, 220, 242), Float64Array.of(0, 100, 0), new Float64Array(3));
    expect(arrays).toEqual({ ...timeWeightedReturn(points), daysAtWork: 2 });
    expect(arrays.period).toBeCloseTo(0.21, 10);
  });

  it('counts only the days with capital at work', () => {
    // Day 1: 0 + 0 is nothing at work, skipped; day 2: 105 / (0 + 100) -> +5 %.
    const r = timeWeightedReturnOf(Int32Array.of(0, 1, 2), Float64Array.of(0, 0, 105), Float64Array.of(0, 0, 100), new Float64Array(3));
    expect(r.daysAtWork).toBe(1);
    expect(r.period).toBeCloseTo(0.05, 10);
    expect(timeWeightedReturnOf(Int32Array.of(0, 1), Float64Array.of(0, 0), Float64Array.of(0, 0), new Float64Array(2)).daysAtWork).toBe(0);
  });

  it('rejects arrays of different lengths', () => {
    expect(() => timeWeightedReturnOf(Int32Array.of(0, 1), Float64Array.of(1), Float64Array.of(0, 0), new Float64Array(2))).toThrow(RangeError);
  });

  it('counts money taken out at the end of its day: a holding sold out below the previous close shows its fall, not −100 %', () => {
    // 10 shares closed at 105 (1050), then all sold at 102: out 1020, worth 0 at the close.
    // (0 + 1020) / (1050 + 0) − 1 = −2.857 %; at the day's start it would be 0 / (1050 − 1020) − 1 = −100 %.
    const r = timeWeightedReturnOf(Int32Array.of(0, 1), Float64Array.of(1050, 0), Float64Array.of(0, -1020), Float64Array.of(0, 1020));
    expect(r.period).toBeCloseTo(1020 / 1050 - 1, 12);
    // A buy and a sell on one day: 500 in at the start, 300 out at the end, worth 1260 from 1000.
    // (1260 + 300) / (1000 + 500) − 1 = 4 %.
    const both = timeWeightedReturn([
      { date: '2024-01-01', value: 1000, flow: 0 },
      { date: '2024-01-02', value: 1260, flow: 200, outflow: 300 },
    ]);
    expect(both.period).toBeCloseTo(0.04, 12);
  });

  it('leaves timeWeightedReturn answering just period and annualised', () => {
    expect(Object.keys(timeWeightedReturn([{ date: '2024-01-01', value: 100, flow: 0 }])).sort()).toEqual(['annualised', 'period']);
  });
});
