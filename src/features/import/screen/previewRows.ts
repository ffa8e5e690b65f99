/**
 * The preview as the import screen shows it: each row's standing once the user's exclusions and
 * the server's findings (problems it reported while staging) are taken into account, the counts,
 * the filter chips, and the rows that are sent. Pure, and linear in the rows: 100,000 rows take a
 * few milliseconds per pass, so nothing here needs to be incremental.
 */
import type { ImportPreviewRow, ImportRowFields } from '../pipeline/importPreview';

/** What a row is on screen. Excluded is not among them: it applies to toImport and problem rows. */
export type RowKind = 'toImport' | 'problem' | 'alreadyImported' | 'skipped';

/** Problems the server reported for staged rows, by file row. */
export type ServerProblems = ReadonlyMap<number, readonly string[]>;

/** The rows the user left out, by file row. */
export type ExcludedRows = ReadonlySet<number>;

/*
 * The pipeline marks rows the ledger already holds as skipped with a message of their own
 * (buildPreview.ts): "Already imported (TradeID …)." or "Already imported: same date, …". The
 * other skipped rows are left out for a reason in the file (a cancelled trade, a conversion).
 */
const ALREADY_IMPORTED_PREFIX = 'Already imported';

export function rowKind(row: ImportPreviewRow, serverProblems: ServerProblems): RowKind {
  if (serverProblems.has(row.row)) return 'problem';
  if (row.status === 'problem') return 'problem';
  if (row.status === 'skipped') return row.messages.some((message) => message.startsWith(ALREADY_IMPORTED_PREFIX)) ? 'alreadyImported' : 'skipped';
  return 'toImport';
}

/** The messages to show: the file's, then the server's. */
export function rowMessages(row: ImportPreviewRow, serverProblems: ServerProblems): readonly string[] {
  const fromServer = serverProblems.get(row.row);
  return fromServer ? [...row.messages, ...fromServer] : row.messages;
}

/** Only rows that would be written or that block the import can be excluded. */
export const canExclude = (kind: RowKind): boolean => kind === 'toImport' || kind === 'problem';

export interface PreviewSummary {
  rows: number;
  /** Rows that will be written (readable, not excluded, not already imported). */
  toImport: number;
  /** Rows with problems, excluded or not. */
  problems: number;
  /** Rows with problems that are still included: the import waits until there are none. */
  blocking: number;
  alreadyImported: number;
  /** Rows left out on purpose other than those already imported (cancelled pairs, conversions…). */
  skipped: number;
  excluded: number;
}

export function summarise(rows: readonly ImportPreviewRow[], excluded: ExcludedRows, serverProblems: ServerProblems): PreviewSummary {
  const summary: PreviewSummary = { rows: rows.length, toImport: 0, problems: 0, blocking: 0, alreadyImported: 0, skipped: 0, excluded: 0 };
  for (const row of rows) {
    const kind = rowKind(row, serverProblems);
    const out = canExclude(kind) && excluded.has(row.row);
    if (out) summary.excluded += 1;
    if (kind === 'problem') {
      summary.problems += 1;
      if (!out) summary.blocking += 1;
    } else if (kind === 'toImport') {
      if (!out) summary.toImport += 1;
    } else {
      summary[kind] += 1;
    }
  }
  return summary;
}

export const ROW_FILTERS = ['all', 'problems', 'alreadyImported', 'skipped', 'toImport', 'excluded'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

export const FILTER_LABELS: Readonly<Record<RowFilter, string>> = {
  all: 'All',
  problems: 'Problems',
  alreadyImported: 'Already imported',
  skipped: 'Skipped',
  toImport: 'To import',
  excluded: 'Excluded',
};

export function filterCount(filter: RowFilter, summary: PreviewSummary): number {
  switch (filter) {
    case 'all':
      return summary.rows;
    case 'problems':
      return summary.problems;
    default:
      return summary[filter];
  }
}

function matches(filter: RowFilter, kind: RowKind, out: boolean): boolean {
  switch (filter) {
    case 'all':
      return true;
    // Excluded problem rows stay under Problems, so they can be included again from there.
    case 'problems':
      return kind === 'problem';
    case 'toImport':
      return kind === 'toImport' && !out;
    case 'excluded':
      return out;
    default:
      return kind === filter;
  }
}

/** The indexes (into `rows`) of the rows a filter shows, in file order. */
export function filterRows(rows: readonly ImportPreviewRow[], filter: RowFilter, excluded: ExcludedRows, serverProblems: ServerProblems): number[] {
  if (filter === 'all') return rows.map((_, index) => index);
  const shown: number[] = [];
  rows.forEach((row, index) => {
    const kind = rowKind(row, serverProblems);
    if (matches(filter, kind, canExclude(kind) && excluded.has(row.row))) shown.push(index);
  });
  return shown;
}

/** The file rows of every row with problems: what "Exclude all rows with problems" leaves out. */
export function problemRowNumbers(rows: readonly ImportPreviewRow[], serverProblems: ServerProblems): number[] {
  return rows.filter((row) => rowKind(row, serverProblems) === 'problem').map((row) => row.row);
}

/**
 * The rows to send: readable, not excluded, not already imported. Excluded rows are never
 * staged, so the commit needs no list of rows to leave out.
 */
export function rowsToImport(rows: readonly ImportPreviewRow[], excluded: ExcludedRows, serverProblems: ServerProblems): ImportRowFields[] {
  const chosen: ImportRowFields[] = [];
  for (const row of rows) {
    if (row.transaction && rowKind(row, serverProblems) === 'toImport' && !excluded.has(row.row)) chosen.push(row.transaction);
  }
  return chosen;
}

/** The server's problems grouped by row, to merge into the preview. */
export function groupProblems(problems: readonly { row: number; message: string }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const { row, message } of problems) {
    const list = grouped.get(row);
    if (list) list.push(message);
    else grouped.set(row, [message]);
  }
  return grouped;
}
