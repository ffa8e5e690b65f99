/**
 * Rows of an Interactive Brokers Flex statement (CSV, XLSX saved from one, or XML): the trades the
 * library reads (ibkrFlex.ts) and pairs (importRows.ts), checked like any other row and listed
 * with every row of the file: a row is imported, has problems, or is skipped with its reason
 * (cancelled pairs, currency conversions, and the order and summary rows that repeat executions).
 */
import type { CsvTable } from '../lib/csv';
import { IBKR_TRADE_ELEMENT } from '../lib/ibkrFlex';
import { ibkrEventRows, type EventRowsResult } from '../lib/ibkrEvents';
import { isCashKind } from '../../../../common/transactionKinds';
import { appSymbol, type KnownTickers } from '../lib/ibkrSymbols';
import {
  type IbkrColumns,
  type IbkrField,
  type IbkrTrade,
  type IbkrTradesResult,
  ibkrTradesFromScan,
  ibkrTradesFromTable,
  ibkrXmlAttribute,
} from '../lib/ibkrFlex';
import { type DateOrder, inferDateOrder } from '../lib/importDates';
import { type ImportTransaction, toTransactionRows } from '../lib/importRows';
import type { XmlScan } from '../lib/xmlElements';
import type { DraftRow } from './buildPreview';
import { currencyProblem, isinProblem, isinValue, readDate, referenceProblem, rowCurrency, symbolProblem } from './fieldChecks';
import { withoutFloatNoise } from '../lib/withoutFloatNoise';
import { ImportFileError } from './ImportFileError';
import type { ImportRowFields, SourceField, WrittenCells } from './importPreview';
import type { CellProblem } from './readMappedRows';

export type IbkrSource = { format: 'table'; table: CsvTable; columns: IbkrColumns; cellProblems?: readonly CellProblem[] } | { format: 'xml'; scan: XmlScan };

/** The Flex field shown in each preview column. */
const WRITTEN_FIELDS: readonly [SourceField, IbkrField][] = [
  ['date', 'tradeDate'],
  ['type', 'buySell'],
  ['symbol', 'symbol'],
  ['quantity', 'quantity'],
  ['price', 'price'],
  ['currency', 'currency'],
  ['fees', 'commission'],
  ['taxes', 'taxes'],
  ['isin', 'isin'],
  ['tradeId', 'tradeId'],
  ['multiplier', 'multiplier'],
];

/**
 * `knownTickers`: the ledger's tickers by ISIN; a security already held keeps its ticker, others
 * get the app's symbol for IBKR's (ibkrSymbols.ts).
 */
export function readIbkrRows(source: IbkrSource, onProgress?: (fraction: number) => void, knownTickers: KnownTickers = new Map()): DraftRow[] {
  // Reading trades is most of the work; pairing and the checks below share the rest.
  const reading = onProgress ? (fraction: number) => onProgress(0.75 * fraction) : undefined;
  const result: IbkrTradesResult = source.format === 'table' ? ibkrTradesFromTable(source.table, reading) : ibkrTradesFromScan(source.scan, reading);
  const fileProblem = result.problems.find((problem) => problem.row === 0);
  if (fileProblem) throw new ImportFileError(fileProblem.message);
  onProgress?.(0.75);
  const symbols = appSymbols(result.trades, knownTickers);
  const trades = toTransactionRows(result.trades);
  for (const row of trades.rows) row.ticker = symbols.byRow.get(row.row) ?? row.ticker;
  // Corporate actions and cash transactions: XML statements carry them beside the trades.
  const events: EventRowsResult = source.format === 'xml' ? ibkrEventRows(source.scan, symbols.byIsin) : { rows: [], problems: [], skipped: [] };
  // Dividends name IBKR's symbol: the same security as its trades, under the same ticker. A cash
  // row's ticker is its currency, whatever security shares the letters.
  for (const row of events.rows) if (!isCashKind(row.type)) row.ticker = symbols.bySymbol.get(row.ticker) ?? row.ticker;
  const transactions = [...trades.rows, ...events.rows];
  const problems = [...trades.problems, ...events.problems];
  const skipped = [...trades.skipped, ...events.skipped];
  onProgress?.(0.78);

  const cells = cellReader(source);
  const drafts = new Map<number, DraftRow>();
  const draftOf = (row: number): DraftRow => {
    let draft = drafts.get(row);
    if (!draft) {
      draft = { row, written: null, problems: [], skip: null, transaction: null };
      drafts.set(row, draft);
    }
    return draft;
  };

  for (const problem of [...result.problems, ...problems]) draftOf(problem.row).problems.push(problem.message);
  if (source.format === 'table') {
    const used = new Set(Object.values(source.columns).filter((column): column is number => column !== null));
    for (const problem of source.cellProblems ?? []) {
      if (used.has(problem.column)) draftOf(problem.row).problems.push(problem.message);
    }
  }

  const order = provenDateOrder(result.trades);
  if (skipped.length > 0) {
    const trades = new Map(result.trades.map((trade) => [trade.row, trade]));
    for (const { row, message } of skipped) {
      const draft = draftOf(row);
      draft.skip = message;
      const trade = trades.get(row);
      if (trade) draft.transaction = shownTrade(trade, order, symbols.byRow.get(row));
    }
  }
  const step = Math.max(1, Math.ceil(transactions.length / 20));
  transactions.forEach((transaction, index) => {
    if (onProgress && index % step === 0) onProgress(0.78 + (0.2 * index) / transactions.length);
    const draft = draftOf(transaction.row);
    const fields = checkedTransaction(transaction, order, draft.problems);
    if (draft.problems.length === 0) draft.transaction = fields;
  });

  // What is left are the rows the reader passed over: orders and summaries (see ibkrFlex.ts).
  for (const row of cells.rows()) {
    if (drafts.has(row)) continue;
    if (!cells.isTrade(row)) {
      draftOf(row).problems.push('A line of a corporate action this import cannot pair with the others: exclude it and enter the change by hand.');
      continue;
    }
    const level = cells.levelOfDetail(row);
    draftOf(row).skip = `Not an execution${level ? ` (LevelOfDetail ${level})` : ''}: an order or summary row that repeats executions listed on other rows.`;
  }
  const rows = [...drafts.values()].sort((a, b) => a.row - b.row);
  // The cells as written are shown only for rows that end without a transaction.
  for (const draft of rows) {
    if (draft.transaction === null || draft.problems.length > 0) draft.written = cells.written(draft.row);
  }
  onProgress?.(1);
  return rows;
}

