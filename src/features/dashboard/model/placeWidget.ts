/**
 * Where a new widget goes (as Grafana's findSpaceForNewPanel): the first free spot scanning rows
 * top to bottom and columns left to right, so a dashboard fills its gaps before growing.
 */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxW?: number;
  maxH?: number;
}

function overlaps(a: { x: number; y: number; w: number; h: number }, b: GridItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The position of a w x h item in `layout` on a grid of `cols` columns (w is clamped to cols). */
export function findSpace(layout: readonly GridItem[], size: { w: number; h: number }, cols: number): { x: number; y: number; w: number; h: number } {
  const w = Math.max(1, Math.min(size.w, cols));
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  for (let y = 0; y <= bottom; y += 1) {
    for (let x = 0; x + w <= cols; x += 1) {
      const candidate = { x, y, w, h: size.h };
      if (!layout.some((item) => overlaps(candidate, item))) return candidate;
    }
  }
  return { x: 0, y: bottom, w, h: size.h };
}
