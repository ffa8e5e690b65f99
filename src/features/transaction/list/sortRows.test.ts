import { COLLATE_LIMIT, sortRows, type SortKey } from './sortRows';

interface Item {
  id: string;
  key: SortKey;
}
const items = (...keys: SortKey[]): Item[] => keys.map((key, index) => ({ id: `i${index}`, key }));
const ids = (rows: Item[]) => rows.map((row) => row.id);
const byKey = (row: Item) => row.key;

describe('sortRows', () => {
  it('orders numbers both ways', () => {
    const rows = items(3, -1, 10, 0);
    expect(sortRows(rows, byKey, 'asc').map(byKey)).toEqual([-1, 0, 3, 10]);
    expect(sortRows(rows, byKey, 'desc').map(byKey)).toEqual([10, 3, 0, -1]);
  });

  it('puts missing values last in both directions', () => {
    const rows = items(2, null, 1, undefined, Number.NaN, 3);
    expect(sortRows(rows, byKey, 'asc').map(byKey).slice(0, 3)).toEqual([1, 2, 3]);
    expect(sortRows(rows, byKey, 'desc').map(byKey).slice(0, 3)).toEqual([3, 2, 1]);
    expect(ids(sortRows(rows, byKey, 'desc')).slice(3)).toEqual(['i1', 'i3', 'i4']);
  });

  it('keeps the given order between equal keys, whatever the direction', () => {
    const rows = items(1, 2, 1, 2, 1);
    expect(ids(sortRows(rows, byKey, 'asc'))).toEqual(['i0', 'i2', 'i4', 'i1', 'i3']);
    expect(ids(sortRows(rows, byKey, 'desc'))).toEqual(['i1', 'i3', 'i0', 'i2', 'i4']);
  });

  it('orders text as people read it: any case, accents, numbers by value', () => {
    const rows = items('beta', 'Alpha', 'Émile', 'alpha', 'item 10', 'item 9', 'zulu');
    expect(sortRows(rows, byKey, 'asc').map(byKey)).toEqual(['Alpha', 'alpha', 'beta', 'Émile', 'item 9', 'item 10', 'zulu']);
  });

  it('orders ISO dates by code unit when asked', () => {
    const rows = items('2024-03-01T00:00:00.000', '2023-12-31T00:00:00.000', '2024-03-01T09:30:00.000');
    expect(sortRows(rows, byKey, 'desc', 'ordinal').map(byKey)).toEqual(['2024-03-01T09:30:00.000', '2024-03-01T00:00:00.000', '2023-12-31T00:00:00.000']);
  });

  it('returns a new array and leaves the input alone', () => {
    const rows = items(2, 1);
    const sorted = sortRows(rows, byKey, 'asc');
    expect(sorted).not.toBe(rows);
    expect(ids(rows)).toEqual(['i0', 'i1']);
  });

  it('handles empty and single-row lists', () => {
    expect(sortRows([], byKey, 'asc')).toEqual([]);
    expect(ids(sortRows(items(1), byKey, 'desc'))).toEqual(['i0']);
  });

  it('orders very many distinct texts by their lower-cased code units, still any case', () => {
    const many = Array.from({ length: COLLATE_LIMIT + 1 }, (_, index) => `ref-${String(index).padStart(6, '0')}`);
    const rows = items(...[...many].reverse(), 'REF-000000x', null);
    const sorted = sortRows(rows, byKey, 'asc').map(byKey);
    expect(sorted.slice(0, 3)).toEqual(['ref-000000', 'REF-000000x', 'ref-000001']);
    expect(sorted.at(-2)).toBe(`ref-${String(COLLATE_LIMIT).padStart(6, '0')}`);
    expect(sorted.at(-1)).toBeNull();
  });

  it('gives a copy in the same order when the rows are already sorted', () => {
    const rows = items(5, 4, 4, 1, null);
    const sorted = sortRows(rows, byKey, 'desc');
    expect(sorted).not.toBe(rows);
    expect(ids(sorted)).toEqual(ids(rows));
    expect(ids(sortRows(items(5, null, 4), byKey, 'desc'))).toEqual(['i0', 'i2', 'i1']);
  });
});
