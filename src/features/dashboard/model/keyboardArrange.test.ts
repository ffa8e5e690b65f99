import { arrangeStep, isArrowKey } from './keyboardArrange';
import type { GridItem } from './placeWidget';

const item = (i: string, x: number, y: number, w: number, h: number, bounds: Partial<GridItem> = {}): GridItem => ({ i, x, y, w, h, ...bounds });
const at = (layout: readonly GridItem[], id: string) => layout.find((candidate) => candidate.i === id);

// Two stacked 2x3 widgets on the left, a 1x3 KPI beside them, on a 6-column grid.
const layout = [item('a', 0, 0, 2, 3), item('b', 0, 3, 2, 3), item('kpi', 2, 0, 1, 3)];

describe('arrangeStep: move', () => {
  it('moves one column right and announces the 1-based cell', () => {
    const step = arrangeStep(layout, 'kpi', 'move', 'ArrowRight', 6);
    expect(at(step.layout, 'kpi')).toEqual(item('kpi', 3, 0, 1, 3));
    expect(step.message).toBe('Moved to column 4, row 1');
  });

  it('pushes a widget it moves onto down, as a drag does', () => {
    const step = arrangeStep(layout, 'a', 'move', 'ArrowRight', 6);
    expect(at(step.layout, 'a')).toEqual(item('a', 1, 0, 2, 3));
    expect(at(step.layout, 'kpi')?.y).toBeGreaterThanOrEqual(3);
  });

  it('swaps with the widget below on Down, since compaction would undo a one-row step', () => {
    const step = arrangeStep(layout, 'a', 'move', 'ArrowDown', 6);
    expect(at(step.layout, 'a')).toEqual(item('a', 0, 3, 2, 3));
    expect(at(step.layout, 'b')).toEqual(item('b', 0, 0, 2, 3));
    expect(step.message).toBe('Moved to column 1, row 4');
  });

  it('swaps with the widget above on Up', () => {
    const step = arrangeStep(layout, 'b', 'move', 'ArrowUp', 6);
    expect(at(step.layout, 'b')).toEqual(item('b', 0, 0, 2, 3));
    expect(at(step.layout, 'a')).toEqual(item('a', 0, 3, 2, 3));
  });

  it('stays put at an edge and says so', () => {
    expect(arrangeStep(layout, 'a', 'move', 'ArrowLeft', 6)).toEqual({ layout, message: 'Already at the left edge' });
    expect(arrangeStep(layout, 'a', 'move', 'ArrowUp', 6).message).toBe('Already at the top');
    expect(arrangeStep([item('wide', 0, 0, 6, 3)], 'wide', 'move', 'ArrowRight', 6).message).toBe('Already at the right edge');
    expect(arrangeStep(layout, 'b', 'move', 'ArrowDown', 6).message).toBe('Already at the bottom');
  });

  it('keeps only the stored fields and the item bounds', () => {
    const bounded = [item('a', 0, 0, 2, 3, { minW: 1, maxW: 4, minH: 2, maxH: 12 })];
    expect(arrangeStep(bounded, 'a', 'move', 'ArrowRight', 6).layout).toEqual([item('a', 1, 0, 2, 3, { minW: 1, maxW: 4, minH: 2, maxH: 12 })]);
  });
});

describe('arrangeStep: resize', () => {
  it('widens and narrows with Right and Left, announcing columns by rows', () => {
    const wider = arrangeStep(layout, 'a', 'resize', 'ArrowRight', 6);
    expect(at(wider.layout, 'a')).toEqual(item('a', 0, 0, 3, 3));
    expect(wider.message).toBe('Resized to 3 by 3');
    // The KPI it now covers moves out of the way.
    expect(at(wider.layout, 'kpi')?.y).toBeGreaterThanOrEqual(3);
    expect(at(arrangeStep(layout, 'a', 'resize', 'ArrowLeft', 6).layout, 'a')).toEqual(item('a', 0, 0, 1, 3));
  });

  it('grows and shrinks the height with Down and Up, pushing the widget below', () => {
    const taller = arrangeStep(layout, 'a', 'resize', 'ArrowDown', 6);
    expect(at(taller.layout, 'a')).toEqual(item('a', 0, 0, 2, 4));
    expect(at(taller.layout, 'b')?.y).toBe(4);
    expect(taller.message).toBe('Resized to 2 by 4');
    expect(at(arrangeStep(layout, 'a', 'resize', 'ArrowUp', 6).layout, 'a')).toEqual(item('a', 0, 0, 2, 2));
  });

  it('respects the widget bounds and the grid edge', () => {
    const bounded = [item('a', 4, 0, 2, 9, { minW: 2, maxW: 4, minH: 9, maxH: 12 })];
    expect(arrangeStep(bounded, 'a', 'resize', 'ArrowLeft', 6).message).toBe('Already at its smallest width');
    expect(arrangeStep(bounded, 'a', 'resize', 'ArrowRight', 6).message).toBe('Already at its largest width');
    expect(arrangeStep(bounded, 'a', 'resize', 'ArrowUp', 6).message).toBe('Already at its smallest height');
    const tallest = [item('a', 0, 0, 2, 12, { maxH: 12 })];
    expect(arrangeStep(tallest, 'a', 'resize', 'ArrowDown', 6).message).toBe('Already at its largest height');
  });
});

it('recognises only the four arrow keys', () => {
  expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'a'].filter(isArrowKey)).toEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
});
