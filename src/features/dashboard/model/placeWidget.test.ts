import { findSpace, type GridItem } from './placeWidget';

const item = (i: string, x: number, y: number, w: number, h: number): GridItem => ({ i, x, y, w, h });

describe('findSpace', () => {
  it('puts the first widget top left', () => {
    expect(findSpace([], { w: 2, h: 9 }, 6)).toEqual({ x: 0, y: 0, w: 2, h: 9 });
  });

  it('fills the first gap wide enough on the top row', () => {
    const layout = [item('a', 0, 0, 1, 3), item('b', 2, 0, 1, 3)];
    expect(findSpace(layout, { w: 1, h: 3 }, 6)).toEqual({ x: 1, y: 0, w: 1, h: 3 });
    expect(findSpace(layout, { w: 2, h: 3 }, 6)).toEqual({ x: 3, y: 0, w: 2, h: 3 });
  });

  it('goes below when no row has room, without overlapping a tall item', () => {
    const layout = [item('chart', 0, 0, 4, 9), item('kpi', 4, 0, 2, 3)];
    expect(findSpace(layout, { w: 2, h: 3 }, 6)).toEqual({ x: 4, y: 3, w: 2, h: 3 });
    expect(findSpace(layout, { w: 3, h: 9 }, 6)).toEqual({ x: 0, y: 9, w: 3, h: 9 });
  });

  it('narrows an item wider than the grid', () => {
    expect(findSpace([item('a', 0, 0, 1, 3)], { w: 4, h: 9 }, 1)).toEqual({ x: 0, y: 3, w: 1, h: 9 });
  });
});
