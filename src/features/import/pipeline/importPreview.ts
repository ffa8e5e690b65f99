/**
 * What the import screen gets back from reading a file: either a preview of every row, or (for a
 * file that is not an Interactive Brokers Flex statement) the column-mapping step to complete
 * first. Plain data only: it crosses from the Web Worker by structured clone.
 */
import type { TransactionKind } from '../../../ui/kindPalettes';
import type { DateOrder } from '../lib/importDates';
import type { TextEncodingName } from './decodeText';

/** The transaction kinds a file row can hold: the spec's kinds a row of shares × price can say. */
export const IMPORTABLE_TYPES = ['Buy', 'Sell', 'Income', 'DRIP'] as const;
export type ImportableType = (typeof IMPORTABLE_TYPES)[number];

/**
 * One row as the server takes it: exactly the fields of GraphQL `ImportRowInput` (schema.graphql),
 * so a row can be sent as it is (a GraphQL input refuses unknown fields).
 */
export interface ImportRowFields {
  /** The row's line in the file (CSV line or spreadsheet row, the header being 1; <Trade> index in XML). */
  row: number;
  /** Upper-cased, as the ledger stores it. */
  ticker: string;
  ISIN: string | null;
  exchangeShortName: string | null;
  currency: string;
  /** yyyy-MM-dd; the app's own export adds the time the ledger keeps (yyyy-MM-ddTHH:mm:ss.SSS). */
  date: string;
  /** Any kind: a broker statement's corporate actions become Split, Merge and Spin-Off rows. */
  type: TransactionKind;
  /** Positive: quantity × multiplier. Sells are sells by their type. */
  shares: number;
  shareprice: number;
  /** Positive costs. */
  fees: number;
  taxes: number;
  /** The broker's trade id (TradeID). */
  reference: string | null;
  /** Income paid as a lump sum (shares and shareprice 0). */
  transactionValue?: number | null;
  /** Split, Merge and Spin-Off: new shares for ratioOld old ones (see common/ratio.ts). */
  ratioNew?: number | null;
  ratioOld?: number | null;
  /** Merge and Spin-Off: the holding the shares become, or the company spun off. */
  targetTicker?: string | null;
  /** Spin-Off: the share of the cost basis that moves to the spun-off company. */
  costBasisFraction?: number | null;
  /** Only the app's own export says these (other files leave the server's defaults). */
  isApplyExchangeRate?: boolean | null;
  holdingDisplay?: string | null;
  /** What the broker's file says the security is; the server keeps it as the user's view. */
  holdingType?: 'stock' | 'etf' | 'fund' | null;
}

/** The fields a row is read from, named alike for Flex files and mapped columns. */
export const SOURCE_FIELDS = [
  'date',
  'type',
  'symbol',
  'quantity',
  'price',
  'amount',
  'currency',
  'fees',
  'taxes',
  'isin',
  'tradeId',
  'multiplier',
  'exchange',
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

/** The cells of a row as the file writes them, by field (only the fields the file has). */
export type WrittenCells = Partial<Record<SourceField, string>>;

export type ImportRowStatus = 'ok' | 'problem' | 'skipped';

export interface ImportPreviewRow {
  /** As in ImportRowFields.row. */
  row: number;
  /** ok: will be imported; problem: blocks the import until fixed in the file; skipped: left out on purpose. */
  status: ImportRowStatus;
  /** The problems (status problem) or why the row is left out (skipped); empty when ok. */
  messages: string[];
  /** What the row writes (ok), or would have written (skipped, when it was readable); null for problem rows. */
  transaction: ImportRowFields | null;
  /**
   * The cells as the file writes them, for rows without a transaction to show (problem rows and
   * unreadable skipped rows); null when `transaction` is set, which keeps 100,000-row results small.
   */
  written: WrittenCells | null;
}

export interface ImportCounts {
  rows: number;
  ok: number;
  problem: number;
  skipped: number;
  /** Of the skipped rows, those the ledger already holds. */
  alreadyImported: number;
}

export interface ImportFileInfo {
  name: string;
  /** Bytes. */
  size: number;
  format: 'csv' | 'xml' | 'xlsx' | 'json';
  /** How the rows are read: as an Interactive Brokers Flex statement, as this app's ledger export, or through the column mapping. */
  reader: 'ibkrFlex' | 'ledgerExport' | 'mapped';
  /** The text encoding (null for XLSX). */
  encoding: TextEncodingName | null;
  /** The worksheet read (XLSX only). */
  sheetName: string | null;
  /** Things the user should know about how the file was read (encoding fallback, formulas, other sheets). */
  notices: string[];
}

export interface ImportPreview {
  file: ImportFileInfo;
  /** For mapped files, the mapping the rows were read with (to show and change it). */
  mapping: MappingStep | null;
  /** Every data row of the file in file order. */
  rows: ImportPreviewRow[];
  counts: ImportCounts;
}

export type ImportParseResult =
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'needsMapping'; file: ImportFileInfo; mapping: MappingStep };

