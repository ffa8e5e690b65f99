/**
 * The operation log (issue 8, for support staff): every GraphQL operation this tab made, with
 * its variables and its result or errors, secrets removed (redact.ts). Bounded in count and size
 * (oldest dropped first), kept in session storage so it survives a reload, cleared on sign-out.
 * The user downloads it as one JSON file in the documented format below.
 */
import { redact } from './redact';
import { storageOrNull } from '../../lib/safeStorage';

/**
 * Format of the downloaded file (version 1):
 * `{ format, version, appVersion, exportedAt, route, operations, cache?, checksum }`, where `cache` is
 * the Apollo cache's normalised content at download time (secrets removed; left out above
 * MAX_CACHE_BYTES), so a replay opens on the state the user ended in, and `checksum` is
 * "sha256:" and the hex SHA-256 of `JSON.stringify` of the file without it, so the replay can tell
 * a log that was cut short or edited from the one the app wrote.
 */
export const OPERATION_LOG_FORMAT = 'portfolio-tracker-operation-log';
export const OPERATION_LOG_VERSION = 1;
export const MAX_OPERATIONS = 300;
export const MAX_LOG_BYTES = 2_000_000;
export const MAX_CACHE_BYTES = 1_500_000;
const STORAGE_KEY = 'operationLog';

export interface LoggedOperation {
  /** When the operation started (ISO). */
  at: string;
  /** The app's path when it started, e.g. /app/v/abc/my-portfolio. */
  route: string;
  operationName: string;
  operationType: 'query' | 'mutation' | 'subscription';
  variables: unknown;
  /** The result's data (each event of a subscription is its own entry). */
  data?: unknown;
  /** GraphQL errors of the result, as the server sent them. */
  errors?: unknown[];
  /** The request itself failed (HTTP error status, network down): the message the screens got. */
  networkError?: { message: string; statusCode?: number };
  /** The HTTP status when the transport was HTTP; null for WebSocket results and network failures. */
  httpStatus: number | null;
  durationMs: number;
}

export interface OperationLogFile {
  format: typeof OPERATION_LOG_FORMAT;
  version: typeof OPERATION_LOG_VERSION;
  appVersion: string;
  exportedAt: string;
  route: string;
  operations: LoggedOperation[];
  cache?: Record<string, unknown>;
  checksum: string;
}

export type UnsealedLogFile = Omit<OperationLogFile, 'checksum'>;

function sizeOf(entry: LoggedOperation): number {
  return JSON.stringify(entry).length;
}

/** How long new operations wait to be redacted and stored, at most. */
export const LOG_WRITE_DELAY_MS = 2_000;

export class OperationLog {
  private entries: LoggedOperation[] = [];
  private bytes = 0;
  /** Added since the last write, not yet redacted. */
  private arrived: LoggedOperation[] = [];
  private writeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly storage: Storage | null = storageOrNull('sessionStorage')) {
    try {
      const saved: unknown = JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? '[]');
      if (Array.isArray(saved)) for (const entry of saved as LoggedOperation[]) this.keep(entry);
    } catch {
      // A damaged saved log is started afresh.
    }
    // A reload or a closed tab writes what is still waiting.
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => this.write());
  }

  /**
   * Redacting and storing the whole log on every operation held the main thread while a dashboard
   * loaded and on every pushed quote (a 50-holding tick is 50 of them): the operations are kept as
   * they come, and redacted and stored together at most LOG_WRITE_DELAY_MS later.
   */
  add(entry: LoggedOperation): void {
    this.arrived.push(entry);
    this.writeTimer ??= setTimeout(() => this.write(), LOG_WRITE_DELAY_MS);
  }

  /** Redacts and stores what arrived since the last write. */
  write(): void {
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    if (this.arrived.length === 0) return;
    for (const entry of this.arrived.splice(0)) this.keep(redact(entry) as LoggedOperation);
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.entries));
    } catch {
      // Storage full: the log in memory stays complete for this page.
    }
  }

  private keep(entry: LoggedOperation): void {
    this.entries.push(entry);
    this.bytes += sizeOf(entry);
    while (this.entries.length > MAX_OPERATIONS || (this.bytes > MAX_LOG_BYTES && this.entries.length > 1)) {
      this.bytes -= sizeOf(this.entries.shift()!);
    }
  }

  operations(): readonly LoggedOperation[] {
    this.write();
    return this.entries;
  }

  clear(): void {
    this.arrived = [];
    this.entries = [];
    this.bytes = 0;
    this.storage?.removeItem(STORAGE_KEY);
  }

  /** The file's content; `cache` is the client's normalised cache (`cache.extract()`), if it is small enough. */
  toFile(appVersion: string, route: string, now: Date = new Date(), cache?: unknown): UnsealedLogFile {
    const file: UnsealedLogFile = { format: OPERATION_LOG_FORMAT, version: OPERATION_LOG_VERSION, appVersion, exportedAt: now.toISOString(), route, operations: [...this.operations()] };
    if (cache === undefined) return file;
    const redacted = redact(cache) as Record<string, unknown>;
    // A big ledger's cache would crowd out the operations: the replay then starts from the log alone.
    return JSON.stringify(redacted).length <= MAX_CACHE_BYTES ? { ...file, cache: redacted } : file;
  }
}

/** The tab's one log: the Apollo link writes to it, sign-out clears it, the profile downloads it. */
export const operationLog = new OperationLog();
