/** The transaction list as a CSV file: the rows shown, in their order, with the columns shown. */
import { format } from 'date-fns';
import type { ColumnContext, ColumnDef, TransactionRow } from './transactionColumns';
import { toCsvFile, type CsvValue } from './toCsv';

export function transactionsCsv(rows: readonly TransactionRow[], columns: readonly ColumnDef[], context: ColumnContext): string {
  const fields = columns.flatMap((column) => column.csv);
  const header = fields.map((field) => (typeof field.header === 'string' ? field.header : field.header(context)));
  function* records(): Generator<CsvValue[]> {
    yield header;
    for (const row of rows) yield fields.map((field) => field.value(row));
  }
  return toCsvFile(records());
}

/** transactions-2026-11-21.csv, in the user's local day. */
export function transactionsCsvFileName(now: Date = new Date()): string {
  return `transactions-${format(now, 'yyyy-MM-dd')}.csv`;
}

/** Hands `text` to the browser as a download of the given type (CSV unless said). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
