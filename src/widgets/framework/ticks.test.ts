import { formatCountTick, tickCount, distinctDigits, niceTicks } from './ticks';

describe('tickCount', () => {
  it('fits one tick per spacing, within the bounds', () => {
    expect(tickCount(400, 64)).toBe(6);
    expect(tickCount(5000, 64)).toBe(12);
    expect(tickCount(5000, 64, { max: 8 })).toBe(8);
    expect(tickCount(90, 64)).toBe(2);
  });

  it('falls back to the minimum before the chart is measured', () => {
    expect(tickCount(0, 64)).toBe(2);
    expect(tickCount(-74, 64, { min: 3 })).toBe(3);
  });
});

describe('formatCountTick', () => {
  it('labels whole counts only', () => {
    expect([0, 0.5, 1, 1500].map(formatCountTick)).toEqual(['0', '', '1', '1,500']);
  });
});

describe('value axis ticks', () => {
  it('are round steps of 1, 2 or 5 times a power of ten inside the range', () => {
    expect(niceTicks(3640, 3910, 5)).toEqual([3650, 3700, 3750, 3800, 3850, 3900]);
    expect(niceTicks(0, 6_500_000, 8)).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000]);
    expect(niceTicks(0.1, 0.35, 5)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
    expect(niceTicks(5, 5, 4)).toEqual([5]);
  });

  it('get the fewest significant digits at which every label differs', () => {
    const compact = (value: number, digits: number) => new Intl.NumberFormat('en-US', { notation: 'compact', minimumSignificantDigits: digits, maximumSignificantDigits: digits }).format(value);
    const narrow = niceTicks(3640, 3910, 5);
    expect(distinctDigits(narrow, compact)).toBe(3);
    expect(narrow.map((value) => compact(value, 3))).toEqual(['3.65K', '3.70K', '3.75K', '3.80K', '3.85K', '3.90K']);
    expect(distinctDigits([1000, 2000, 3000], compact)).toBe(2);
  });
});
