/**
 * Rows of a file that is not a Flex statement, read through the user's column mapping. Every
 * value that does not read becomes a problem on its row, all of them at once, so that one pass
 * over the preview shows everything to fix.
 *
 * A cash row (a type column saying deposit, withdrawal, interest, fee or tax) names no security:
 * its holding is its currency, its amount the amount column's (else quantity × price, as files
 * that write an account fee as 1 × 10 do), taken whatever its sign, since brokers write money out
 * either way; a row saying "tax refund" is a negative Tax. Interest on a named security is that
 * security's Income, as before cash kinds existed.
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
  type DateReading,
} from './fieldChecks';
import { withoutFloatNoise } from '../lib/withoutFloatNoise';
import { COLUMN_FIELDS, type ColumnField, type ColumnMapping, type DateOrderDetection, type ImportableType, type WrittenCells } from './importPreview';
import { mainUnit } from '../../../../common/currencyUnits';
import { isCashKind, type CashKind } from '../../../../common/transactionKinds';
import { KIND_AMOUNTS } from '../../../../common/transactionRules';

/** Problems of single cells found while reading the file (XLSX formulas without a saved value). */
export interface CellProblem {
  row: number;
  column: number;
  message: string;
}

type RowType = ImportableType | Exclude<CashKind, 'Conversion'>;
/** alone: the row is not a trade, so its trade cells (symbol, quantity, price) are not checked. */
type TypeReading = { kind: 'type'; type: RowType; refund: boolean } | { kind: 'problem'; problem: string; alone?: boolean };

// Words brokers write in a type column, compared without case, spaces or punctuation.
const TYPE_WORDS: Readonly<Record<string, RowType | 'Split' | 'Spin-Off' | 'Merge' | 'Conversion' | 'TaxRefund'>> = {
  buy: 'Buy', b: 'Buy', bought: 'Buy', bot: 'Buy', purchase: 'Buy', purchased: 'Buy', buytoopen: 'Buy', buytoclose: 'Buy', buytocover: 'Buy',
  sell: 'Sell', s: 'Sell', sold: 'Sell', sld: 'Sell', sale: 'Sell', selltoclose: 'Sell', selltoopen: 'Sell', sellshort: 'Sell',
  income: 'Income', dividend: 'Income', dividends: 'Income', div: 'Income', cashdividend: 'Income', dividendincome: 'Income', distribution: 'Income',
  drip: 'DRIP', reinvest: 'DRIP', reinvestment: 'DRIP', dividendreinvestment: 'DRIP', reinvesteddividend: 'DRIP', reinvestdividend: 'DRIP',
  split: 'Split', stocksplit: 'Split', reversesplit: 'Split',
  spinoff: 'Spin-Off',
  merge: 'Merge', merger: 'Merge',
  deposit: 'Deposit', deposits: 'Deposit', cashdeposit: 'Deposit', cashin: 'Deposit', moneyin: 'Deposit', transferin: 'Deposit', incomingtransfer: 'Deposit',
  withdrawal: 'Withdrawal', withdrawals: 'Withdrawal', withdraw: 'Withdrawal', cashwithdrawal: 'Withdrawal', cashout: 'Withdrawal', moneyout: 'Withdrawal', transferout: 'Withdrawal', outgoingtransfer: 'Withdrawal',
  interest: 'Interest', creditinterest: 'Interest', interestincome: 'Interest', interestreceived: 'Interest', cashinterest: 'Interest',
  fee: 'Fee', fees: 'Fee', accountfee: 'Fee', custodyfee: 'Fee', managementfee: 'Fee', servicefee: 'Fee', platformfee: 'Fee', debitinterest: 'Fee', interestpaid: 'Fee',
  tax: 'Tax', taxes: 'Tax', taxpaid: 'Tax', withholdingtax: 'Tax', taxrefund: 'TaxRefund',
  conversion: 'Conversion', fx: 'Conversion', forex: 'Conversion', currencyconversion: 'Conversion', currencyexchange: 'Conversion', fxconversion: 'Conversion',
};

function readType(text: string): TypeReading {
  if (text === '') return { kind: 'problem', problem: 'Type is empty.' };
  const type = TYPE_WORDS[text.toLowerCase().replace(/[^a-z]/g, '')];
  if (type === undefined) return { kind: 'problem', problem: `Type ${quoted(text)} is not Buy, Sell, Dividend (Income), DRIP, Deposit, Withdrawal, Interest, Fee or Tax.` };
  if (type === 'Split' || type === 'Spin-Off' || type === 'Merge') {
    return { kind: 'problem', problem: `${type} rows cannot be imported from a file (they need a ratio); enter them on the transactions screen.` };
  }
  if (type === 'Conversion') {
    return { kind: 'problem', problem: 'Currency conversions cannot be imported from a file (they need the currency and amount received); enter them on the transactions screen.', alone: true };
  }
  return type === 'TaxRefund' ? { kind: 'type', type: 'Tax', refund: true } : { kind: 'type', type, refund: false };
}

