/**
 * The column-mapping step for files that are not Interactive Brokers Flex statements: a guess from
 * the header titles and the values, what the date column needs, and what is still missing.
 */
import { inferDateOrder, parseImportDate } from '../lib/importDates';
import { normalizeCurrencyCode } from '../../../../common/currency';
import type { SheetCell } from '../lib/xlsx';
import { columnName } from '../lib/xlsx';
import { cellText, detectDecimalSeparator, parseAmount } from './cellValues';
import {
  COLUMN_FIELDS,
  type ColumnField,
  type ColumnMapping,
  type DateOrderDetection,
  type DecimalSeparator,
  type MappingStep,
  REQUIRED_COLUMN_FIELDS,
  TRADE_COLUMN_FIELDS,
  type TypeRule,
} from './importPreview';

export interface SheetTable {
  header: string[];
  rows: SheetCell[][];
  /** The file line or sheet row of each entry of `rows`. */
  rowNumbers: number[];
}

/** Header titles each field is known by, best first, compared without case, spaces or punctuation. */
const SYNONYMS: Readonly<Record<ColumnField | 'type' | 'currency', readonly string[]>> = {
  date: ['date', 'tradedate', 'transactiondate', 'dealdate', 'executiondate', 'datetime', 'time', 'orderdate', 'bookingdate', 'settlementdate', 'settledate', 'valuedate'],
  type: ['type', 'transactiontype', 'side', 'action', 'buysell', 'direction', 'operation', 'activity', 'activitytype', 'transaction', 'tradetype', 'kind'],
  symbol: ['symbol', 'ticker', 'tickersymbol', 'stocksymbol', 'instrument', 'security', 'stock', 'code', 'securitycode', 'asset'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'numberofshares', 'noofshares', 'sharecount', 'volume', 'amountofshares', 'nominal'],
  price: ['price', 'tradeprice', 'shareprice', 'unitprice', 'pricepershare', 'executionprice', 'dealprice', 'cost', 'costpershare', 'rate'],
  // Not "total" or "value": trade files use them for shares × price.
  amount: ['amount', 'netamount', 'grossamount', 'cashamount', 'transactionamount'],
  currency: ['currency', 'ccy', 'currencyprimary', 'tradecurrency', 'pricecurrency', 'currencycode'],
  fees: ['fees', 'fee', 'commission', 'commissions', 'ibcommission', 'brokerage', 'brokeragefee', 'charges', 'costs', 'transactioncosts', 'tradingfees'],
  taxes: ['taxes', 'tax', 'withholdingtax', 'withholding', 'stampduty'],
  isin: ['isin', 'isincode'],
  tradeId: ['tradeid', 'transactionid', 'reference', 'referencenumber', 'ref', 'orderid', 'executionid', 'dealid', 'confirmationnumber', 'id'],
  multiplier: ['multiplier', 'contractsize', 'contractmultiplier', 'lotsize'],
  exchange: ['exchange', 'exchangecode', 'market', 'listingexchange', 'venue', 'mic'],
};

