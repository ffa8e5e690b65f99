/**
 * Rows of a file that is not a Flex statement, read through the user's column mapping. Every
 * value that does not read becomes a problem on its row, all of them at once, so that one pass
 * over the preview shows everything to fix.
 */
import type { DateOrder } from '../lib/importDates';
import type { SheetCell } from '../lib/xlsx';
import type { DraftRow } from './buildPreview';
import { cellText, looksLikeFormula, parseAmount, quoted } from './cellValues';
import type { SheetTable } from './columnMapping';
import {
  currencyProblem,
  exchangeProblem,
  isContainerCodeShape,
  isinProblem,
  isinValue,
  readDate,
  referenceProblem,
  rowCurrency,
  symbolProblem,
} from './fieldChecks';
import { withoutFloatNoise } from '../lib/withoutFloatNoise';
import type { ColumnField, ColumnMapping, DateOrderDetection, ImportableType, WrittenCells } from './importPreview';

/** Problems of single cells found while reading the file (XLSX formulas without a saved value). */
export interface CellProblem {
  row: number;
  column: number;
  message: string;
}

type TypeReading = { kind: 'type'; type: ImportableType } | { kind: 'problem'; problem: string };

// Words brokers write in a type column, compared without case, spaces or punctuation.
const TYPE_WORDS: Readonly<Record<string, ImportableType | 'Split' | 'Spin-Off' | 'Merge'>> = {
  buy: 'Buy', b: 'Buy', bought: 'Buy', bot: 'Buy', purchase: 'Buy', purchased: 'Buy', buytoopen: 'Buy', buytoclose: 'Buy', buytocover: 'Buy',
  sell: 'Sell', s: 'Sell', sold: 'Sell', sld: 'Sell', sale: 'Sell', selltoclose: 'Sell', selltoopen: 'Sell', sellshort: 'Sell',
  income: 'Income', dividend: 'Income', dividends: 'Income', div: 'Income', cashdividend: 'Income', dividendincome: 'Income', distribution: 'Income', interest: 'Income',
  drip: 'DRIP', reinvest: 'DRIP', reinvestment: 'DRIP', dividendreinvestment: 'DRIP', reinvesteddividend: 'DRIP', reinvestdividend: 'DRIP',
  split: 'Split', stocksplit: 'Split', reversesplit: 'Split',
  spinoff: 'Spin-Off',
  merge: 'Merge', merger: 'Merge',
};

function readType(text: string): TypeReading {
  if (text === '') return { kind: 'problem', problem: 'Type is empty.' };
  const type = TYPE_WORDS[text.toLowerCase().replace(/[^a-z]/g, '')];
  if (type === undefined) return { kind: 'problem', problem: `Type ${quoted(text)} is not Buy, Sell, Dividend (Income) or DRIP.` };
  if (type === 'Split' || type === 'Spin-Off' || type === 'Merge') {
    return { kind: 'problem', problem: `${type} rows cannot be imported from a file (they need a ratio); enter them on the transactions screen.` };
  }
  return { kind: 'type', type };
}

const LABELS: Readonly<Record<'quantity' | 'price' | 'fees' | 'taxes' | 'multiplier', string>> = {
  quantity: 'Quantity',
  price: 'Price',
  fees: 'Fees',
  taxes: 'Taxes',
  multiplier: 'Multiplier',
};

export interface MappedReadOptions {
  mapping: ColumnMapping;
  dateOrder: DateOrderDetection;
  cellProblems?: readonly CellProblem[];
  onProgress?: (fraction: number) => void;
}

export function readMappedRows(table: SheetTable, { mapping, dateOrder, cellProblems = [], onProgress }: MappedReadOptions): DraftRow[] {
  const { columns } = mapping;
  const order: DateOrder | undefined = mapping.dateOrder ?? (dateOrder === 'dayFirst' || dateOrder === 'monthFirst' ? dateOrder : undefined);
  const readColumns = new Set<number>(Object.values(columns));
  if (mapping.type.from === 'column') readColumns.add(mapping.type.column);
  if (mapping.currency?.from === 'column') readColumns.add(mapping.currency.column);
  const problemsByRow = new Map<number, string[]>();
  for (const problem of cellProblems) {
    if (!readColumns.has(problem.column)) continue;
    problemsByRow.set(problem.row, [...(problemsByRow.get(problem.row) ?? []), problem.message]);
  }

  const drafts: DraftRow[] = [];
  const step = Math.max(1, Math.floor(table.rows.length / 50));
  table.rows.forEach((cells, index) => {
    if (onProgress && index % step === 0) onProgress(index / table.rows.length);
    const row = table.rowNumbers[index] ?? index + 2;
    drafts.push(readRow(row, cells, mapping, order, problemsByRow.get(row) ?? []));
  });
  onProgress?.(1);
  return drafts;
}

