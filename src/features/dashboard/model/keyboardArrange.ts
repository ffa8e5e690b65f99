/**
 * Moving and resizing a widget with the arrow keys (WCAG 2.1.1: what a drag does must be possible
 * from the keyboard). Each key press is one grid step, settled with react-grid-layout's own
 * moveElement and vertical compactor, so a keyboard step lands where a drag to the same cell
 * would, and the result is saved through the same path as a drag.
 */
import { cloneLayout, moveElement, verticalCompactor, type Layout } from 'react-grid-layout';
import type { GridItem } from './placeWidget';

export type ArrangeMode = 'move' | 'resize';

export const ARROW_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;
export type ArrowKey = (typeof ARROW_KEYS)[number];

export function isArrowKey(key: string): key is ArrowKey {
  return (ARROW_KEYS as readonly string[]).includes(key);
}

export interface ArrangeResult {
  layout: GridItem[];
  /** What a screen reader announces after the step. */
  message: string;
}

/** Only the stored fields, without react-grid-layout's working flags (moved, static). */
function stored(item: GridItem): GridItem {
  const { i, x, y, w, h, minW, maxW, minH, maxH } = item;
  return { i, x, y, w, h, ...(minW === undefined ? {} : { minW }), ...(maxW === undefined ? {} : { maxW }), ...(minH === undefined ? {} : { minH }), ...(maxH === undefined ? {} : { maxH }) };
}

function settle(layout: Layout, cols: number): GridItem[] {
  return verticalCompactor.compact(layout, cols).map(stored);
}

function moveTo(layout: readonly GridItem[], id: string, x: number, y: number, cols: number): GridItem[] {
  const copy = cloneLayout(layout);
  const item = copy.find((candidate) => candidate.i === id);
  if (!item) return [...layout];
  return settle(moveElement(copy, item, x, y, true, false, 'vertical', cols), cols);
}

const EDGE: Record<ArrangeMode, Record<ArrowKey, string>> = {
  move: { ArrowUp: 'Already at the top', ArrowDown: 'Already at the bottom', ArrowLeft: 'Already at the left edge', ArrowRight: 'Already at the right edge' },
  resize: { ArrowUp: 'Already at its smallest height', ArrowDown: 'Already at its largest height', ArrowLeft: 'Already at its smallest width', ArrowRight: 'Already at its largest width' },
};

export function positionMessage(item: GridItem): string {
  return `Moved to column ${item.x + 1}, row ${item.y + 1}`;
}

export function sizeMessage(item: GridItem): string {
  return `Resized to ${item.w} by ${item.h}`;
}

/**
 * Moves the item one step. Vertical compaction keeps every widget as high as it can go, so a
 * one-row step down (or up) into a neighbour changes nothing once settled; the step grows until
 * the widget really changes place, which swaps it with that neighbour as a drag would.
 */
function move(layout: readonly GridItem[], item: GridItem, key: ArrowKey, cols: number): GridItem[] | null {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const x = Math.min(Math.max(0, item.x + (key === 'ArrowLeft' ? -1 : 1)), Math.max(0, cols - item.w));
    return x === item.x ? null : moveTo(layout, item.i, x, item.y, cols);
  }
  const direction = key === 'ArrowUp' ? -1 : 1;
  const bottom = layout.reduce((max, other) => Math.max(max, other.y + other.h), 0);
  for (let y = item.y + direction; y >= 0 && y <= bottom; y += direction) {
    const next = moveTo(layout, item.i, item.x, y, cols);
    const moved = next.find((candidate) => candidate.i === item.i);
    if (moved && (moved.y !== item.y || moved.x !== item.x)) return next;
  }
  return null;
}

function resize(layout: readonly GridItem[], item: GridItem, key: ArrowKey, cols: number): GridItem[] | null {
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  const delta = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
  const w = horizontal ? Math.min(Math.max(item.w + delta, item.minW ?? 1), item.maxW ?? cols, cols - item.x) : item.w;
  const h = horizontal ? item.h : Math.min(Math.max(item.h + delta, item.minH ?? 1), item.maxH ?? Infinity);
  if (w === item.w && h === item.h) return null;
  const copy = cloneLayout(layout).map((candidate) => (candidate.i === item.i ? { ...candidate, w, h } : candidate));
  return settle(copy, cols);
}

/**
 * One arrow-key step of `mode` for item `id` in the layout of a `cols`-column grid: the new
 * layout (unchanged at an edge or a size limit) and the sentence to announce.
 */
export function arrangeStep(layout: readonly GridItem[], id: string, mode: ArrangeMode, key: ArrowKey, cols: number): ArrangeResult {
  const item = layout.find((candidate) => candidate.i === id);
  if (!item) return { layout: [...layout], message: 'This widget is no longer on the dashboard' };
  const next = mode === 'move' ? move(layout, item, key, cols) : resize(layout, item, key, cols);
  const after = next?.find((candidate) => candidate.i === id);
  if (!next || !after) return { layout: [...layout], message: EDGE[mode][key] };
  return { layout: next, message: mode === 'move' ? positionMessage(after) : sizeMessage(after) };
}
