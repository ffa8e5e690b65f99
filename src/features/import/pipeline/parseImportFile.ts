/**
 * The whole client side of an import, from a dropped file's bytes to the preview the import
 * screen shows (or the column-mapping step it must show first). Pure and synchronous: the import
 * Web Worker runs it (importWorker.ts), tests call it directly.
 *
 * What the file is, is decided by its bytes, not its name: a zip is an XLSX workbook, an OLE2
 * file an old .xls; text starting with "<" is XML (an Interactive Brokers Flex statement or
 * refused); text starting with "{" is this app's JSON ledger export; other text is CSV,
 * recognised as the app's ledger export or a Flex statement by its header (the nine
 * import columns), or read through the column mapping. Nothing in a file is ever executed: formulas in
 * workbooks give their saved values, formula-looking text is refused where it would be stored.
 */
import { CsvSyntaxError, parseCsv, type CsvTable } from '../lib/csv';
import { IBKR_TRADE_ELEMENT, type IbkrColumns, recogniseIbkrCsv } from '../lib/ibkrFlex';
import { XmlSyntaxError, scanXml, type XmlScan } from '../lib/xmlElements';
import { OLD_EXCEL_MESSAGE, XlsxError, isOleCompoundFile, isZip, readXlsx, type XlsxSheet } from '../lib/xlsx';
import { finishPreview, type DraftRow } from './buildPreview';
import { cellText } from './cellValues';
import { mappingStep, type SheetTable } from './columnMapping';
import { EMPTY_FILE_MESSAGE, decodeText } from './decodeText';
import { ImportFileError } from './ImportFileError';
import type { ImportFileInfo, ImportParseResult, MappingStep, ParseImportOptions } from './importPreview';
import { readIbkrRows } from './readIbkrRows';
import { IBKR_EVENT_ELEMENTS, unreadSections } from '../lib/ibkrEvents';
import { type CellProblem, readMappedRows } from './readMappedRows';
import { looksLikeLedgerJson, readLedgerCsv, readLedgerJson, recogniseLedgerCsv, type LedgerRead } from './readLedgerExport';

/** The largest file the import reads (spec: 50 MB files are refused with a clear message). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** The message for a file that is empty or too large, or null; checked before the file is read. */
export function importFileSizeProblem(size: number): string | null {
  if (size === 0) return EMPTY_FILE_MESSAGE;
  if (size > MAX_IMPORT_BYTES) {
    const megabytes = (size / 1024 / 1024).toFixed(1);
    return `The file is ${megabytes} MB; files up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB can be imported. Split it into smaller files (one per year, for example) and import them one after the other.`;
  }
  return null;
}

export interface ImportFileInput {
  name: string;
  bytes: Uint8Array;
}

type Progress = (fraction: number) => void;

/**
 * Reads a file. Throws ImportFileError (with a message for the user) when the file as a whole
 * cannot be read; problems of single rows are in the preview instead.
 */
export function parseImportFile(input: ImportFileInput, options: ParseImportOptions = {}, onProgress?: Progress): ImportParseResult {
  const report = throttled(onProgress);
  const { bytes } = input;
  const sizeProblem = importFileSizeProblem(bytes.length);
  if (sizeProblem) throw new ImportFileError(sizeProblem);
  report(0.02);

  const file: ImportFileInfo = { name: input.name, size: bytes.length, format: 'csv', reader: 'mapped', encoding: null, sheetName: null, notices: [] };
  let source: Source;
  // Reading the file takes the first part of the bar (unzipping a workbook is the larger one).
  const readShare = isZip(bytes) ? 0.5 : 0.4;
  if (isOleCompoundFile(bytes)) throw new ImportFileError(OLD_EXCEL_MESSAGE);
  if (isZip(bytes)) {
    source = readWorkbook(bytes, file, span(report, 0.02, readShare));
  } else {
    const decoded = decodeText(bytes);
    file.encoding = decoded.encoding;
    if (decoded.notice) file.notices.push(decoded.notice);
    report(0.05);
    source = readText(decoded.text, file, span(report, 0.05, readShare));
  }

  const rowsProgress = span(report, readShare, 0.97);
  let drafts: DraftRow[];
  let mapping: MappingStep | null = null;
  if (source.kind === 'ledger') {
    file.reader = 'ledgerExport';
    file.notices.push(...source.read.notices);
    drafts = source.read.drafts;
  } else if (source.kind === 'ibkrTable' || source.kind === 'ibkrXml') {
    file.reader = 'ibkrFlex';
    if (source.kind === 'ibkrXml') file.notices.push(...unreadSections(source.scan));
    const known = new Map(options.knownTickers ?? []);
    drafts =
      source.kind === 'ibkrXml'
        ? readIbkrRows({ format: 'xml', scan: source.scan }, rowsProgress, known)
        : readIbkrRows({ format: 'table', table: source.table, columns: source.columns, cellProblems: source.cellProblems }, rowsProgress, known);
  } else {
    mapping = mappingStep(source.table, options.mapping);
    // Any file that is not a Flex statement goes through the mapping step at least once.
    if (!options.mapping || mapping.missing.length > 0) {
      report(1);
      return { kind: 'needsMapping', file, mapping };
    }
    drafts = readMappedRows(source.table, {
      mapping: options.mapping,
      dateOrder: mapping.dateOrder,
      cellProblems: source.cellProblems,
      onProgress: rowsProgress,
    });
  }
  const { rows, counts } = finishPreview(drafts, options.existingKeys ?? []);
  report(1);
  return { kind: 'preview', preview: { file, mapping, rows, counts } };
}