function readRow(row: number, cells: readonly SheetCell[], mapping: ColumnMapping, order: DateOrder | undefined, cellProblems: string[]): DraftRow {
  const { columns, decimalSeparator } = mapping;
  const problems: string[] = [...cellProblems];
  const written: WrittenCells = {};
  const cell = (column: number | undefined): SheetCell | undefined => (column === undefined ? undefined : cells[column]);
  const text = (field: ColumnField): string => {
    const value = cellText(cell(columns[field]));
    if (columns[field] !== undefined) written[field] = value;
    return value;
  };
  const note = (problem: string | null) => {
    if (problem !== null) problems.push(problem);
  };
  // Null when unreadable (the problem is recorded); `fallback` for an empty optional cell.
  const amount = (field: keyof typeof LABELS, fallback?: number): number | null => {
    const raw = text(field);
    const label = LABELS[field];
    if (raw === '') {
      if (fallback !== undefined) return fallback;
      problems.push(`${label} is empty.`);
      return null;
    }
    const value = parseAmount(cell(columns[field]), decimalSeparator);
    if (value === null) {
      problems.push(
        looksLikeFormula(raw)
          ? `${label} ${quoted(raw)} looks like a spreadsheet formula, not a number. Formulas are never run here: correct the cell in the file.`
          : `${label} ${quoted(raw)} is not a number${decimalSeparator === ',' ? ' (with a decimal comma)' : ''}.`,
      );
    }
    return value;
  };

  text('date'); // recorded as written
  const date = readDate(cell(columns.date), order);
  if (!date.ok) problems.push(date.problem);

  let type: ImportableType | null = null;
  if (mapping.type.from === 'column') {
    const typeText = cellText(cells[mapping.type.column]);
    written.type = typeText;
    const reading = readType(typeText);
    if (reading.kind === 'type') type = reading.type;
    else problems.push(reading.problem);
  } else if (mapping.type.from === 'fixed') {
    type = mapping.type.type;
  }

  let symbol = text('symbol');
  const isin = text('isin');
  // A container code in the identifier column names the holding when no symbol is given.
  if (symbol === '' && isContainerCodeShape(isin)) symbol = isin;
  note(symbolProblem(symbol));
  note(isinProblem(isin));

  let currency = '';
  if (mapping.currency?.from === 'column') {
    currency = cellText(cells[mapping.currency.column]);
    written.currency = currency;
  } else if (mapping.currency?.from === 'fixed') {
    currency = mapping.currency.currency.trim();
  }
  note(currencyProblem(currency));

  const quantity = amount('quantity');
  const price = amount('price');
  const fees = amount('fees', 0);
  const taxes = amount('taxes', 0);
  const multiplier = amount('multiplier', 1);
  const reference = text('tradeId');
  note(referenceProblem(reference));
  const exchange = text('exchange');
  note(exchangeProblem(exchange));

  if (quantity !== null) {
    if (quantity === 0) problems.push('Quantity is 0.');
    else if (mapping.type.from === 'quantitySign') type = quantity < 0 ? 'Sell' : 'Buy';
    else if (quantity < 0 && type !== null && type !== 'Sell') {
      problems.push(
        mapping.type.from === 'column'
          ? `Quantity is negative on a ${type} row.`
          : `Quantity is negative. If negative quantities are sells, choose "by the sign of the quantity" for the type.`,
      );
    }
  }
  if (price !== null && price < 0) problems.push('Price is negative.');
  if (multiplier !== null && multiplier <= 0) problems.push('Multiplier is not positive.');
  if (type === 'Income' && price === 0) problems.push('An Income row needs the amount per share as its price.');

  if (problems.length > 0 || !date.ok || type === null || quantity === null || price === null || fees === null || taxes === null || multiplier === null) {
    return { row, written, problems, skip: null, transaction: null };
  }
  return {
    row,
    written: null,
    problems,
    skip: null,
    transaction: {
      row,
      ticker: symbol.toUpperCase(),
      ISIN: isinValue(isin),
      exchangeShortName: exchange === '' ? null : exchange.toUpperCase(),
      currency: rowCurrency(currency),
      date: date.date,
      type,
      shares: withoutFloatNoise(Math.abs(quantity) * multiplier),
      shareprice: price,
      // Costs whatever sign the file gives them: brokers write fees both ways.
      fees: Math.abs(fees),
      taxes: Math.abs(taxes),
      reference: reference === '' ? null : reference,
    },
  };
}