const LABELS: Readonly<Record<'quantity' | 'price' | 'amount' | 'fees' | 'taxes' | 'multiplier', string>> = {
  quantity: 'Quantity',
  price: 'Price',
  amount: 'Amount',
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
  const problemsByRow = new Map<number, CellProblem[]>();
  for (const problem of cellProblems) {
    if (!readColumns.has(problem.column)) continue;
    problemsByRow.set(problem.row, [...(problemsByRow.get(problem.row) ?? []), problem]);
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

function readRow(row: number, cells: readonly SheetCell[], mapping: ColumnMapping, order: DateOrder | undefined, cellProblems: readonly CellProblem[]): DraftRow {
  const { columns, decimalSeparator } = mapping;
  // A cell of the amount column counts on cash rows only (added with the type, below).
  const problems: string[] = cellProblems.filter((problem) => problem.column !== columns.amount).map((problem) => problem.message);
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

  let type: RowType | null = null;
  let refund = false;
  if (mapping.type.from === 'column') {
    const typeText = cellText(cells[mapping.type.column]);
    written.type = typeText;
    const reading = readType(typeText);
    if (reading.kind === 'type') ({ type, refund } = reading);
    else if (reading.alone) {
      // The cells as written, for the preview; none of them is checked.
      for (const field of COLUMN_FIELDS) text(field);
      readCurrency(cells, mapping, written, () => {});
      return { row, written, problems: [reading.problem], skip: null, transaction: null };
    }
    else problems.push(reading.problem);
  } else if (mapping.type.from === 'fixed') {
    type = mapping.type.type;
  }

  let symbol = text('symbol');
  // Interest on a named security (a bond's coupon) is that security's income.
  if (type === 'Interest' && symbol !== '') type = 'Income';
  if (type !== null && isCashKind(type)) {
    problems.push(...cellProblems.filter((problem) => problem.column === columns.amount).map((problem) => problem.message));
    return cashRow({ row, type, refund, text, amount, note, problems, written, date, currency: readCurrency(cells, mapping, written, note) });
  }
  const isin = text('isin');
  // A container code in the identifier column names the holding when no symbol is given.
  if (symbol === '' && isContainerCodeShape(isin)) symbol = isin;
  note(symbolProblem(symbol));
  note(isinProblem(isin));

  const currency = readCurrency(cells, mapping, written, note);

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
  return accepted(row, problems, {
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
  });
}

/** A row that reads: its transaction, and the notes that did not stop it. */
function accepted(row: number, problems: string[], transaction: NonNullable<DraftRow['transaction']>): DraftRow {
  return { row, written: null, problems, skip: null, transaction };
}

/** The row's currency, from its column or the one given for every row, noted when it does not read. */
function readCurrency(cells: readonly SheetCell[], mapping: ColumnMapping, written: WrittenCells, note: (problem: string | null) => void): string {
  let currency = '';
  if (mapping.currency?.from === 'column') {
    currency = cellText(cells[mapping.currency.column]);
    written.currency = currency;
  } else if (mapping.currency?.from === 'fixed') {
    currency = mapping.currency.currency.trim();
  }
  note(currencyProblem(currency));
  return currency;
}

interface CashRowParts {
  row: number;
  type: Exclude<CashKind, 'Conversion'>;
  /** The type said "tax refund": the amount comes back. */
  refund: boolean;
  text: (field: ColumnField) => string;
  amount: (field: keyof typeof LABELS, fallback?: number) => number | null;
  note: (problem: string | null) => void;
  problems: string[];
  written: WrittenCells;
  date: DateReading;
  currency: string;
}

/** A cash row: the amount (its own column, else quantity × price) with its fees and taxes, in the currency the row names. */
function cashRow({ row, type, refund, text, amount, note, problems, written, date, currency }: CashRowParts): DraftRow {
  const hasAmount = text('amount') !== '';
  // Quantity × price only where the file writes a cash row so; else the amount is what is missing.
  const byUnits = !hasAmount && (text('quantity') !== '' || text('price') !== '');
  if (!hasAmount && !byUnits) note('Amount is empty.');
  const given = hasAmount ? amount('amount') : null;
  const quantity = byUnits ? amount('quantity') : null;
  const price = byUnits ? amount('price') : null;
  const fees = amount('fees', 0);
  const taxes = amount('taxes', 0);
  const reference = text('tradeId');
  note(referenceProblem(reference));
  // Cash is counted in a currency's main unit (pounds, not pence).
  if (!currencyProblem(currency) && mainUnit(currency).divisor !== 1) note(`Currency ${quoted(currency)} is a price unit; cash is counted in ${mainUnit(currency).currency}.`);
  const value = given ?? (quantity !== null && price !== null ? withoutFloatNoise(Math.abs(quantity) * price) : null);
  if (value === 0) note('Amount is 0.');
  const size = value === null ? null : Math.abs(value);
  if (type === 'Interest' && size !== null && taxes !== null && Math.abs(taxes) > size) note('Taxes are more than the gross interest.');
  if (problems.length > 0 || !date.ok || size === null || fees === null || taxes === null) return { row, written, problems, skip: null, transaction: null };
  const code = rowCurrency(currency).toUpperCase();
  // The costs the kind takes (common/transactionRules.ts): a Fee or Tax is its amount alone.
  const takes = (field: 'fees' | 'taxes') => KIND_AMOUNTS[type].some((rule) => rule.field === field);
  return accepted(row, problems, {
    row,
    ticker: code,
    ISIN: null,
    exchangeShortName: null,
    currency: code,
    date: date.date,
    type,
    shares: 0,
    shareprice: 0,
    transactionValue: refund ? -size : size,
    fees: takes('fees') ? Math.abs(fees) : 0,
    taxes: takes('taxes') ? Math.abs(taxes) : 0,
    reference: reference === '' ? null : reference,
  });
}
