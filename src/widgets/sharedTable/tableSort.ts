/**
 * How the table widgets sort: one column and its direction (an entry of the saved
 * columnSortModel), the order a header click gives, and the ordering of rows with unknown figures
 * last. Pure and free of React, so the rows' modules are tested without rendering.
 */
import type { ColumnSort } from '../framework/configFields';

export type SortDirection = ColumnSort['sort'];

/** The column a table is sorted by, and its direction. */
export type SortModel<F extends string = string> = ColumnSort<F>;

/** What a column orders by: text, a number, or null when the row has no such figure. */
export type SortValue = number | string | null;

/**
 * A header click: the same column flips its direction; a new one starts where it reads best
 * (names A to Z and dates soonest first when `startsAscending` says so, figures largest first).
 */
export function nextSort<F extends string>(current: SortModel<F>, field: F, startsAscending: (field: F) => boolean): SortModel<F> {
  if (current.field === field) return { field, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { field, sort: startsAscending(field) ? 'asc' : 'desc' };
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
  return a - b;
}

/**
 * A copy of the rows in the direction's order of `valueOf`; rows without the figure always come
 * last, and `tieBreak` orders equal ones (by ticker, say) so the order never depends on the input's.
 */
export function sortRows<R>(rows: readonly R[], valueOf: (row: R) => SortValue, sort: SortDirection, tieBreak: (a: R, b: R) => number): R[] {
  const sign = sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = compareValues(x, y) * sign;
      if (order !== 0) return order;
    }
    return tieBreak(a, b);
  });
}
