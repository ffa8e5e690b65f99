import { categoryAxisLayout, labelledCategories } from './chartLayout';

describe('categoryAxisLayout', () => {
  it('keeps labels flat when a few categories have room', () => {
    const layout = categoryAxisLayout(5, 600, 300);
    expect(layout.tickRotation).toBe(0);
    expect(layout.labelEvery).toBe(1);
    expect(layout.margin.bottom).toBe(26);
    expect(layout.valueTicks).toBe(5);
  });

  it('turns labels and skips some when categories are crowded', () => {
    const layout = categoryAxisLayout(80, 600, 300);
    expect(layout.tickRotation).toBe(-45);
    // 532 px over 80 bars is 6.65 px a bar: every third label keeps 16 px between labels.
    expect(layout.labelEvery).toBe(3);
    expect(layout.margin.bottom).toBe(46);
  });

  it('slims the value axis and its ticks in a small widget', () => {
    const layout = categoryAxisLayout(4, 280, 150);
    expect(layout.margin.left).toBe(46);
    expect(layout.valueTicks).toBe(3);
  });
});

describe('labelledCategories', () => {
  it('keeps every nth category from the first', () => {
    expect(labelledCategories(['a', 'b', 'c', 'd', 'e'], 2)).toEqual(['a', 'c', 'e']);
    expect(labelledCategories(['a', 'b'], 1)).toEqual(['a', 'b']);
  });
});
