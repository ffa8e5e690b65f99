/**
 * Reading single cells of a mapped file: numbers as people and spreadsheets write them, and text
 * that looks like a spreadsheet formula. Nothing here evaluates anything: a formula is text that
 * is refused where a symbol or code is expected, so it never reaches the ledger (and so never a
 * later CSV export, where a spreadsheet program would run it).
 */
import type { SheetCell } from '../lib/xlsx';
import type { DecimalSeparator } from './importPreview';

/** Characters that make a spreadsheet program treat a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether text (not a number) would be run as a formula if pasted into a spreadsheet. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The cell as text: numbers in their shortest spelling, text trimmed. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

/** A cell shown in a message, shortened so that a stray paragraph does not flood the preview. */
export function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

// Signs and symbols around amounts: currency signs, spaces (also no-break and narrow no-break).
const SYMBOLS = /[$€£¥₣₹₩₽¤\s\u00a0\u202f]/g;
const DOT_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?$|^\.\d+$/;
const COMMA_NUMBER = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$|^,\d+$/;
const PLAIN: Readonly<Record<DecimalSeparator, RegExp>> = { '.': /^-?\d+(?:\.\d+)?$/, ',': /^-?\d+(?:,\d+)?$/ };
// Swiss thousands: 1'234.50 (also with a typographic apostrophe).
const APOSTROPHE_GROUPS = /^\d{1,3}(?:['’]\d{3})+(?:[.,]\d+)?$/;

/**
 * A number as written in a cell, or null. Accepts a sign (also accounting parentheses),
 * currency signs, thousands separators in groups of three and the given decimal separator;
 * spreadsheet numbers pass through.
 */
export function parseAmount(cell: SheetCell | undefined, decimal: DecimalSeparator): number | null {
  if (cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  // Most cells are plain numbers: read those without the general rules below.
  if (PLAIN[decimal].test(cell)) return Number(decimal === ',' ? cell.replace(',', '.') : cell);
  let text = cell.replace(SYMBOLS, '');
  if (text === '') return null;
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = negative !== text.startsWith('-');
    text = text.slice(1);
  }
  let plain: string;
  if (APOSTROPHE_GROUPS.test(text)) plain = text.replace(/['’]/g, '').replace(',', '.');
  else if (decimal === '.' && DOT_NUMBER.test(text)) plain = text.replace(/,/g, '');
  else if (decimal === ',' && COMMA_NUMBER.test(text)) plain = text.replace(/\./g, '').replace(',', '.');
  else return null;
  const value = Number(plain.startsWith('.') ? `0${plain}` : plain);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/**
 * The decimal separator a set of number cells suggests: a comma when some value can only be read
 * with a decimal comma (12,5 or 1.234,56) and none only with a decimal point (12.5 or 1,234.56);
 * a point otherwise, including when nothing tells (1,234 alone).
 */
export function detectDecimalSeparator(cells: Iterable<SheetCell | undefined>): DecimalSeparator {
  let comma = false;
  let point = false;
  for (const cell of cells) {
    if (typeof cell !== 'string') continue;
    const text = cell.replace(SYMBOLS, '').replace(/^[(+-]|\)$/g, '');
    if (text === '') continue;
    // 1234, 1,234 and 1.234 read either way and prove nothing.
    const asPoint = DOT_NUMBER.test(text);
    const asComma = COMMA_NUMBER.test(text);
    if (asComma && !asPoint) comma = true;
    if (asPoint && !asComma) point = true;
    if (point) return '.';
  }
  return comma ? ',' : '.';
}