interface CellReader {
  rows(): number[];
  written(row: number): WrittenCells;
  levelOfDetail(row: number): string;
  isTrade(row: number): boolean;
}

/** The attribute shown in each preview column for corporate actions and cash transactions. */
const EVENT_ATTRIBUTES: readonly [SourceField, string][] = [
  ['date', 'dateTime'],
  ['type', 'type'],
  ['symbol', 'symbol'],
  ['quantity', 'quantity'],
  ['price', 'amount'],
  ['currency', 'currency'],
  ['isin', 'isin'],
];

function cellReader(source: IbkrSource): CellReader {
  if (source.format === 'xml') {
    const element = (row: number) => source.scan.elements[row - 1];
    const isTrade = (row: number) => source.scan.elementNames[row - 1] === IBKR_TRADE_ELEMENT;
    return {
      rows: () => source.scan.elements.map((_, index) => index + 1),
      written: (row) => {
        if (isTrade(row)) return writtenCells((field) => element(row)?.get(ibkrXmlAttribute(field)));
        const written: WrittenCells = { type: source.scan.elementNames[row - 1] === 'CorporateAction' ? 'Corporate action' : 'Cash' };
        for (const [shown, attribute] of EVENT_ATTRIBUTES) {
          const value = element(row)?.get(attribute)?.trim();
          if (value) written[shown] = value;
        }
        return written;
      },
      levelOfDetail: (row) => element(row)?.get(ibkrXmlAttribute('levelOfDetail'))?.trim() ?? '',
      isTrade,
    };
  }
  const { table, columns } = source;
  const indexOfLine = new Map(table.rowLines.map((line, index) => [line, index]));
  const cell = (row: number, column: number | null) => {
    const index = indexOfLine.get(row);
    return index === undefined || column === null ? undefined : table.rows[index]?.[column];
  };
  return {
    rows: () => table.rowLines,
    written: (row) => writtenCells((field) => cell(row, columns[field])),
    levelOfDetail: (row) => cell(row, columns.levelOfDetail)?.trim() ?? '',
    isTrade: () => true,
  };
}

interface AppSymbols {
  /** Each trade's ticker in the app, by file row. */
  byRow: Map<number, string>;
  /** By ISIN (the ledger's and the trades'), so an action on a renamed line (GCM.OLD) lands on the holding (GCM.TO). */
  byIsin: Map<string, string>;
  /** By IBKR's symbol, for cash transactions that name no ISIN of a trade. */
  bySymbol: Map<string, string>;
}

