/**
 * Just enough of an XLSX (Office Open XML workbook) reader for an import: the first worksheet as
 * rows of cells. It runs in the import Web Worker, so there is no DOMParser: the zip is opened
 * with fflate and the XML parts are walked with one regular expression over their tags.
 *
 * Decisions:
 * - Formulas are never evaluated. A formula cell gives the value the spreadsheet program saved
 *   with it (its cached `<v>`), and formulas are counted so the preview can say so. A formula
 *   without a saved value is a cell problem naming the cell; so is an error value (#DIV/0!).
 * - Numbers stay numbers (so a decimal comma setting cannot misread them) with binary noise
 *   rounded away at 15 significant digits, as spreadsheet programs show them. Numbers whose cell
 *   style is a date format become yyyy-MM-dd text, which also takes care of workbooks that count
 *   from 1904 (old Mac Excel); a plain number in a date column is read as a 1900 serial later.
 * - Old binary .xls files (and password-protected workbooks, which are the same container) and
 *   damaged or foreign zips are refused with an XlsxError whose message the user can act on.
 */
import { unzipSync, type Unzipped } from 'fflate';
import { excelSerialToDate } from './importDates';
import { withoutFloatNoise } from './withoutFloatNoise';

export type SheetCell = string | number;

export interface XlsxCellProblem {
  /** The spreadsheet row (1-based, as the program shows it). */
  row: number;
  /** 0-based column index. */
  column: number;
  message: string;
}

export interface XlsxSheet {
  name: string;
  /** How many worksheets the workbook has; only the first is read. */
  sheetCount: number;
  /** The non-blank rows in order, the header first; trailing empty cells are dropped. */
  rows: SheetCell[][];
  /** The spreadsheet row number of each entry of `rows`. */
  rowNumbers: number[];
  /** Cells holding a formula, whose saved values were used. */
  formulaCount: number;
  cellProblems: XlsxCellProblem[];
}

export class XlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxError';
  }
}

export interface XlsxOptions {
  onProgress?: (fraction: number) => void;
}

/** The four bytes every zip (and so every .xlsx) starts with: "PK\3\4". */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The OLE2 compound-file signature of .xls workbooks and of encrypted .xlsx files. */
export function isOleCompoundFile(bytes: Uint8Array): boolean {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  return signature.every((byte, i) => bytes[i] === byte);
}

export const OLD_EXCEL_MESSAGE =
  'This is an old Excel .xls workbook (or a password-protected one), which cannot be read. Open it in your spreadsheet program and save it as .xlsx or CSV (UTF-8), without a password.';

/**
 * The largest unpacked XML part read. A 50 MB zip can unpack to gigabytes (a zip bomb, or just a
 * sheet of repetitive rows); past this the text would not fit a browser tab's memory anyway.
 */
export const MAX_XLSX_PART_BYTES = 200 * 1024 * 1024;

const DAMAGED = 'The file looks like an XLSX workbook but cannot be opened: the archive is damaged or incomplete.';