// ---------------------------------------------------------------------------------------------
// Column mapping (files that are not IBKR Flex statements).

/**
 * Fields read from a column of their own; type and currency have rules of their own. The amount
 * is a cash row's (a deposit, a fee…), which names no security and has no quantity or price.
 */
export const COLUMN_FIELDS = ['date', 'symbol', 'quantity', 'price', 'amount', 'fees', 'taxes', 'isin', 'tradeId', 'multiplier', 'exchange'] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];
export const REQUIRED_COLUMN_FIELDS = ['date', 'symbol', 'quantity', 'price'] as const satisfies readonly ColumnField[];
/** The required fields a file of cash rows only can do without, when it has an amount column. */
export const TRADE_COLUMN_FIELDS = ['symbol', 'quantity', 'price'] as const satisfies readonly ColumnField[];

export type TypeRule =
  /** A column says Buy, Sell, Dividend… */
  | { from: 'column'; column: number }
  /** No type column: a negative quantity is a sell, a positive one a buy. */
  | { from: 'quantitySign' }
  /** No type column: every row is of this type. */
  | { from: 'fixed'; type: ImportableType };

export type CurrencyRule = { from: 'column'; column: number } | { from: 'fixed'; currency: string };

export type DecimalSeparator = '.' | ',';

export interface ColumnMapping {
  /** The 0-based column of each field; a field without one is not read (optional fields are 0 or empty). */
  columns: Partial<Record<ColumnField, number>>;
  type: TypeRule;
  /** Null until chosen when the file has no currency column. */
  currency: CurrencyRule | null;
  /** How the date column writes day and month; null to use what the column proves. */
  dateOrder: DateOrder | null;
  decimalSeparator: DecimalSeparator;
}

/**
 * What the date column needs: 'notNeeded' when no value depends on the order (ISO dates, serials,
 * month names); an order when the column proves it (13/04/2023); 'ambiguous' when values depend on
 * it and none proves it; 'mixed' when values prove both. The last two need the user's choice.
 */
export type DateOrderDetection = DateOrder | 'notNeeded' | 'ambiguous' | 'mixed';

export interface MappingStep {
  /** The header titles; an empty title is shown as its column letter. */
  columns: string[];
  /** The first data rows as text, to help choose. */
  sample: string[][];
  /** The mapping in effect: the one given, or a guess from the header and the values. */
  mapping: ColumnMapping;
  /** True when `mapping` is the guess (no mapping was given). */
  guessed: boolean;
  /** What is still to be chosen before rows can be read; empty when the mapping is complete. */
  missing: string[];
  dateOrder: DateOrderDetection;
  /** The decimal separator the number columns suggest. */
  decimalSeparator: DecimalSeparator;
}

/** What the page passes with the file. */
export interface ParseImportOptions {
  /** For files that need one; without it such a file comes back as needsMapping with a guess. */
  mapping?: ColumnMapping | null;
  /** The duplicate keys of the ledger's transactions: ledgerDuplicateKeys(transactions). */
  existingKeys?: readonly string[];
  /** The ledger's tickers by ISIN ([ISIN, ticker] pairs): an imported security already held keeps its ticker. */
  knownTickers?: readonly (readonly [isin: string, ticker: string])[];
}
