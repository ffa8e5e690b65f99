/**
 * Interactive Brokers Flex Query trades read from CSV and XML (importRows.ts turns them into
 * rows). Runs in the import Web Worker, so the XML is read by a small tokenizer (xmlElements.ts)
 * rather than DOMParser. Nothing here throws on bad input: every value that does not parse becomes a problem naming its row and column, so
 * the preview can show all of them before the all-or-nothing import.
 */
import { CsvSyntaxError, parseCsv, type CsvTable } from './csv';
import { XmlSyntaxError, scanXml, type XmlScan } from './xmlElements';

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
  /** Open/Close as written: O opens a position, C closes one ("C;O" both); empty when not given. */
  openClose: string;
  /** Where the security is listed (ListingExchange) and where the trade was executed (Exchange), as written. */
  listingExchange: string | null;
  exchange: string | null;
  /** IBKR's finer asset class (SubCategory): ETF, COMMON, PREFERRED, ADR, REIT… */
  subCategory: string | null;
}

export interface IbkrTradesResult {
  trades: IbkrTrade[];
  problems: ImportProblem[];
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
  'openClose',
  'listingExchange',
  'exchange',
  'subCategory',
] as const;

type RequiredField = (typeof REQUIRED_FIELDS)[number];
type OptionalField = (typeof OPTIONAL_FIELDS)[number];
export type IbkrField = RequiredField | OptionalField;
type Field = IbkrField;

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
  openClose: ['Open/CloseIndicator', 'OpenCloseIndicator'],
  listingExchange: ['ListingExchange'],
  exchange: ['Exchange'],
  subCategory: ['SubCategory'],
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
  openClose: 'openCloseIndicator',
  listingExchange: 'listingExchange',
  exchange: 'exchange',
  subCategory: 'subCategory',
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
  return ibkrTradesFromTable(table);
}

/** Called with the share of rows read (0..1), about every 2% on long files. */
export type TradesProgress = (fraction: number) => void;

/** A progress callback for `total` items that reports about every 2%. */
function everyFiftieth(total: number, onProgress: TradesProgress | undefined): (index: number) => void {
  if (!onProgress) return () => undefined;
  const step = Math.max(1, Math.ceil(total / 50));
  return (index) => {
    if (index % step === 0) onProgress(index / total);
  };
}

/** Trades of a table already read (from CSV, or from a spreadsheet's first sheet as text). */
export function ibkrTradesFromTable(table: CsvTable, onProgress?: TradesProgress): IbkrTradesResult {
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
  const progress = everyFiftieth(rows.length, onProgress);
  rows.forEach((fields, index) => {
    progress(index);
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
    scan = scanXml(text, IBKR_TRADE_ELEMENT);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { trades: [], problems: [{ row: 0, message: error.message }] };
    throw error;
  }
  return ibkrTradesFromScan(scan);
}

/** The element whose attributes are one trade; `scanXml(text, IBKR_TRADE_ELEMENT)` finds them. */
export const IBKR_TRADE_ELEMENT = 'Trade';

/** The XML attribute each field is read from, for callers that show the written values. */
export function ibkrXmlAttribute(field: Field): string {
  return XML_ATTRIBUTES[field];
}

/** Trades of an XML document already scanned for IBKR_TRADE_ELEMENT; rows are element indices from 1. */
export function ibkrTradesFromScan(scan: XmlScan, onProgress?: TradesProgress): IbkrTradesResult {
  if (!scan.names.has('FlexQueryResponse') && !scan.names.has('FlexStatement')) {
    return { trades: [], problems: [{ row: 0, message: 'Not an Interactive Brokers Flex XML file: no FlexStatement.' }] };
  }
  const trades: IbkrTrade[] = [];
  const problems: ImportProblem[] = [];
  const progress = everyFiftieth(scan.elements.length, onProgress);
  scan.elements.forEach((attributes, index) => {
    progress(index);
    // Other statement sections (corporate actions, cash) are read by ibkrEvents.ts.
    if (scan.elementNames[index] !== IBKR_TRADE_ELEMENT) return;
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
      openClose: text('openClose').toUpperCase(),
      listingExchange: text('listingExchange') || null,
      // "--" is IBKR's none (book trades, assignments).
      exchange: text('exchange').replace(/^-+$/, '') || null,
      subCategory: text('subCategory') || null,
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
