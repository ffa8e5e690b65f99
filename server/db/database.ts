// The one query layer: Kysely over either embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL). Both go through Kysely's PostgresDialect (PGlite's subclass only marks it, for bulk COPY), so every query is written once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PgliteDialect, isCopyFromBlob } from './bulkCopy';
import type { DB } from './schema';

export type Database = Kysely<DB>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Calls `handler` with each NOTIFY payload on `channel` (LISTEN/NOTIFY: fan-out across processes). */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

// int8 (counts) as numbers, numeric (money) as exact strings, and zone-less dates and timestamps
// as the strings the database wrote (a Date would shift them into the server's zone): the same on
// both drivers.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const asText = (value: string) => value;

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return (value: string) => Number(value);
      if (oid === NUMERIC || oid === DATE || oid === TIMESTAMP) return asText;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

// Column names map to camelCase; keys inside jsonb values (tour progress, layouts) stay as stored.
const camelCase = () => new CamelCasePlugin({ maintainNestedObjectKeys: true });

const COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * PGlite is a single connection: hand it out under a mutex so that a Kysely transaction owns it
 * until released, and concurrent requests queue instead of interleaving statements.
 */
function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      const client = {
        async query(sql: string, parameters: readonly unknown[]) {
          const result = isCopyFromBlob(sql, parameters)
            ? await pglite.query<Record<string, unknown>>(sql, [], { blob: parameters[0] })
            : await pglite.query<Record<string, unknown>>(sql, parameters as unknown[]);
          const command = sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '';
          return {
            command: (COMMANDS.has(command) ? command : 'SELECT') as 'SELECT',
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await pglite.close();
    },
  };
}

/** Creates the directory if needed and checks it is writable; DatabaseOpenError otherwise. */
export function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DatabaseOpenError(`Cannot use the data directory ${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}. Set DATA_DIR to a writable directory.`);
  }
}

async function openPglite(dataDir: string): Promise<PGlite> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const parsers = {
    [types.INT8]: (value: string) => Number(value),
    [types.NUMERIC]: asText,
    [types.DATE]: asText,
    [types.TIMESTAMP]: asText,
    // PGlite's own bytea parser walks the hex text a character at a time (~10x slower for the
    // packed market history); node-postgres already decodes it this way.
    [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
  };
  // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which
  // never shrinks: 32 MB cuts the server's resident memory by about 100 MB on a 100,000-row
  // ledger, and the pages it no longer keeps are still in the OS's file cache (as fast here).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  if (dataDir === 'memory://') return PGlite.create({ parsers, startParams });
  ensureWritableDir(dataDir);
  try {
    return await PGlite.create({ dataDir, parsers, startParams });
  } catch (error) {
    throw new DatabaseOpenError(`Cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
}

/** The pause before opening a lost LISTEN connection again, doubling up to the maximum. */
export const LISTEN_RETRY_MIN_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** Opens the database and checks it answers; throws DatabaseOpenError with one clear line. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handlers = new Map<string, (payload: string) => void>();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes(), max: 10, connectionTimeoutMillis: 5000 });
    // An idle pooled connection can be closed by the server (a restart, an administrator, a
    // dropped test database); the pool replaces it. Without a listener that 'error' event would
    // be unhandled and end the process.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase()] });
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseOpenError(`Cannot connect to PostgreSQL at ${redact(options.databaseUrl)}: ${(error as Error).message}`);
    }
    // LISTEN needs a connection of its own that stays open; pooled ones come and go. When it is
    // lost (a restart, an administrator, a network cut) it is opened again, with a growing pause,
    // and listens on every channel again: else this process would keep publishing and never hear
    // another process's events until it restarts.
    let listener: pg.Client | undefined;
    let connecting: Promise<pg.Client> | undefined;
    let retry: NodeJS.Timeout | undefined;
    let pauseMs = LISTEN_RETRY_MIN_MS;
    let closed = false;
    const connectListener = (): Promise<pg.Client> =>
      (connecting ??= (async () => {
        const fresh = new pg.Client({ connectionString: options.databaseUrl, types: pgTypes() });
        const lost = () => {
          if (listener !== fresh) return;
          listener = undefined;
          reconnectLater();
        };
        // A lost LISTEN connection must not end the process (an unhandled 'error' would).
        fresh.on('error', lost);
        fresh.on('end', lost);
        try {
          await fresh.connect();
          fresh.on('notification', (message) => message.payload !== undefined && handlers.get(message.channel)?.(message.payload));
          for (const channel of handlers.keys()) await fresh.query(`LISTEN ${quoteIdent(channel)}`);
        } catch (error) {
          await fresh.end().catch(() => undefined);
          throw error;
        }
        listener = fresh;
        pauseMs = LISTEN_RETRY_MIN_MS;
        return fresh;
      })().finally(() => {
        connecting = undefined;
      }));
    const reconnectLater = () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        connectListener().catch(() => {
          pauseMs = Math.min(pauseMs * 2, LISTEN_RETRY_MAX_MS);
          reconnectLater();
        });
      }, pauseMs);
      retry.unref();
    };
    return {
      db,
      kind: 'postgres',
      async listen(channel, handler) {
        handlers.set(channel, handler);
        // A new connection listens on every registered channel, this one included.
        if (!listener) await connectListener();
        else await listener.query(`LISTEN ${quoteIdent(channel)}`);
      },
      async close() {
        closed = true;
        clearTimeout(retry);
        await listener?.end().catch(() => undefined);
        await db.destroy();
      },
    };
  }
  const pglite = await openPglite(options.dataDir);
  const pool = pglitePool(pglite);
  const db = new Kysely<DB>({ dialect: new PgliteDialect({ pool }), plugins: [camelCase()] });
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      // Under the pool's mutex: a LISTEN run inside another caller's open transaction would be
      // rolled back with it.
      const client = await pool.connect();
      try {
        await pglite.listen(channel, handler);
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * A pid file beside PGlite's data: two servers writing one embedded database would corrupt it.
 * It holds the pid and that process's start time: after a crash the pid can be reused by an
 * unrelated process, which must not block the next start. A file without a start time (or a
 * system where it cannot be read) falls back to the pid alone.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.pid');
  ensureWritableDir(dataDir);
  const holder = readPidFile(lockFile);
  if (holder && holder.pid !== process.pid && isSameProcessAlive(holder)) {
    throw new DatabaseOpenError(`The database in ${dataDir} is in use by another server (pid ${holder.pid}); stop it or set DATA_DIR.`);
  }
  fs.writeFileSync(lockFile, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`);
  return () => fs.rmSync(lockFile, { force: true });
}

interface PidFile {
  pid: number;
  startTime: string | null;
}

function readPidFile(file: string): PidFile | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const [pidLine = '', startLine = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, startTime: startLine.trim() || null };
}

function isSameProcessAlive(holder: PidFile): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const current = processStartTime(holder.pid);
  return current === null || current === holder.startTime;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is only another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as an opaque string that differs between two processes that had the
 * same pid: the start time in clock ticks since boot on Linux (/proc/<pid>/stat, field 22),
 * what `ps` says elsewhere; null when neither can tell.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[22 - 3];
    if (startTime && /^\d+$/.test(startTime)) return startTime;
  } catch {
    // Not Linux, or the process is gone.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return started || null;
  } catch {
    return null;
  }
}
