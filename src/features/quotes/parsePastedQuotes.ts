/**
 * Rows pasted from a spreadsheet into the Prices or Rates screen: one date and one value a line,
 * separated by a tab (what a spreadsheet copies), a semicolon or a comma. Each row is checked
 * with the server's rules (common/quoteRules.ts), so the preview flags what the server would
 * refuse and the save sends only a paste without a bad row.
 */
import { quoteDateProblem, quoteValueProblem } from '../../../common/quoteRules';

export interface PastedRow {
  /** The line's number in the paste, from 1. */
  line: number;
  date: string;
  /** The value read, or null when the text is not a number. */
  value: number | null;
  /** What is wrong with the row, in the words the form shows; null when it can be saved. */
  problem: string | null;
}

export interface PastedQuotes {
  rows: PastedRow[];
  /** A first line of column names (no date, no number) left out. */
  skippedHeader: boolean;
  /** Rows that can be saved, when no row has a problem; empty otherwise (the save is all or nothing). */
  valid: { date: string; value: number }[];
}

/** The separator of a line: a tab wins (a spreadsheet's copy), then a semicolon, then a comma. */
function splitLine(line: string): { cells: string[]; separator: string } {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  return { cells: line.split(separator).map((cell) => cell.trim()), separator };
}

/**
 * A number as spreadsheets write it: "1234.5", "1,234.5", "1.234,5" or "1234,5" (a decimal comma
 * when the columns are not comma-separated). With both marks the last one is the decimal point.
 * A sign is read, so that a negative price is refused for being negative, not for being text.
 */
export function readQuoteNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  const decimalMark = lastComma > lastDot ? ',' : '.';
  const thousands = decimalMark === ',' ? '.' : ',';
  const plain = compact.split(thousands).join('').replace(decimalMark, '.');
  // A second decimal mark ("1.2.3") is not a number.
  if (!/^[+-]?\d*\.?\d+$|^[+-]?\d+\.?$/.test(plain)) return null;
  return Number(plain);
}

function readRow(line: number, cells: string[], valueLabel: string): PastedRow {
  const [date = '', valueText = '', ...rest] = cells;
  const value = valueText ? readQuoteNumber(valueText) : null;
  const dateProblem = quoteDateProblem(date);
  let problem: string | null = null;
  if (dateProblem) problem = `The date ${dateProblem}`;
  else if (!valueText) problem = `No ${valueLabel}: write the date, then the ${valueLabel}.`;
  else if (value === null) problem = `The ${valueLabel} "${valueText}" is not a number.`;
  else if (quoteValueProblem(value)) problem = `The ${valueLabel} must be greater than 0 and less than 1e15.`;
  else if (rest.some((cell) => cell !== '')) problem = 'More than two columns: paste the date and the value only.';
  return { line, date: date.trim(), value, problem };
}

export function parsePastedQuotes(text: string, valueLabel: string): PastedQuotes {
  const rows: PastedRow[] = [];
  let skippedHeader = false;
  const seen = new Map<string, number>();
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const { cells } = splitLine(raw);
    // Column names ("Date<tab>Close") come first in most copies: neither a date nor a number.
    if (rows.length === 0 && !skippedHeader && !/\d/.test(cells[0] ?? '') && readQuoteNumber(cells[1] ?? '') === null) {
      skippedHeader = true;
      return;
    }
    const row = readRow(index + 1, cells, valueLabel);
    const first = seen.get(row.date);
    if (!row.problem && first !== undefined) row.problem = `${row.date} is also on line ${first}.`;
    if (!seen.has(row.date)) seen.set(row.date, row.line);
    rows.push(row);
  });
  const ok = rows.length > 0 && rows.every((row) => row.problem === null);
  return { rows, skippedHeader, valid: ok ? rows.map((row) => ({ date: row.date, value: row.value! })) : [] };
}
