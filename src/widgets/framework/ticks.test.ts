import { formatCountTick, tickCount } from './ticks';

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
