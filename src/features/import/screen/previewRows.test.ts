import type { ImportPreviewRow, ImportRowFields } from '../pipeline/importPreview';
import { filterRows, groupProblems, problemRowNumbers, rowKind, rowMessages, rowsToImport, summarise } from './previewRows';

const trade = (row: number, patch: Partial<ImportRowFields> = {}): ImportRowFields => ({
  row,
  ticker: 'VTI',
  ISIN: null,
  exchangeShortName: null,
  currency: 'USD',
  date: '2023-04-03',
  type: 'Buy',
  shares: 1,
  shareprice: 200,
  fees: 0,
  taxes: 0,
  reference: `T${row}`,
  ...patch,
});

const ok = (row: number): ImportPreviewRow => ({ row, status: 'ok', messages: [], transaction: trade(row), written: null });
const problem = (row: number): ImportPreviewRow => ({ row, status: 'problem', messages: ['Quantity "x" is not a number.'], transaction: null, written: { quantity: 'x' } });
const already = (row: number): ImportPreviewRow => ({ row, status: 'skipped', messages: [`Already imported (TradeID T${row}).`], transaction: trade(row), written: null });
const cancelled = (row: number): ImportPreviewRow => ({ row, status: 'skipped', messages: ['Cancelled by the broker (with row 9).'], transaction: trade(row), written: null });

const rows = [ok(2), problem(3), already(4), cancelled(5), ok(6)];
const none = new Map<number, string[]>();

describe('rowKind', () => {
  it('tells already imported rows from rows skipped for another reason', () => {
    expect(rows.map((row) => rowKind(row, none))).toEqual(['toImport', 'problem', 'alreadyImported', 'skipped', 'toImport']);
  });

  it('makes a row the server refused a problem, with the server message after the file ones', () => {
    const server = new Map([[2, ['shares must be positive']]]);
    expect(rowKind(ok(2), server)).toBe('problem');
    expect(rowMessages(problem(2), server)).toEqual(['Quantity "x" is not a number.', 'shares must be positive']);
  });
});

describe('summarise', () => {
  it('counts every kind, and problems still included as blocking', () => {
    expect(summarise(rows, new Set(), none)).toEqual({ rows: 5, toImport: 2, problems: 1, blocking: 1, alreadyImported: 1, skipped: 1, excluded: 0 });
  });

  it('takes excluded rows out of what is imported and of what blocks', () => {
    expect(summarise(rows, new Set([3, 6]), none)).toEqual({ rows: 5, toImport: 1, problems: 1, blocking: 0, alreadyImported: 1, skipped: 1, excluded: 2 });
  });

  it('ignores an exclusion of a row that is never imported anyway', () => {
    expect(summarise(rows, new Set([4]), none).excluded).toBe(0);
  });
});

describe('filterRows', () => {
  it('gives the indexes of the rows of each filter', () => {
    const excluded = new Set([3, 6]);
    expect(filterRows(rows, 'all', excluded, none)).toEqual([0, 1, 2, 3, 4]);
    // An excluded problem stays under Problems, so it can be included again from there.
    expect(filterRows(rows, 'problems', excluded, none)).toEqual([1]);
    expect(filterRows(rows, 'alreadyImported', excluded, none)).toEqual([2]);
    expect(filterRows(rows, 'skipped', excluded, none)).toEqual([3]);
    expect(filterRows(rows, 'toImport', excluded, none)).toEqual([0]);
    expect(filterRows(rows, 'excluded', excluded, none)).toEqual([1, 4]);
  });
});

describe('rowsToImport', () => {
  it('sends only readable rows that are not excluded, skipped or refused by the server', () => {
    expect(rowsToImport(rows, new Set(), none).map((row) => row.row)).toEqual([2, 6]);
    expect(rowsToImport(rows, new Set([6]), none).map((row) => row.row)).toEqual([2]);
    expect(rowsToImport(rows, new Set(), new Map([[2, ['refused']]])).map((row) => row.row)).toEqual([6]);
  });
});

describe('problemRowNumbers and groupProblems', () => {
  it('lists the problem rows, the server ones included', () => {
    expect(problemRowNumbers(rows, new Map([[6, ['refused']]]))).toEqual([3, 6]);
  });

  it('groups the server problems by row', () => {
    expect(groupProblems([{ row: 3, message: 'a' }, { row: 5, message: 'b' }, { row: 3, message: 'c' }])).toEqual(new Map([[3, ['a', 'c']], [5, ['b']]]));
  });
});
