import { sparklinePaths } from './Sparkline';

describe('a sparkline’s path', () => {
  it('spans the box, the highest value at the top and the lowest at the bottom', () => {
    expect(sparklinePaths([10, 12, 11], 60, 20)).toEqual({ line: 'M0.0,20.0L30.0,0.0L60.0,10.0', area: 'M0.0,20.0L30.0,0.0L60.0,10.0L60.0,20L0,20Z' });
  });

  it('draws a flat session through the middle', () => {
    expect(sparklinePaths([5, 5], 10, 20)?.line).toBe('M0.0,10.0L10.0,10.0');
  });

  it('draws nothing from fewer than two prices, and skips values that are no number', () => {
    expect(sparklinePaths([], 60, 20)).toBeNull();
    expect(sparklinePaths([7], 60, 20)).toBeNull();
    expect(sparklinePaths([1, Number.NaN, 3], 10, 10)?.line).toBe('M0.0,10.0L10.0,0.0');
  });
});
