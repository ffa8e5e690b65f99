/**
 * Bulk loading on embedded PGlite with COPY. PGlite runs PostgreSQL single-threaded in
 * WebAssembly, where a 100,000-row import took 22 s as multi-row INSERTs (statement parsing, and
 * five foreign-key triggers per row each running a query); COPY with the foreign keys checked
 * once per distinct value instead takes about 5 s. PostgreSQL servers keep the plain INSERTs:
 * there they are fast, and several connections could interleave.
 */
import { CompiledQuery, PostgresAdapter, PostgresDialect, type Kysely } from 'kysely';

/** Marks the Kysely instances (and their transactions) that run on PGlite. */
export class PgliteAdapter extends PostgresAdapter {}

export class PgliteDialect extends PostgresDialect {
  override createAdapter(): PgliteAdapter {
    return new PgliteAdapter();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is read
export function runsOnPglite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PgliteAdapter;
}

/** The pool's signal for COPY FROM a blob: this statement text with one Blob parameter. */
export function isCopyFromBlob(sql: string, parameters: readonly unknown[]): parameters is [Blob] {
  return parameters.length === 1 && parameters[0] instanceof Blob && /^\s*copy\s[^;]*from\s+'\/dev\/blob'\s*$/i.test(sql);
}

export type CopyValue = string | number | boolean | Date | null | undefined;

// COPY's text format: a backslash, tab, newline or carriage return inside a value is escaped.
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`COPY cannot write the number ${value}.`);
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return value.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character]!);
}

/** Rows in COPY text format: one line per row, the values of `keys` tab-separated; a missing value is null (COPY has no DEFAULT). */
export function copyText<K extends string>(rows: readonly Readonly<Partial<Record<K, CopyValue>>>[], keys: readonly K[]): string {
  let text = '';
  for (const row of rows) text += keys.map((key) => copyField(row[key])).join('\t') + '\n';
  return text;
}

/**
 * COPY `rows` into `table` (PGlite only). `columns` maps each row key to its column name. Nothing
 * is skipped: triggers run unless the caller has switched them off for its transaction.
 */
export async function copyRows<K extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: raw SQL
  db: Kysely<any>,
  table: string,
  columns: Readonly<Record<K, string>>,
  rows: readonly Readonly<Partial<Record<K, CopyValue>>>[],
): Promise<void> {
  if (!runsOnPglite(db)) throw new Error('COPY FROM a blob needs PGlite.');
  const keys = Object.keys(columns) as K[];
  const names = keys.map((key) => `"${columns[key]}"`).join(', ');
  await db.executeQuery(CompiledQuery.raw(`copy "${table}" (${names}) from '/dev/blob'`, [new Blob([copyText(rows, keys)])]));
}
