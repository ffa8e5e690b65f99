/**
 * Interactive Brokers Flex Query trades (CSV and XML) to import rows. Runs in the import Web
 * Worker, so the XML is read by a small tokenizer rather than DOMParser. Nothing here throws on
 * bad input: every value that does not parse becomes a problem naming its row and column, so
 * the preview can show all of them before the all-or-nothing import.
 */
import { CsvSyntaxError, parseCsv } from './csv';

export interface ImportProblem {
  /** 1-based CSV line or `<Trade>` element index; 0 when the problem is the file as a whole. */
  row: number;
  message: string;
}

export interface IbkrTrade {
  row: number;
  tradeId: string | null;
  symbol: string;
  isin: string | null;
  currency: string;
  /** As written, e.g. 20230403. */
  tradeDate: string;
  /** `DateTime` as written, or TradeDate;TradeTime when the file only has the time apart. */
  dateTime: string | null;
  side: 'Buy' | 'Sell';
  /** Positive; the side says the direction. */
  quantity: number;
  multiplier: number;
  price: number;
  /** Positive cost (IBKR writes costs as negative numbers); a rebate is negative. */
  commission: number;
  commissionCurrency: string | null;
  /** Positive cost, like commission. */
  taxes: number;
  notes: string;
  cancelled: boolean;
  /** The trade a cancellation reverses, when the file says (OrigTradeID). */
  origTradeId: string | null;
  description: string | null;
  assetClass: string | null;
}

export interface IbkrTradesResult {
  trades: IbkrTrade[];
  problems: ImportProblem[];
}

export interface ImportTransaction {
  row: number;
  ticker: string;
  isin: string | null;
  currency: string;
  /** The TradeDate as written; another module turns it into yyyy-MM-dd. */
  date: string;
  type: 'Buy' | 'Sell';
  /** Quantity × multiplier. */
  shares: number;
  shareprice: number;
  fees: number;
  taxes: number;
  /** The TradeID. */
  reference: string | null;
}

export interface TransactionRowsResult {
  rows: ImportTransaction[];
  /** Rows that block the import. */
  problems: ImportProblem[];
  /** Rows left out on purpose (cancelled pairs, currency conversions), for the preview to list. */
  skipped: ImportProblem[];
}

const REQUIRED_FIELDS = [
  'currency',
  'symbol',
  'tradeDate',
  'quantity',
  'price',
  'buySell',
  'isin',
  'multiplier',
  'tradeId',
] as const;
const OPTIONAL_FIELDS = [
  'commission',
  'commissionCurrency',
  'taxes',
  'dateTime',
  'tradeTime',
  'notes',
  'assetClass',
  'description',
  'transactionType',
  'levelOfDetail',
  'origTradeId',
] as const;

type RequiredField = (typeof REQUIRED_FIELDS)[number];
type OptionalField = (typeof OPTIONAL_FIELDS)[number];
type Field = RequiredField | OptionalField;

/** Column indices of a recognised Flex CSV header; optional columns are null when absent. */
export type IbkrColumns = Record<RequiredField, number> & Record<OptionalField, number | null>;

// The spec's nine titles plus the optional ones; aliases cover Flex's own renamings.
const CSV_TITLES = {
  currency: ['CurrencyPrimary'],
  symbol: ['Symbol'],
  tradeDate: ['TradeDate'],
  quantity: ['Quantity'],
  price: ['TradePrice'],
  buySell: ['Buy/Sell'],
  isin: ['ISIN'],
  multiplier: ['Multiplier'],
  tradeId: ['TradeID'],
  commission: ['IBCommission'],
  commissionCurrency: ['IBCommissionCurrency'],
  taxes: ['Taxes'],
  dateTime: ['DateTime', 'Date/Time'],
  tradeTime: ['TradeTime'],
  notes: ['Notes/Codes', 'Notes'],
  assetClass: ['AssetClass', 'AssetCategory'],
  description: ['Description'],
  transactionType: ['TransactionType'],
  levelOfDetail: ['LevelOfDetail'],
  origTradeId: ['OrigTradeID'],
} as const satisfies Record<Field, readonly string[]>;