type Source =
  | { kind: 'ledger'; read: LedgerRead }
  | { kind: 'ibkrTable'; table: CsvTable; columns: IbkrColumns; cellProblems: CellProblem[] }
  | { kind: 'ibkrXml'; scan: XmlScan }
  | { kind: 'table' | 'xlsx'; table: SheetTable; cellProblems: CellProblem[] };

function readText(text: string, file: ImportFileInfo, onProgress: Progress): Source {
  const start = text.search(/\S/);
  if (start === -1) throw new ImportFileError(EMPTY_FILE_MESSAGE);
  if (text.charAt(start) === '<') {
    file.format = 'xml';
    return { kind: 'ibkrXml', scan: readFlexXml(text.slice(start), onProgress) };
  }
  if (looksLikeLedgerJson(text)) {
    file.format = 'json';
    return { kind: 'ledger', read: readLedgerJson(text) };
  }
  let table: CsvTable;
  try {
    table = parseCsv(text, { onProgress });
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileError(`The file cannot be read as CSV. ${error.message}`);
    throw error;
  }
  if (table.rows.length === 0) throw new ImportFileError('The file has a header row but no data rows.');
  // The app's own export needs no mapping: its header says what every column holds.
  if (recogniseLedgerCsv(table.header)) return { kind: 'ledger', read: readLedgerCsv(table) };
  const columns = recogniseIbkrCsv(table.header);
  if (columns) return { kind: 'ibkrTable', table, columns, cellProblems: [] };
  return { kind: 'table', table: { header: table.header, rows: table.rows, rowNumbers: table.rowLines }, cellProblems: [] };
}

function readFlexXml(text: string, onProgress: Progress): XmlScan {
  if (/^<(!doctype\s+html|html)[\s>]/i.test(text)) {
    throw new ImportFileError('This is a web page (HTML), not a broker export. Export the trades as CSV, XML or XLSX and import that file.');
  }
  let scan: XmlScan;
  try {
    scan = scanXml(text, [IBKR_TRADE_ELEMENT, ...IBKR_EVENT_ELEMENTS], onProgress);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new ImportFileError(`The XML file cannot be read. ${error.message}`);
    throw error;
  }
  if (!scan.names.has('FlexQueryResponse') && !scan.names.has('FlexStatement')) {
    throw new ImportFileError('This XML file is not an Interactive Brokers Flex statement (it has no FlexStatement), so it cannot be imported.');
  }
  return scan;
}

function readWorkbook(bytes: Uint8Array, file: ImportFileInfo, onProgress: Progress): Source {
  file.format = 'xlsx';
  let sheet: XlsxSheet;
  try {
    sheet = readXlsx(bytes, { onProgress });
  } catch (error) {
    if (error instanceof XlsxError) throw new ImportFileError(error.message);
    throw error;
  }
  file.sheetName = sheet.name;
  if (sheet.sheetCount > 1) file.notices.push(`The workbook has ${sheet.sheetCount} sheets; only the first, "${sheet.name}", was read.`);
  if (sheet.formulaCount > 0) {
    file.notices.push(
      `${sheet.formulaCount} ${sheet.formulaCount === 1 ? 'cell holds a formula' : 'cells hold formulas'}: the values the spreadsheet saved were used, and no formula was calculated.`,
    );
  }
  const [headerCells, ...rows] = sheet.rows;
  if (!headerCells) throw new ImportFileError(`The first sheet of the workbook ("${sheet.name}") is empty.`);
  if (rows.length === 0) throw new ImportFileError(`The first sheet of the workbook ("${sheet.name}") has a header row but no data rows.`);
  const header = headerCells.map(cellText);
  const rowNumbers = sheet.rowNumbers.slice(1);
  const cellProblems = sheet.cellProblems.filter((problem) => problem.row !== sheet.rowNumbers[0]);

  const columns = recogniseIbkrCsv(header);
  if (columns) {
    // The Flex reader takes text rows as wide as the header; a sheet drops trailing empty cells.
    const textRows = rows.map((row) => Array.from({ length: header.length }, (_, i) => cellText(row[i])));
    return { kind: 'ibkrTable', table: { header, rows: textRows, rowLines: rowNumbers }, columns, cellProblems };
  }
  return { kind: 'xlsx', table: { header, rows, rowNumbers }, cellProblems };
}

/** Maps a stage's 0..1 onto from..to of the whole. */
function span(report: Progress, from: number, to: number): Progress {
  return (fraction) => report(from + (to - from) * Math.min(1, Math.max(0, fraction)));
}

/** Passes on progress only when it moved by a percent or more, so the page is not flooded. */
function throttled(onProgress: Progress | undefined): Progress {
  let last = -1;
  return (fraction) => {
    if (!onProgress) return;
    if (fraction - last >= 0.01 || (fraction === 1 && last !== 1)) {
      last = fraction;
      onProgress(fraction);
    }
  };
}
