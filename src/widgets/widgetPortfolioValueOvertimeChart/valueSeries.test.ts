import { dateTicks, isEmptySeries, thin, toCents, valueDomain } from './valueSeries';

describe('thin', () => {
  it('keeps every point when they fit', () => {
    expect(thin([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('keeps evenly spaced points, the first and always the last', () => {
    const days = Array.from({ length: 1000 }, (_, i) => i);
    const kept = thin(days, 100);
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.length).toBeGreaterThan(80);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(999);
    expect(kept[2]! - kept[1]!).toBe(kept[1]! - kept[0]!);
  });
});

describe('valueDomain', () => {
  it('leaves a tenth of the range above and below', () => {
    expect(valueDomain([1000, 1500, 1200])).toEqual({ min: 950, max: 1550 });
  });

  it('never goes below zero for positive values', () => {
    expect(valueDomain([10, 1000]).min).toBe(0);
  });

  it('gives a flat line some room', () => {
    expect(valueDomain([200, 200])).toEqual({ min: 190, max: 210 });
  });
});

describe('dateTicks', () => {
  it('labels a month by days, weekly when six labels fit', () => {
    const ticks = dateTicks(new Date(2026, 7, 26), new Date(2026, 8, 24), 6);
    expect(ticks.values).toBe('every 1 week');
    expect(ticks.format(new Date(2026, 8, 6))).toBe('6 Sep');
  });

  it('steps up to months and years as the span grows or the width shrinks', () => {
    expect(dateTicks(new Date(2026, 0, 1), new Date(2026, 11, 31), 6).values).toBe('every 3 months');
    expect(dateTicks(new Date(2026, 0, 1), new Date(2026, 11, 31), 12).values).toBe('every 1 month');
    expect(dateTicks(new Date(2026, 0, 1), new Date(2026, 11, 31), 12).format(new Date(2026, 4, 1))).toBe('May 26');
    const twentyYears = dateTicks(new Date(2006, 0, 1), new Date(2026, 0, 1), 5);
    expect(twentyYears.values).toBe('every 5 years');
    expect(twentyYears.format(new Date(2016, 0, 1))).toBe('2016');
  });

  it('labels a single day without failing', () => {
    expect(dateTicks(new Date(2026, 0, 1), new Date(2026, 0, 1), 6).values).toBe('every 1 day');
  });
});

describe('isEmptySeries and toCents', () => {
  it('calls a series empty when it is worth nothing on every day', () => {
    expect(isEmptySeries([])).toBe(true);
    expect(isEmptySeries([{ date: '2026-01-01', value: 0, cost: 10, netContributions: 10 }])).toBe(true);
    expect(isEmptySeries([{ date: '2026-01-01', value: 0.5, cost: 10, netContributions: 10 }])).toBe(false);
  });

  it('rounds float sums to the cent', () => {
    expect(toCents(14345.572000001)).toBe(14345.57);
  });
});
