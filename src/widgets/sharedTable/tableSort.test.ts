import { nextSort, sortRows } from './tableSort';

interface Row {
  id: string;
  date: string | null;
}

const rows: Row[] = [
  { id: 'b', date: '2026-12-15' },
  { id: 'a', date: null },
  { id: 'c', date: '2026-12-01' },
  { id: 'd', date: '2026-12-15' },
];
const ids = (sorted: readonly Row[]) => sorted.map((row) => row.id);
const byId = (x: Row, y: Row) => x.id.localeCompare(y.id);

describe('sortRows', () => {
  it('orders by the value in either direction, rows without one last, ties by the tie-break', () => {
    expect(ids(sortRows(rows, (row) => row.date, 'asc', byId))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(sortRows(rows, (row) => row.date, 'desc', byId))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('orders text by its numbers and without regard to case', () => {
    const named = [{ id: 'x10' }, { id: 'X9' }, { id: 'x1' }];
    expect(sortRows(named, (row) => row.id, 'asc', () => 0).map((row) => row.id)).toEqual(['x1', 'X9', 'x10']);
  });
});

describe('nextSort', () => {
  const datesFirst = (field: string) => field === 'date';

  it('flips the active column, and starts a new one the way the table says it reads best', () => {
    expect(nextSort({ field: 'income', sort: 'desc' }, 'income', datesFirst)).toEqual({ field: 'income', sort: 'asc' });
    expect(nextSort({ field: 'income', sort: 'desc' }, 'date', datesFirst)).toEqual({ field: 'date', sort: 'asc' });
    expect(nextSort({ field: 'date', sort: 'asc' }, 'income', datesFirst)).toEqual({ field: 'income', sort: 'desc' });
  });
});
