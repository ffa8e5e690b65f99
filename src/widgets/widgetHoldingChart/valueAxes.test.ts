import { valueAxes } from './valueAxes';

describe('valueAxes', () => {
  it('shares one round axis from zero when there is no second one', () => {
    const axes = valueAxes([9220, 6014.5, 2500], null);
    expect(axes.right).toBeNull();
    expect(axes.left).toEqual({ min: 0, max: 10000, ticks: [0, 2000, 4000, 6000, 8000, 10000] });
    expect(axes.toLeft(1234)).toBe(1234);
  });

  it('maps the right axis onto the left one, end to end, and back', () => {
    const axes = valueAxes([9220, 6014.5], [0.0069, 0.0118]);
    expect(axes.right).toMatchObject({ min: 0, max: 0.012 });
    expect(axes.toLeft(0)).toBe(0);
    expect(axes.toLeft(0.012)).toBeCloseTo(10000);
    expect(axes.fromLeft(axes.toLeft(0.004))).toBe(0.004);
  });

  it('puts both zeros at the same height when one figure goes below zero', () => {
    // A loss of 80 on the left; yields only above zero on the right.
    const axes = valueAxes([200, -80], [0.01, 0.02]);
    const zeroShare = (min: number, max: number) => -min / (max - min);
    expect(zeroShare(axes.left.min, axes.left.max)).toBeCloseTo(zeroShare(axes.right!.min, axes.right!.max));
    expect(axes.right!.min).toBeLessThan(0);
    expect(axes.toLeft(0)).toBeCloseTo(0);
  });

  it('puts zero in the middle when one figure is all below zero and the other all above', () => {
    const axes = valueAxes([-500], [0.03]);
    expect([axes.left.min, axes.left.max]).toEqual([-500, 500]);
    expect([axes.right!.min, axes.right!.max]).toEqual([-0.03, 0.03]);
  });
});
