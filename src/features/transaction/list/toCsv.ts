/**
 * A CSV writer for files people open in spreadsheets: RFC 4180 fields and records (CRLF, quotes
 * doubled, a field quoted when it holds a comma, quote or line break), a UTF-8 byte order mark so
 * Excel reads accents right, and OWASP's CSV-injection defence: a text cell a spreadsheet would
 * read as a formula (starting with =, +, -, @, tab or carriage return) gets a leading single
 * quote. Numbers are written as plain decimals (never 1e-7), so a negative amount stays a number
 * and is not touched.
 */
import { plainDecimal } from '../../../lib/plainDecimal';

export type CsvValue = string | number | null | undefined;

/** Written first so spreadsheets take the file as UTF-8 instead of the system code page. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet would evaluate, made inert; other text unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: empty for missing values and non-finite numbers, quoted only when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? plainDecimal(value) : '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records joined by CRLF, each ending with one (RFC 4180 allows the last line break). */
export function toCsv(rows: Iterable<readonly CsvValue[]>): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

/** The file's whole text: the byte order mark, then the records. */
export function toCsvFile(rows: Iterable<readonly CsvValue[]>): string {
  return UTF8_BOM + toCsv(rows);
}