export function readXlsx(bytes: Uint8Array, { onProgress }: XlsxOptions = {}): XlsxSheet {
  if (isOleCompoundFile(bytes)) throw new XlsxError(OLD_EXCEL_MESSAGE);
  if (!isZip(bytes)) throw new XlsxError('The file is not an XLSX workbook.');

  const tooLarge: string[] = [];
  const unzip = (wanted: (name: string) => boolean): Unzipped => {
    try {
      return unzipSync(bytes, {
        filter: (file) => {
          if (!wanted(file.name)) return false;
          if (file.originalSize > MAX_XLSX_PART_BYTES) {
            tooLarge.push(file.name);
            return false;
          }
          return true;
        },
      });
    } catch {
      throw new XlsxError(DAMAGED);
    }
  };

  // First the small parts that say where everything is; the sheets themselves only once we know
  // which one is first, so the other sheets of a big workbook are never unpacked.
  const structure = unzip((name) => /(^|\/)_rels\/[^/]*\.rels$/.test(name) || /^[^/]*\/workbook\.xml$/.test(name) || name === 'mimetype');
  onProgress?.(0.05);
  if (structure.mimetype && text(structure.mimetype).startsWith('application/vnd.oasis.opendocument')) {
    throw new XlsxError('OpenDocument spreadsheets (.ods) cannot be read. Save the file as .xlsx or CSV (UTF-8).');
  }
  const workbookPath = officeDocumentPath(structure);
  const workbookXml = structure[workbookPath];
  if (!workbookXml) throw new XlsxError('This zip archive is not an XLSX workbook (it has no workbook part).');
  const workbook = readWorkbook(text(workbookXml), relationships(structure, workbookPath));
  if (!workbook.firstSheet) throw new XlsxError('The workbook has no worksheet.');
  const { firstSheet } = workbook;

  const parts = unzip((name) => name === firstSheet.path || name === workbook.sharedStringsPath || name === workbook.stylesPath);
  if (tooLarge.length > 0) {
    throw new XlsxError(
      `The workbook is too large to read: its part ${tooLarge[0]} unpacks to more than ${MAX_XLSX_PART_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  }
  const sheetXml = parts[firstSheet.path];
  if (!sheetXml) throw new XlsxError(DAMAGED);
  onProgress?.(0.2);
  const sharedStringsXml = workbook.sharedStringsPath ? parts[workbook.sharedStringsPath] : undefined;
  const sharedStrings = sharedStringsXml ? readSharedStrings(text(sharedStringsXml)) : [];
  onProgress?.(0.3);
  const stylesXml = workbook.stylesPath ? parts[workbook.stylesPath] : undefined;
  const dateStyles = stylesXml ? readDateStyles(text(stylesXml)) : new Set<number>();

  const sheet = readSheet(text(sheetXml), {
    sharedStrings,
    dateStyles,
    date1904: workbook.date1904,
    onProgress: onProgress ? (fraction) => onProgress(0.3 + 0.7 * fraction) : undefined,
  });
  return { name: firstSheet.name, sheetCount: workbook.sheetCount, ...sheet };
}

function text(bytes: Uint8Array): string {
  try {
    // XML parts are UTF-8 in practice; a byte order mark is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new XlsxError(DAMAGED);
  }
}

// ---------------------------------------------------------------------------------------------
// A tag walker: every start, end or empty-element tag with its local name (prefix dropped).

interface Tag {
  closing: boolean;
  selfClosing: boolean;
  name: string;
  attributes: string;
  /** Where the text after the tag starts. */
  end: number;
}

// Attribute values with a raw ">" are legal XML but no spreadsheet program writes them (they
// escape it), and the simple [^>]* keeps the walk fast on sheets of a million cells.
const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/g;

/**
 * Calls `visit` for every tag in order. The Tag object is reused between calls (a sheet has
 * millions of tags), so `visit` must not keep it.
 */
function forEachTag(xml: string, visit: (tag: Tag) => void): void {
  const pattern = new RegExp(TAG.source, 'g');
  const tag: Tag = { closing: false, selfClosing: false, name: '', attributes: '', end: 0 };
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    const attributes = match[3] ?? '';
    tag.closing = match[1] === '/';
    tag.selfClosing = attributes.endsWith('/');
    tag.name = match[2] ?? '';
    tag.attributes = attributes;
    tag.end = pattern.lastIndex;
    visit(tag);
  }
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute by local name (so `r:id` is found as "id"). */
function attribute(attributes: string, name: string): string | undefined {
  // The common case first, as spreadsheet programs write it: ` name="value"` without a prefix.
  const plain = attributes.indexOf(` ${name}="`);
  if (plain !== -1) {
    const start = plain + name.length + 3;
    const end = attributes.indexOf('"', start);
    if (end !== -1) return decodeXml(attributes.slice(start, end));
  }
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  if (!match) return undefined;
  return decodeXml(match[1] ?? match[2] ?? '');
}

/** The text from `from` to the next tag. */
function textAt(xml: string, from: number): string {
  const lt = xml.indexOf('<', from);
  return decodeXml(xml.slice(from, lt === -1 ? xml.length : lt));
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(value: string): string {
  let decoded = value;
  if (decoded.includes('&')) {
    decoded = decoded.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, body: string) => {
      if (!body.startsWith('#')) return ENTITIES[body] ?? entity;
      const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  }
  // Office writes characters XML cannot hold (a carriage return in a cell) as _x000D_.
  if (decoded.includes('_x')) {
    decoded = decoded.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return decoded;
}

// ---------------------------------------------------------------------------------------------
// Package structure: where the workbook, its first worksheet, shared strings and styles are.

interface Relationship {
  type: string;
  path: string;
}

function officeDocumentPath(parts: Unzipped): string {
  const root = parts['_rels/.rels'];
  if (root) {
    for (const rel of relationshipList(text(root), '')) {
      if (rel.type.endsWith('/officeDocument')) return rel.path;
    }
  }
  return 'xl/workbook.xml';
}

function relationships(parts: Unzipped, partPath: string): Map<string, Relationship> {
  const folder = partPath.includes('/') ? partPath.slice(0, partPath.lastIndexOf('/') + 1) : '';
  const file = partPath.slice(folder.length);
  const rels = parts[`${folder}_rels/${file}.rels`];
  const byId = new Map<string, Relationship>();
  if (!rels) return byId;
  for (const rel of relationshipList(text(rels), folder)) byId.set(rel.id, rel);
  return byId;
}

function relationshipList(xml: string, folder: string): (Relationship & { id: string })[] {
  const list: (Relationship & { id: string })[] = [];
  forEachTag(xml, (tag) => {
    if (tag.closing || tag.name !== 'Relationship') return;
    const target = attribute(tag.attributes, 'Target');
    if (!target || attribute(tag.attributes, 'TargetMode') === 'External') return;
    list.push({
      id: attribute(tag.attributes, 'Id') ?? '',
      type: attribute(tag.attributes, 'Type') ?? '',
      path: resolvePath(folder, target),
    });
  });
  return list;
}

/** A relationship target, relative to the folder of its part unless it starts with "/". */
function resolvePath(folder: string, target: string): string {
  const segments = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  return resolved.join('/');
}

interface Workbook {
  firstSheet: { name: string; path: string } | null;
  sheetCount: number;
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
}

function readWorkbook(xml: string, rels: Map<string, Relationship>): Workbook {
  const sheets: { name: string; path: string }[] = [];
  let date1904 = false;
  forEachTag(xml, (tag) => {
    if (tag.closing) return;
    if (tag.name === 'workbookPr') {
      const value = attribute(tag.attributes, 'date1904');
      date1904 = value === '1' || value === 'true';
    } else if (tag.name === 'sheet') {
      const rel = rels.get(attribute(tag.attributes, 'id') ?? '');
      // Chart sheets and dialog sheets hold no cells.
      if (rel?.type.endsWith('/worksheet')) sheets.push({ name: attribute(tag.attributes, 'name') ?? '', path: rel.path });
    }
  });
  const pathOf = (suffix: string): string | null => [...rels.values()].find((rel) => rel.type.endsWith(suffix))?.path ?? null;
  return {
    firstSheet: sheets[0] ?? null,
    sheetCount: sheets.length,
    sharedStringsPath: pathOf('/sharedStrings'),
    stylesPath: pathOf('/styles'),
    date1904,
  };
}

function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string | null = null;
  let phonetic = false;
  forEachTag(xml, (tag) => {
    if (tag.name === 'si') {
      if (tag.closing) {
        strings.push(current ?? '');
        current = null;
      } else if (tag.selfClosing) strings.push('');
      else current = '';
    } else if (tag.name === 'rPh') {
      // Phonetic guides (furigana) repeat the text in another script; they are not the value.
      phonetic = !tag.closing && !tag.selfClosing;
    } else if (tag.name === 't' && !tag.closing && !tag.selfClosing && current !== null && !phonetic) {
      current += textAt(xml, tag.end);
    }
  });
  return strings;
}

// Built-in number formats that show dates (ECMA-376 part 1, 18.8.30, and the East Asian ones).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);

/** The indices of the cell formats (`s` of a cell) whose number format shows a date. */
function readDateStyles(xml: string): Set<number> {
  const customDateFormats = new Set<number>();
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  forEachTag(xml, (tag) => {
    if (tag.name === 'numFmt' && !tag.closing) {
      const id = Number(attribute(tag.attributes, 'numFmtId'));
      if (isDateFormatCode(attribute(tag.attributes, 'formatCode') ?? '')) customDateFormats.add(id);
    } else if (tag.name === 'cellXfs') {
      inCellXfs = !tag.closing && !tag.selfClosing;
    } else if (tag.name === 'xf' && inCellXfs && !tag.closing) {
      const id = Number(attribute(tag.attributes, 'numFmtId') ?? '0');
      if (BUILT_IN_DATE_FORMATS.has(id) || customDateFormats.has(id)) dateStyles.add(xfIndex);
      xfIndex += 1;
    }
  });
  return dateStyles;
}

/** Whether a format code shows a date: it has a day or year part outside quotes and brackets. */
function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dy]/i.test(bare);
}

// ---------------------------------------------------------------------------------------------
// The worksheet.

interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  onProgress?: (fraction: number) => void;
}