const XML_ATTRIBUTES = {
  currency: 'currency',
  symbol: 'symbol',
  tradeDate: 'tradeDate',
  quantity: 'quantity',
  price: 'tradePrice',
  buySell: 'buySell',
  isin: 'isin',
  multiplier: 'multiplier',
  tradeId: 'tradeID',
  commission: 'ibCommission',
  commissionCurrency: 'ibCommissionCurrency',
  taxes: 'taxes',
  dateTime: 'dateTime',
  tradeTime: 'tradeTime',
  notes: 'notes',
  assetClass: 'assetCategory',
  description: 'description',
  transactionType: 'transactionType',
  levelOfDetail: 'levelOfDetail',
  origTradeId: 'origTradeID',
} as const satisfies Record<Field, string>;

export function recogniseIbkrCsv(header: readonly string[]): IbkrColumns | null {
  const columns = findColumns(header);
  return REQUIRED_FIELDS.every((field) => columns[field] !== null) ? (columns as IbkrColumns) : null;
}

function findColumns(header: readonly string[]): Record<Field, number | null> {
  const positions = new Map<string, number>();
  header.forEach((title, index) => {
    const key = title.trim().toLowerCase();
    if (!positions.has(key)) positions.set(key, index);
  });
  const columns = {} as Record<Field, number | null>;
  for (const field of [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS]) {
    const titles: readonly string[] = CSV_TITLES[field];
    const found = titles.map((title) => positions.get(title.toLowerCase())).find((i) => i !== undefined);
    columns[field] = found ?? null;
  }
  return columns;
}

/** Reads one trade's value by field; undefined when the file has no such column/attribute. */
type ValueReader = (field: Field) => string | undefined;

export function ibkrTradesFromCsv(text: string): IbkrTradesResult {
  let table;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { trades: [], problems: [{ row: error.line, message: error.message }] };
    throw error;
  }
  const { header, rows, rowLines } = table;
  const columns = findColumns(header);
  const missing = REQUIRED_FIELDS.filter((field) => columns[field] === null).map((field) => CSV_TITLES[field][0]);
  if (missing.length > 0) {
    return {
      trades: [],
      problems: [{ row: 0, message: `Not an Interactive Brokers Flex trade file: no ${missing.join(', ')} column.` }],
    };
  }
  const titleOf = (field: Field): string => header[columns[field] ?? -1]?.trim() ?? CSV_TITLES[field][0];

  const trades: IbkrTrade[] = [];
  const problems: ImportProblem[] = [];
  rows.forEach((fields, index) => {
    const row = rowLines[index] ?? index + 2;
    if (fields.length !== header.length) {
      problems.push({ row, message: `Row has ${fields.length} fields where the header has ${header.length}.` });
      return;
    }
    const read: ValueReader = (field) => {
      const column = columns[field];
      return column === null ? undefined : fields[column];
    };
    collect(readTrade(row, read, titleOf), trades, problems);
  });
  return { trades, problems };
}

export function ibkrTradesFromXml(text: string): IbkrTradesResult {
  let scan: XmlScan;
  try {
    scan = scanXml(text, 'Trade');
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { trades: [], problems: [{ row: 0, message: error.message }] };
    throw error;
  }
  if (!scan.names.has('FlexQueryResponse') && !scan.names.has('FlexStatement')) {
    return { trades: [], problems: [{ row: 0, message: 'Not an Interactive Brokers Flex XML file: no FlexStatement.' }] };
  }
  const trades: IbkrTrade[] = [];
  const problems: ImportProblem[] = [];
  scan.elements.forEach((attributes, index) => {
    const read: ValueReader = (field) => attributes.get(XML_ATTRIBUTES[field]);
    collect(readTrade(index + 1, read, (field) => XML_ATTRIBUTES[field]), trades, problems);
  });
  return { trades, problems };
}