function appSymbols(trades: readonly IbkrTrade[], known: KnownTickers): AppSymbols {
  const symbols: AppSymbols = { byRow: new Map(), byIsin: new Map(known), bySymbol: new Map() };
  for (const trade of trades) {
    const ticker = appSymbol(trade, known);
    symbols.byRow.set(trade.row, ticker);
    if (trade.isin && !symbols.byIsin.has(trade.isin)) symbols.byIsin.set(trade.isin, ticker);
    if (!symbols.bySymbol.has(trade.symbol)) symbols.bySymbol.set(trade.symbol, ticker);
  }
  return symbols;
}

function writtenCells(read: (field: IbkrField) => string | undefined): WrittenCells {
  const written: WrittenCells = {};
  for (const [shown, field] of WRITTEN_FIELDS) {
    const value = read(field);
    if (value !== undefined) written[shown] = value.trim();
  }
  return written;
}

const DAY_MONTH_START = /^\d{1,2}[-/.]\d/;

/** The order day/month dates are written in, when the trade dates prove one (Flex writes yyyyMMdd). */
function provenDateOrder(trades: readonly IbkrTrade[]): DateOrder | undefined {
  const dayMonth: string[] = [];
  for (const trade of trades) if (DAY_MONTH_START.test(trade.tradeDate)) dayMonth.push(trade.tradeDate);
  if (dayMonth.length === 0) return undefined;
  const order = inferDateOrder(dayMonth);
  return order === 'dayFirst' || order === 'monthFirst' ? order : undefined;
}

/** The row to import, after the checks every row gets; problems are added to `problems`. */
function checkedTransaction(transaction: ImportTransaction, order: DateOrder | undefined, problems: string[]): ImportRowFields | null {
  const note = (problem: string | null) => {
    if (problem !== null) problems.push(problem);
  };
  const date = readDate(transaction.date, order);
  if (!date.ok) problems.push(date.problem);
  note(symbolProblem(transaction.ticker));
  note(isinProblem(transaction.isin ?? ''));
  note(currencyProblem(transaction.currency));
  note(referenceProblem(transaction.reference ?? ''));
  if (transaction.shareprice < 0) problems.push('TradePrice is negative.');
  if (transaction.targetTicker) note(symbolProblem(transaction.targetTicker));
  // IBKR writes costs as negative numbers; a positive one is a rebate, which a fee cannot hold.
  if (transaction.fees < 0) problems.push(`IBCommission is a rebate of ${-transaction.fees}; the ledger records fees as costs only, so enter this trade by hand.`);
  if (transaction.taxes < 0) problems.push(`Taxes is a refund of ${-transaction.taxes}; the ledger records taxes as costs only, so enter this trade by hand.`);
  if (!date.ok) return null;
  return {
    row: transaction.row,
    ticker: transaction.ticker.toUpperCase(),
    ISIN: isinValue(transaction.isin ?? ''),
    exchangeShortName: null,
    currency: rowCurrency(transaction.currency),
    date: date.date,
    type: transaction.type,
    shares: transaction.shares,
    shareprice: transaction.shareprice,
    fees: transaction.fees,
    taxes: transaction.taxes,
    reference: transaction.reference,
    ...corporateFields(transaction),
  };
}

/** The fields only some rows have (corporate actions, lump-sum income, a broker's type), left out of the others. */
function corporateFields(transaction: ImportTransaction): Partial<ImportRowFields> {
  const fields: Partial<ImportRowFields> = {};
  if (transaction.transactionValue != null) fields.transactionValue = transaction.transactionValue;
  if (transaction.ratio != null) Object.assign(fields, { ratioNew: transaction.ratio.newShares, ratioOld: transaction.ratio.oldShares });
  if (transaction.targetTicker != null) fields.targetTicker = transaction.targetTicker.toUpperCase();
  if (transaction.costBasisFraction != null) fields.costBasisFraction = transaction.costBasisFraction;
  if (transaction.holdingType != null) fields.holdingType = transaction.holdingType;
  return fields;
}

/** A skipped trade as it would have been written, for the preview; null when its date does not read. */
function shownTrade(trade: IbkrTrade, order: DateOrder | undefined, ticker = trade.symbol): ImportRowFields | null {
  const date = readDate(trade.tradeDate, order);
  if (!date.ok) return null;
  return {
    row: trade.row,
    ticker: ticker.toUpperCase(),
    ISIN: trade.isin,
    exchangeShortName: null,
    currency: trade.currency.toUpperCase(),
    date: date.date,
    type: trade.side,
    shares: withoutFloatNoise(trade.quantity * trade.multiplier),
    shareprice: trade.price,
    fees: trade.commission,
    taxes: trade.taxes,
    reference: trade.tradeId,
  };
}
