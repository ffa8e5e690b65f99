/**
 * The compact form of a whole transaction list (query `UserTransactionTable`): column names once,
 * then one array of values per transaction. Shared by the server, which encodes, and the client,
 * which decodes and edits it in its cache.
 *
 * Why not a list of Transaction objects: the client cache normalises each object field by field,
 * and with 100,000 transactions that took minutes and gigabytes in Chromium. A JSON object is a
 * single value to the cache: stored and read in constant time. (It must be an object, not an
 * array: Apollo walks every element of an array value, even a scalar's.)
 */

export const TRANSACTION_TABLE_VERSION = 1;

/** A row's columns: the Transaction fields, nested ones as `parent.child`. */
export const TRANSACTION_TABLE_COLUMNS = [
  '_id',
  'ticker',
  'holdingDisplay',
  'currency',
  'isApplyExchangeRate',
  'date',
  'type',
  'shares',
  'shareprice',
  'transactionValue',
  'shareprice_userCurrency',
  'transactionValue_userCurrency',
  'fees',
  'taxes',
  'shares_balance',
  'valueAtCostPC',
  'valueAtCostTC',
  'costOfSoldPC',
  'costOfSoldTC',
  'realizedGainLostPC',
  'realizedGainLostTC',
  'reference',
  'exchangeShortName',
  'ratioNew',
  'ratioOld',
  'ratio',
  'costBasisFraction',
  'targetTicker',
  'fxRate',
  'updatedAt',
  'parentportfolio._id',
  'parentportfolio.name',
  'account._id',
  'account.name',
  'broker._id',
  'broker.name',
  'stock.name',
  'stock.logoURL',
  'stock.ISIN',
  'stock.holding_type',
] as const;

export type TableValue = string | number | boolean | null;
export type TableRow = TableValue[];

// A type, not an interface: it must pass as a plain JSON object (the scalar's type).
export type TransactionTable = {
  version: number;
  columns: string[];
  /** Newest first, like UserTransactions. */
  rows: TableRow[];
};

type Plain = Record<string, unknown>;

/** Where each column's value lives: [field] or [object field, its field]. */
function columnPaths(columns: readonly string[]): [string, string | undefined][] {
  return columns.map((column) => {
    const [field, nested] = column.split('.', 2) as [string, string | undefined];
    return [field, nested];
  });
}

function toTableValue(value: unknown): TableValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TypeError(`A transaction table cell must be a string, number, boolean or null, not ${typeof value}.`);
}

/** Rows of the given columns, in the order given. */
export function encodeTransactionRows(transactions: readonly object[], columns: readonly string[] = TRANSACTION_TABLE_COLUMNS): TableRow[] {
  const paths = columnPaths(columns);
  return transactions.map((transaction) =>
    paths.map(([field, nested]) => {
      const value = (transaction as Plain)[field];
      if (nested === undefined) return toTableValue(value);
      return value === null || value === undefined ? null : toTableValue((value as Plain)[nested]);
    }),
  );
}

export function encodeTransactionTable(transactions: readonly object[]): TransactionTable {
  return { version: TRANSACTION_TABLE_VERSION, columns: [...TRANSACTION_TABLE_COLUMNS], rows: encodeTransactionRows(transactions) };
}

export class TransactionTableError extends Error {
  override name = 'TransactionTableError';
}

/** Checks the shape of a table from the network or the cache; names what is wrong. */
export function assertTransactionTable(value: unknown, requiredColumns: readonly string[] = TRANSACTION_TABLE_COLUMNS): asserts value is TransactionTable {
  const table = value as Partial<TransactionTable> | null;
  if (!table || typeof table !== 'object') throw new TransactionTableError('The transaction table is missing.');
  if (table.version !== TRANSACTION_TABLE_VERSION) {
    throw new TransactionTableError(`The transaction table has version ${String(table.version)}; this app reads version ${TRANSACTION_TABLE_VERSION}.`);
  }
  if (!Array.isArray(table.columns) || !Array.isArray(table.rows)) throw new TransactionTableError('The transaction table has no columns or rows.');
  const missing = requiredColumns.filter((column) => !table.columns!.includes(column));
  if (missing.length > 0) throw new TransactionTableError(`The transaction table lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  const width = table.columns.length;
  const bad = table.rows.findIndex((row) => !Array.isArray(row) || row.length !== width);
  if (bad >= 0) throw new TransactionTableError(`Row ${bad + 1} of the transaction table does not have ${width} values.`);
}

/**
 * The rows as objects shaped like the Transaction type. An object field whose values are all null
 * (a transaction without an account) becomes null, as the list query would give it.
 */
export function decodeTransactionRows<T>(table: TransactionTable): T[] {
  const paths = columnPaths(table.columns);
  const groups = [...new Set(paths.filter(([, nested]) => nested !== undefined).map(([field]) => field))];
  return table.rows.map((row) => {
    const transaction: Plain = {};
    paths.forEach(([field, nested], i) => {
      if (nested === undefined) {
        transaction[field] = row[i];
        return;
      }
      const group = (transaction[field] ??= {}) as Plain;
      group[nested] = row[i];
    });
    for (const field of groups) {
      if (Object.values(transaction[field] as Plain).every((value) => value === null)) transaction[field] = null;
    }
    return transaction as T;
  });
}

/** The table with `transactions` first (newest first as given), replacing rows with the same _id. */
export function prependTableRows(table: TransactionTable, transactions: readonly object[]): TransactionTable {
  const id = idColumn(table);
  const adding = encodeTransactionRows(transactions, table.columns);
  const ids = new Set<TableValue | undefined>(adding.map((row) => row[id]));
  return { ...table, rows: [...adding, ...table.rows.filter((row) => !ids.has(row[id]))] };
}

/** The table with each row whose _id is among `transactions` replaced in place. */
export function mergeTableRows(table: TransactionTable, transactions: readonly object[]): TransactionTable {
  const id = idColumn(table);
  const replacing = new Map(encodeTransactionRows(transactions, table.columns).map((row) => [row[id], row]));
  if (!table.rows.some((row) => replacing.has(row[id]))) return table;
  return { ...table, rows: table.rows.map((row) => replacing.get(row[id]) ?? row) };
}

export function removeTableRows(table: TransactionTable, ids: readonly string[]): TransactionTable {
  const id = idColumn(table);
  const gone = new Set<TableValue | undefined>(ids);
  return { ...table, rows: table.rows.filter((row) => !gone.has(row[id])) };
}

function idColumn(table: TransactionTable): number {
  const index = table.columns.indexOf('_id');
  if (index < 0) throw new TransactionTableError('The transaction table lacks the column _id.');
  return index;
}