type TradeReading = { trade: IbkrTrade } | { problems: ImportProblem[] } | null;

function collect(reading: TradeReading, trades: IbkrTrade[], problems: ImportProblem[]): void {
  if (reading === null) return;
  if ('trade' in reading) trades.push(reading.trade);
  else problems.push(...reading.problems);
}

/**
 * One row or element to a trade, or to all of its problems at once. Null for rows that are not
 * executions: Flex files can also carry order and summary rows (LevelOfDetail ORDER,
 * SYMBOL_SUMMARY…, which have an empty TransactionType); they repeat executions, so they are
 * left out rather than reported.
 */
function readTrade(row: number, read: ValueReader, nameOf: (field: Field) => string): TradeReading {
  const text = (field: Field): string => (read(field) ?? '').trim();
  if (!isExecution(text('levelOfDetail'), read('transactionType'))) return null;

  const problems: string[] = [];
  const required = (field: Field): string => {
    const value = read(field);
    if (value === undefined) problems.push(`${nameOf(field)} is missing.`);
    else if (value.trim() === '') problems.push(`${nameOf(field)} is empty.`);
    return value?.trim() ?? '';
  };
  // Null when the value is absent or not a number; the problem is already recorded.
  const number = (field: Field, { optional = false } = {}): number | null => {
    const raw = optional ? text(field) : required(field);
    if (raw === '') return optional ? 0 : null;
    const value = parseNumber(raw);
    if (value === null) problems.push(`${nameOf(field)} "${raw}" is not a number.`);
    return value;
  };

  const symbol = required('symbol');
  const currency = required('currency');
  const tradeDate = required('tradeDate');
  const buySell = required('buySell');
  const side = parseSide(buySell);
  if (buySell !== '' && side === null) problems.push(`${nameOf('buySell')} "${buySell}" is neither BUY nor SELL.`);
  const quantity = number('quantity');
  if (quantity === 0) problems.push(`${nameOf('quantity')} is 0.`);
  const price = number('price');
  const multiplier = number('multiplier');
  if (multiplier !== null && multiplier <= 0) problems.push(`${nameOf('multiplier')} "${text('multiplier')}" is not positive.`);
  const commission = number('commission', { optional: true });
  const taxes = number('taxes', { optional: true });

  if (
    problems.length > 0 ||
    side === null ||
    quantity === null ||
    price === null ||
    multiplier === null ||
    commission === null ||
    taxes === null
  ) {
    return { problems: problems.map((message) => ({ row, message })) };
  }
  const notes = text('notes');
  const tradeTime = text('tradeTime');
  return {
    trade: {
      row,
      tradeId: text('tradeId') || null,
      symbol,
      isin: text('isin') || null,
      currency,
      tradeDate,
      dateTime: text('dateTime') || (tradeTime ? `${tradeDate};${tradeTime}` : null),
      side: side.side,
      quantity: Math.abs(quantity),
      multiplier,
      price,
      commission: costOf(commission),
      commissionCurrency: text('commissionCurrency') || null,
      taxes: costOf(taxes),
      notes,
      cancelled: side.cancelled || isCancellation(notes, text('transactionType')),
      origTradeId: text('origTradeId') || null,
      description: text('description') || null,
      assetClass: text('assetClass') || null,
    },
  };
}

// LevelOfDetail decides when the file has it; without it, summary rows show by an empty
// TransactionType. A file with neither column holds executions only.
function isExecution(levelOfDetail: string, transactionType: string | undefined): boolean {
  if (levelOfDetail !== '') return levelOfDetail.toUpperCase() === 'EXECUTION';
  return transactionType === undefined || transactionType.trim() !== '';
}