type SheetContent = Pick<XlsxSheet, 'rows' | 'rowNumbers' | 'formulaCount' | 'cellProblems'>;

// Days between the 1900 and 1904 epochs: serial 0 of a 1904 workbook is serial 1462 of a 1900 one.
const DAYS_1900_TO_1904 = 1462;
const PROGRESS_EVERY_ROWS = 1000;

function readSheet(xml: string, context: SheetContext): SheetContent {
  const rows: SheetCell[][] = [];
  const rowNumbers: number[] = [];
  const cellProblems: XlsxCellProblem[] = [];
  let formulaCount = 0;

  let row: SheetCell[] | null = null;
  let rowNumber = 0;
  let rowHasProblem = false;
  // The cell being read.
  let reference = '';
  let column = -1;
  let type = 'n';
  let style = 0;
  let formula: string | null = null;
  let value: string | null = null;
  let inline: string | null = null;
  let phonetic = false;

  const finishCell = () => {
    if (!row) return;
    const cell = cellValue();
    if (cell !== '') {
      while (row.length < column) row.push('');
      row[column] = cell;
    }
  };
  const problem = (message: string) => {
    rowHasProblem = true;
    cellProblems.push({ row: rowNumber, column, message: `Cell ${reference} ${message}` });
  };
  const cellValue = (): SheetCell => {
    if (formula !== null) {
      formulaCount += 1;
      if (value === null || (value === '' && type !== 'str')) {
        problem(
          `has the formula ${shorten(`=${formula}`)} but no saved result. Formulas are never calculated here: open the file in your spreadsheet program, save it, and import it again.`,
        );
        return '';
      }
    }
    // An empty element (<c r="B6" t="s"/>) is an empty cell, whatever type it claims.
    if (value === null && inline === null) return '';
    switch (type) {
      case 's': {
        const index = Number(value);
        const shared = context.sharedStrings[index];
        if (shared === undefined) {
          problem('refers to a shared string the workbook does not have.');
          return '';
        }
        return shared;
      }
      case 'inlineStr':
        return inline ?? value ?? '';
      case 'str':
      case 'd':
        return value ?? '';
      case 'b':
        return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : '';
      case 'e':
        problem(`holds the error ${value ?? ''}.`);
        return '';
      default: {
        if (value === null || value.trim() === '') return '';
        const number = Number(value);
        if (!Number.isFinite(number)) return value;
        const clean = withoutFloatNoise(number);
        return context.dateStyles.has(style) ? dateText(clean, context.date1904) : clean;
      }
    }
  };

  let lastReport = 0;
  const finishRow = (end: number) => {
    if (row && (rowHasProblem || row.some((cell) => cell !== ''))) {
      rows.push(row);
      rowNumbers.push(rowNumber);
      if (context.onProgress && rows.length % PROGRESS_EVERY_ROWS === 0 && end - lastReport > xml.length / 50) {
        lastReport = end;
        context.onProgress(end / xml.length);
      }
    }
    row = null;
  };

  forEachTag(xml, (tag) => {
    switch (tag.name) {
      case 'row':
        if (tag.closing) {
          finishRow(tag.end);
        } else {
          const r = Number(attribute(tag.attributes, 'r'));
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          rowHasProblem = false;
          row = tag.selfClosing ? null : [];
        }
        break;
      case 'c':
        if (tag.closing) {
          finishCell();
        } else {
          const r = attribute(tag.attributes, 'r');
          const parsed = r ? columnIndex(r) : null;
          column = parsed ?? (row ? row.length : 0);
          reference = r ?? `${columnName(column)}${rowNumber}`;
          type = attribute(tag.attributes, 't') ?? 'n';
          style = Number(attribute(tag.attributes, 's') ?? '0');
          formula = null;
          value = null;
          inline = null;
          if (tag.selfClosing) finishCell();
        }
        break;
      case 'f':
        if (!tag.closing) formula = tag.selfClosing ? (formula ?? '…') : textAt(xml, tag.end) || '…';
        break;
      case 'v':
        if (!tag.closing) value = tag.selfClosing ? '' : textAt(xml, tag.end);
        break;
      case 'is':
        if (!tag.closing && !tag.selfClosing) inline = '';
        break;
      case 'rPh':
        phonetic = !tag.closing && !tag.selfClosing;
        break;
      case 't':
        if (!tag.closing && !tag.selfClosing && inline !== null && !phonetic) inline += textAt(xml, tag.end);
        break;
      default:
        break;
    }
  });
  return { rows, rowNumbers, formulaCount, cellProblems };
}

function dateText(serial: number, date1904: boolean): SheetCell {
  try {
    return excelSerialToDate(date1904 ? serial + DAYS_1900_TO_1904 : serial);
  } catch {
    // Out of the date range: left as a number, so the date column reports it as a bad date.
    return serial;
  }
}

/** 0-based column of a cell reference ("AB12" -> 27); null when it is not one. */
export function columnIndex(reference: string): number | null {
  // A character loop rather than a regular expression: it runs once per cell.
  let index = 0;
  let letters = 0;
  let i = reference.charCodeAt(0) === 36 ? 1 : 0; // $
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    letters += 1;
  }
  if (letters === 0 || letters > 3) return null;
  if (reference.charCodeAt(i) === 36) i += 1;
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 48 || code > 57) return null;
  }
  return index - 1;
}

/** The letters of a 0-based column index (27 -> "AB"). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function shorten(formula: string): string {
  return formula.length > 40 ? `${formula.slice(0, 39)}…` : formula;
}
