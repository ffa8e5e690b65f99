/**
 * Reading an operation log for replay: one check per way a file can be unfit, each with a
 * message support staff can act on. Shared by the replay page and `npm run replay`, which checks
 * the file before serving it.
 */
import { logChecksum } from '../logChecksum';
import { MAX_OPERATIONS, OPERATION_LOG_FORMAT, OPERATION_LOG_VERSION, type LoggedOperation, type OperationLogFile } from '../operationLog';

/** The app keeps at most 2 MB of operations; pretty-printed with its envelope a file stays well under this. */
export const MAX_LOG_FILE_BYTES = 6_000_000;

export type LogReading = { ok: true; log: OperationLogFile } | { ok: false; message: string };

const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);

function fail(message: string): LogReading {
  return { ok: false, message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with one recorded operation, or null when it can be replayed. */
function operationProblem(operation: unknown): string | null {
  if (!isObject(operation)) return 'it is not an object';
  if (typeof operation.operationName !== 'string' || !operation.operationName) return 'it has no operation name';
  if (!OPERATION_TYPES.has(operation.operationType as string)) return 'its type is not query, mutation or subscription';
  if (typeof operation.route !== 'string' || !operation.route.startsWith('/')) return 'it has no route';
  if (typeof operation.at !== 'string' || Number.isNaN(Date.parse(operation.at))) return 'it has no time';
  if (operation.errors !== undefined && !Array.isArray(operation.errors)) return 'its errors are not a list';
  if (operation.networkError !== undefined && (!isObject(operation.networkError) || typeof operation.networkError.message !== 'string')) {
    return 'its network error has no message';
  }
  return null;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Reads and checks a downloaded log (the format in operationLog.ts). */
export async function readOperationLog(text: string): Promise<LogReading> {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_LOG_FILE_BYTES) {
    return fail(`This file is ${megabytes(bytes)}; an operation log the app writes is at most ${megabytes(MAX_LOG_FILE_BYTES)}. It is not an operation log, or something was added to it.`);
  }
  if (!text.trim()) return fail('This file is empty. Ask for the operation log again.');
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    // A download cut short ends in the middle of the JSON: say so rather than quote the parser.
    return fail(
      text.trimEnd().endsWith('}')
        ? 'This file is not valid JSON, so it is not an operation log as the app writes it (was it edited?).'
        : 'This operation log is cut off: the file ends before the log does. Ask for the log to be downloaded again.',
    );
  }
  if (!isObject(file) || file.format !== OPERATION_LOG_FORMAT) {
    return fail(`This is not an operation log: its format is not "${OPERATION_LOG_FORMAT}".`);
  }
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    return fail('This operation log has no valid format version.');
  }
  if (file.version > OPERATION_LOG_VERSION) {
    return fail(
      `This operation log was written in format version ${file.version}, by a newer app than this replay (it reads version ${OPERATION_LOG_VERSION}). Replay it with the app version that wrote it${typeof file.appVersion === 'string' ? ` (${file.appVersion})` : ''} or newer.`,
    );
  }
  if (typeof file.checksum !== 'string') {
    return fail('This operation log has no checksum: it is incomplete or was not downloaded from the app.');
  }
  if (!Array.isArray(file.operations) || typeof file.route !== 'string' || typeof file.appVersion !== 'string' || typeof file.exportedAt !== 'string') {
    return fail('This operation log is missing parts of its envelope (operations, route, app version or export time).');
  }
  if (file.cache !== undefined && !isObject(file.cache)) return fail('The cache in this operation log is not an object.');
  if ((await logChecksum(file as unknown as OperationLogFile)) !== file.checksum) {
    return fail('This operation log was changed after it was downloaded: its checksum does not match its content. Ask for the log to be downloaded again.');
  }
  if (file.operations.length > MAX_OPERATIONS) {
    return fail(`This operation log holds ${file.operations.length} operations; the app never writes more than ${MAX_OPERATIONS}.`);
  }
  for (const [index, operation] of (file.operations as unknown[]).entries()) {
    const problem = operationProblem(operation);
    if (problem) return fail(`Operation ${index + 1} of this log cannot be replayed: ${problem}.`);
  }
  if (!file.route.startsWith('/app')) return fail(`This operation log's route "${file.route}" is not a page of the app.`);
  return { ok: true, log: file as unknown as OperationLogFile };
}

export type { LoggedOperation, OperationLogFile };