// IBKR writes what the account paid as negative numbers; -0 would only confuse comparisons.
function costOf(signed: number): number {
  return signed === 0 ? 0 : -signed;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function parseNumber(raw: string): number | null {
  return NUMBER.test(raw) ? Number(raw) : null;
}

// "BUY", "SELL", and for cancellations "SELL (Ca.)".
function parseSide(raw: string): { side: 'Buy' | 'Sell'; cancelled: boolean } | null {
  const match = /^(BUY|SELL)\s*(\(CA\.?\))?$/i.exec(raw);
  if (!match) return null;
  return { side: match[1]?.toUpperCase() === 'BUY' ? 'Buy' : 'Sell', cancelled: match[2] !== undefined };
}

function isCancellation(notes: string, transactionType: string): boolean {
  return notes.split(';').some((code) => code.trim() === 'Ca') || /Cancel$/i.test(transactionType);
}

/**
 * Trades to import rows.
 *
 * Cancel and correct: IBKR never edits a reported trade. It adds a cancellation (code `Ca`,
 * Buy/Sell "SELL (Ca.)", TransactionType TradeCancel) that reverses the original, and reports
 * the corrected execution as a new trade, which may reuse the original TradeID
 * (testIBFlexStatementFile28.xml). Portfolio Performance imports only the correction, and so do
 * we: each cancellation removes the first not yet removed trade it reverses (same symbol, side,
 * trade date, quantity and price, and the OrigTradeID when the file gives one), and neither is
 * imported. Pairing by those values rather than by TradeID alone matters because the correction
 * shares the TradeID. A cancellation whose original is not in the file (it may have been
 * imported from an earlier statement) is a problem: importing it would double-count, dropping
 * it would hide that the ledger now holds a trade IBKR withdrew.
 *
 * Currency conversions (asset class CASH, e.g. CHF.USD) are not security trades; PP books them
 * as account transfers, so they are skipped here and listed for the preview.
 */
export function toTransactionRows(trades: readonly IbkrTrade[]): TransactionRowsResult {
  const rows: ImportTransaction[] = [];
  const problems: ImportProblem[] = [];
  const skipped: ImportProblem[] = [];
  const removed = new Set<IbkrTrade>();

  for (const cancellation of trades.filter((trade) => trade.cancelled)) {
    removed.add(cancellation);
    const original = trades.find((trade) => !trade.cancelled && !removed.has(trade) && reverses(cancellation, trade));
    const what = `${cancellation.side} ${cancellation.quantity} ${cancellation.symbol} @ ${cancellation.price} on ${cancellation.tradeDate}`;
    if (original) {
      removed.add(original);
      skipped.push({ row: cancellation.row, message: `Cancellation of row ${original.row}; neither is imported.` });
      skipped.push({ row: original.row, message: `Cancelled by row ${cancellation.row}.` });
    } else {
      const id = cancellation.origTradeId ? ` (trade ${cancellation.origTradeId})` : '';
      problems.push({
        row: cancellation.row,
        message: `Cancels ${what}${id}, which is not in this file. If it was imported before, delete that transaction and import without this row.`,
      });
    }
  }

  for (const trade of trades) {
    if (removed.has(trade)) continue;
    if (trade.assetClass?.toUpperCase() === 'CASH') {
      skipped.push({ row: trade.row, message: `${trade.symbol} is a currency conversion, not a security trade.` });
      continue;
    }
    if (trade.commission !== 0 && trade.commissionCurrency !== null && trade.commissionCurrency !== trade.currency) {
      // No exchange rate in the row to convert it with; guessing would misstate the cost.
      problems.push({
        row: trade.row,
        message: `Commission is in ${trade.commissionCurrency} but the trade is in ${trade.currency}.`,
      });
      continue;
    }
    rows.push({
      row: trade.row,
      ticker: trade.symbol,
      isin: trade.isin,
      currency: trade.currency,
      date: trade.tradeDate,
      type: trade.side,
      shares: withoutFloatNoise(trade.quantity * trade.multiplier),
      shareprice: trade.price,
      fees: trade.commission,
      taxes: trade.taxes,
      reference: trade.tradeId,
    });
  }
  problems.sort((a, b) => a.row - b.row);
  skipped.sort((a, b) => a.row - b.row);
  return { rows, problems, skipped };
}

function reverses(cancellation: IbkrTrade, trade: IbkrTrade): boolean {
  return (
    trade.symbol === cancellation.symbol &&
    trade.side === cancellation.side &&
    trade.tradeDate === cancellation.tradeDate &&
    trade.quantity === cancellation.quantity &&
    trade.price === cancellation.price &&
    (cancellation.origTradeId === null || trade.tradeId === cancellation.origTradeId)
  );
}

/**
 * The key a row is matched on against transactions already imported: the TradeID when there is
 * one, else date, ticker, quantity and price. The quantity is signed (negative for a sell, as
 * IBKR writes it) so that a same-day buy and sell of the same size are not taken for one trade.
 */
export function duplicateKey(row: ImportTransaction): string {
  if (row.reference) return `tradeId:${row.reference}`;
  const shares = row.type === 'Sell' ? -row.shares : row.shares;
  return `trade:${row.date}|${row.ticker}|${normaliseNumber(shares)}|${normaliseNumber(row.shareprice)}`;
}

// 17 and 17.0 parse to the same number already; this also folds -0 and float noise.
function normaliseNumber(value: number): string {
  return String(withoutFloatNoise(value) || 0);
}

function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15));
}