/** "Trade Date (UTC)" -> "tradedate": case, spaces, punctuation and a bracketed note ignored. */
export function headerKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The guess for a header: each field takes the first free column with its best synonym. */
export function guessColumns(header: readonly string[]): Partial<Record<ColumnField | 'type' | 'currency', number>> {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const found: Partial<Record<ColumnField | 'type' | 'currency', number>> = {};
  // Rarer, more specific fields first, so that "id" or "code" do not steal a column.
  const order: (ColumnField | 'type' | 'currency')[] = ['isin', 'multiplier', 'currency', 'date', 'type', 'quantity', 'price', 'amount', 'fees', 'taxes', 'exchange', 'symbol', 'tradeId'];
  for (const field of order) {
    for (const synonym of SYNONYMS[field]) {
      const index = keys.findIndex((key, i) => key === synonym && !taken.has(i));
      if (index !== -1) {
        found[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return found;
}

/**
 * The distinct values of a column. Files repeat dates and prices a lot, and the column-wide
 * checks below (date order, decimal separator) need each value only once.
 */
function distinctValues(table: SheetTable, column: number | undefined): SheetCell[] {
  if (column === undefined) return [];
  const values = new Set<SheetCell>();
  for (const row of table.rows) {
    const cell = row[column];
    if (cell !== undefined && cell !== '') values.add(cell);
  }
  return [...values];
}

/** See DateOrderDetection. Spreadsheet serials and dates of 8 digits never depend on the order. */
export function detectDateOrder(cells: readonly SheetCell[]): DateOrderDetection {
  const texts = [...new Set(cells)].filter((cell): cell is string => typeof cell === 'string' && cell.trim() !== '');
  const inferred = inferDateOrder(texts);
  if (inferred !== 'ambiguous') return inferred;
  const dependsOnOrder = texts.some((text) => {
    const dayFirst = parseImportDate(text, 'dayFirst');
    const monthFirst = parseImportDate(text, 'monthFirst');
    return dayFirst.ok && monthFirst.ok && dayFirst.date !== monthFirst.date;
  });
  return dependsOnOrder ? 'ambiguous' : 'notNeeded';
}

const NUMBER_FIELDS = ['quantity', 'price', 'amount', 'fees', 'taxes', 'multiplier'] as const satisfies readonly ColumnField[];

function numberCells(table: SheetTable, columns: Partial<Record<ColumnField, number>>): SheetCell[] {
  return NUMBER_FIELDS.flatMap((field) => distinctValues(table, columns[field]));
}

/** A first mapping from the header and the values. */
export function guessColumnMapping(table: SheetTable): ColumnMapping {
  const { type: typeColumn, currency: currencyColumn, ...columns } = guessColumns(table.header);
  const decimalSeparator = detectDecimalSeparator(numberCells(table, columns));
  let type: TypeRule;
  if (typeColumn !== undefined) type = { from: 'column', column: typeColumn };
  else {
    // Without a type column, negative quantities can only mean sells.
    const negative = distinctValues(table, columns.quantity).some((cell) => (parseAmount(cell, decimalSeparator) ?? 0) < 0);
    type = negative ? { from: 'quantitySign' } : { from: 'fixed', type: 'Buy' };
  }
  const detected = detectDateOrder(distinctValues(table, columns.date));
  return {
    columns,
    type,
    currency: currencyColumn !== undefined ? { from: 'column', column: currencyColumn } : null,
    dateOrder: detected === 'dayFirst' || detected === 'monthFirst' ? detected : null,
    decimalSeparator,
  };
}

const FIELD_LABELS: Readonly<Record<ColumnField, string>> = {
  date: 'date',
  symbol: 'symbol',
  quantity: 'quantity',
  price: 'price',
  amount: 'amount',
  fees: 'fees',
  taxes: 'taxes',
  isin: 'ISIN',
  tradeId: 'trade ID',
  multiplier: 'multiplier',
  exchange: 'exchange',
};

/** What is still to choose; the messages are shown in the mapping step. */
export function mappingMissing(mapping: ColumnMapping, columnCount: number, dateOrder: DateOrderDetection): string[] {
  const missing: string[] = [];
  const valid = (column: number) => Number.isInteger(column) && column >= 0 && column < columnCount;
  // A file of cash rows only (deposits, fees…, said by its type column) names no security: its amount column is enough.
  const cashOnly = mapping.columns.amount !== undefined && mapping.type.from === 'column';
  for (const field of REQUIRED_COLUMN_FIELDS) {
    if (cashOnly && (TRADE_COLUMN_FIELDS as readonly ColumnField[]).includes(field)) continue;
    if (mapping.columns[field] === undefined) missing.push(`Choose the ${FIELD_LABELS[field]} column.`);
  }
  for (const field of COLUMN_FIELDS) {
    const column = mapping.columns[field];
    if (column !== undefined && !valid(column)) missing.push(`The ${FIELD_LABELS[field]} column is not in this file.`);
  }
  if (mapping.type.from === 'column' && !valid(mapping.type.column)) missing.push('The type column is not in this file.');
  if (mapping.currency === null) missing.push('Choose the currency column, or one currency for every row.');
  else if (mapping.currency.from === 'column' && !valid(mapping.currency.column)) missing.push('The currency column is not in this file.');
  else if (mapping.currency.from === 'fixed' && !normalizeCurrencyCode(mapping.currency.currency)) {
    missing.push(`"${mapping.currency.currency}" is not a currency code.`);
  }
  if (mapping.dateOrder === null && (dateOrder === 'ambiguous' || dateOrder === 'mixed')) {
    missing.push(
      dateOrder === 'ambiguous'
        ? 'The dates can be read day first or month first (is 03/04/2023 the 3rd of April or March 4th?). Choose the order.'
        : 'The dates are written both day first and month first. Choose the order; dates that do not fit it are shown as problems.',
    );
  }
  return missing;
}

const SAMPLE_ROWS = 5;

export function mappingStep(table: SheetTable, given: ColumnMapping | null | undefined): MappingStep {
  const mapping = given ?? guessColumnMapping(table);
  const dateOrder = detectDateOrder(distinctValues(table, mapping.columns.date));
  const decimalSeparator: DecimalSeparator = detectDecimalSeparator(numberCells(table, mapping.columns));
  const columnCount = Math.max(table.header.length, ...table.rows.slice(0, 1000).map((row) => row.length));
  return {
    columns: Array.from({ length: columnCount }, (_, i) => table.header[i]?.trim() || `Column ${columnName(i)}`),
    sample: table.rows.slice(0, SAMPLE_ROWS).map((row) => Array.from({ length: columnCount }, (_, i) => cellText(row[i]))),
    mapping,
    guessed: !given,
    missing: mappingMissing(mapping, columnCount, dateOrder),
    dateOrder,
    decimalSeparator,
  };
}
