import { portfolioReturns, rebased } from './benchmarkSeries';

describe('portfolioReturns', () => {
  it('chains daily returns net of the money put in', () => {
    // Day 2: 100 grows to 110 (+10 %). Day 3: 50 deposited and bought, worth 165: 165 / (110 + 50) − 1 = +3.125 %.
    const returns = portfolioReturns([
      { date: '2026-01-01', value: 100, netContributions: 100 },
      { date: '2026-01-02', value: 110, netContributions: 100 },
      { date: '2026-01-03', value: 165, netContributions: 150 },
    ]);
    expect(returns.map((point) => point.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(returns[0]!.value).toBe(0);
    expect(returns[1]!.value).toBeCloseTo(0.1, 12);
    expect(returns[2]!.value).toBeCloseTo(1.1 * (165 / 160) - 1, 12);
  });

  it('starts on the first day something is held, and skips a day with nothing at work', () => {
    const returns = portfolioReturns([
      { date: '2026-01-01', value: 0, netContributions: 0 },
      { date: '2026-01-02', value: 200, netContributions: 200 },
      { date: '2026-01-03', value: 0, netContributions: 0 },
      { date: '2026-01-04', value: 0, netContributions: 0 },
      { date: '2026-01-05', value: 220, netContributions: 200 },
    ]);
    expect(returns[0]).toEqual({ date: '2026-01-02', value: 0 });
    // Sold in full for 200 (no gain), nothing held, then 200 put back that grew to 220: +10 %.
    expect(returns[returns.length - 1]!.value).toBeCloseTo(0.1, 12);
  });
});

describe('rebased', () => {
  const benchmark = [
    { date: '2026-01-02', value: 0 },
    { date: '2026-01-05', value: 0.1 },
    { date: '2026-01-06', value: 0.21 },
  ];

  it('starts at the last close on or before the start (a weekend starts at Friday)', () => {
    const line = rebased(benchmark, '2026-01-04')!;
    expect(line[0]).toEqual({ date: '2026-01-04', value: 0 });
    expect(line[1]!.value).toBeCloseTo(0.1, 12);
    expect(line[2]!.value).toBeCloseTo(0.21, 12);
  });

  it('rebases when the portfolio starts later than the benchmark', () => {
    const line = rebased(benchmark, '2026-01-05')!;
    expect(line.map((point) => point.value)).toEqual([0, expect.closeTo(1.21 / 1.1 - 1, 12)]);
  });

  it('starts at the benchmark\u2019s first point when the portfolio is older', () => {
    expect(rebased(benchmark, '2025-12-01')![0]).toEqual({ date: '2025-12-01', value: 0 });
    expect(rebased([], '2026-01-01')).toBeUndefined();
  });
});