// ---------------------------------------------------------------------------------------------
// XML: just enough of a tokenizer to find elements by name and read their attributes.

class XmlSyntaxError extends Error {}

interface XmlScan {
  /** Attributes of every element with the wanted name, in document order. */
  elements: Map<string, string>[];
  /** Every element name seen, to tell a Flex file from other XML. */
  names: Set<string>;
}

function scanXml(text: string, wanted: string): XmlScan {
  const elements: Map<string, string>[] = [];
  const names = new Set<string>();
  const n = text.length;
  let i = 0;
  const fail = (at: number, what: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new XmlSyntaxError(`The XML is malformed at line ${line}: ${what}.`);
  };
  const skipPast = (from: number, terminator: string, what: string): number => {
    const end = text.indexOf(terminator, from);
    return end === -1 ? fail(from, `${what} is never closed`) : end + terminator.length;
  };

  for (;;) {
    const lt = text.indexOf('<', i);
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) i = skipPast(lt + 4, '-->', 'a comment');
    else if (text.startsWith('<![CDATA[', lt)) i = skipPast(lt + 9, ']]>', 'a CDATA section');
    else if (text.startsWith('<?', lt)) i = skipPast(lt + 2, '?>', 'a processing instruction');
    else if (text.startsWith('<!', lt) || text.startsWith('</', lt)) i = skipPast(lt + 2, '>', 'a tag');
    else {
      let j = lt + 1;
      while (j < n && !/[\s/>]/.test(text[j] as string)) j += 1;
      const name = text.slice(lt + 1, j);
      if (name === '') fail(lt, 'a "<" that starts no tag');
      names.add(name);
      const attributes = new Map<string, string>();
      // Attributes are read for every element: a quoted value may contain ">".
      for (;;) {
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        if (j >= n) fail(lt, `the <${name}> tag is never closed`);
        if (text[j] === '>') {
          j += 1;
          break;
        }
        if (text.startsWith('/>', j)) {
          j += 2;
          break;
        }
        const nameStart = j;
        while (j < n && !/[\s=/>]/.test(text[j] as string)) j += 1;
        const attribute = text.slice(nameStart, j);
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        if (attribute === '' || text[j] !== '=') fail(j, `an attribute of <${name}> has no value`);
        j += 1;
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        const quote = text[j];
        if (quote !== '"' && quote !== "'") fail(j, `the ${attribute} value of <${name}> is not quoted`);
        const end = text.indexOf(quote as string, j + 1);
        if (end === -1) fail(j, `the ${attribute} value of <${name}> is never closed`);
        attributes.set(attribute, decodeEntities(text.slice(j + 1, end)));
        j = end + 1;
      }
      if (name === wanted) elements.push(attributes);
      i = j;
    }
  }
  return { elements, names };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, body: string) => {
    if (!body.startsWith('#')) return ENTITIES[body] ?? entity;
    const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
