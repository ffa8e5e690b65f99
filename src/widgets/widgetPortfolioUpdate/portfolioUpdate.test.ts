import { portfolioUpdate, sparklinePoints, type SeriesPoint } from './portfolioUpdate';

const point = (date: string, value: number, netContributions: number): SeriesPoint => ({ date, value, netContributions });

describe('portfolioUpdate', () => {
  it('separates what the market did from money put in', () => {
    const update = portfolioUpdate([point('2026-10-24', 10000, 9000), point('2026-10-25', 10500, 9500), point('2026-11-24', 11200.1, 9500)]);
    expect(update).toEqual({
      from: '2026-10-24',
      to: '2026-11-24',
      startValue: 10000,
      endValue: 11200.1,
      valueChange: 1200.1,
      percentChange: expect.closeTo(0.12001, 10),
      contributionsChange: 500,
      marketChange: 700.1,
    });
  });

  it('counts money taken out as part of a fall in value, not of the market', () => {
    // 2,000 sold and taken out, the rest gained 150.
    const update = portfolioUpdate([point('2026-10-24', 8000, 7000), point('2026-11-24', 6150, 5000)]);
    expect(update?.valueChange).toBe(-1850);
    expect(update?.percentChange).toBeCloseTo(-0.23125, 10);
    expect(update?.contributionsChange).toBe(-2000);
    expect(update?.marketChange).toBe(150);
  });

  it('has no percentage when nothing was held at the start', () => {
    const update = portfolioUpdate([point('2026-10-24', 0, 0), point('2026-11-24', 5200, 5000)]);
    expect(update?.percentChange).toBeNull();
    expect(update?.valueChange).toBe(5200);
    expect(update?.marketChange).toBe(200);
  });

  it('has nothing to report without closes or holdings', () => {
    expect(portfolioUpdate([])).toBeNull();
    expect(portfolioUpdate([point('2026-10-24', 0, 3000), point('2026-11-24', 0, 3000)])).toBeNull();
  });

  it('keeps cents exact where floats would not', () => {
    expect(portfolioUpdate([point('2026-10-24', 14000.1, 0), point('2026-11-24', 15234.5, 0)])?.valueChange).toBe(1234.4);
  });
});

describe('sparklinePoints', () => {
  const series = Array.from({ length: 1000 }, (_, i) => point(`day-${i}`, i, 0));

  it('thins a long series evenly, keeping the first and last close', () => {
    const thinned = sparklinePoints(series, 100);
    expect(thinned).toHaveLength(100);
    expect(thinned[0]?.date).toBe('day-0');
    expect(thinned.at(-1)?.date).toBe('day-999');
    expect(new Set(thinned.map((p) => p.date)).size).toBe(100);
  });

  it('keeps a short series whole', () => {
    expect(sparklinePoints(series.slice(0, 31), 100)).toHaveLength(31);
  });
});
