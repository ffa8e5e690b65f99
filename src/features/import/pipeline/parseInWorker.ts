/**
 * The page's side of the import worker: starts a worker for one file, relays its progress, and
 * settles with its result. Cancelling terminates the worker, which stops the work at once.
 */
import type { ImportFileData, ImportWorkerMessage, ImportWorkerRequest } from '../worker/importWorkerProtocol';
import type { ImportParseResult, ImportPreviewRow, ParseImportOptions } from './importPreview';
import { ImportFileError } from './ImportFileError';

/** What parseInWorker needs of a Worker, so tests can pass a fake. */
export interface ImportWorkerLike {
  onmessage: ((event: MessageEvent<ImportWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: ImportWorkerRequest): void;
  terminate(): void;
}

export type CreateImportWorker = () => ImportWorkerLike;

export class ImportCancelledError extends Error {
  constructor() {
    super('The import was cancelled.');
    this.name = 'ImportCancelledError';
  }
}

export interface ParseJob {
  /** Rejects with ImportFileError (a message for the user) or ImportCancelledError. */
  result: Promise<ImportParseResult>;
  cancel(): void;
}

export const WORKER_FAILED_MESSAGE = 'The file reader stopped unexpectedly. Reload the page and try again.';

export function parseInWorker(
  createWorker: CreateImportWorker,
  file: ImportFileData,
  name: string,
  options: ParseImportOptions,
  onProgress?: (fraction: number) => void,
): ParseJob {
  let settle: { resolve: (result: ImportParseResult) => void; reject: (error: Error) => void } | null = null;
  const result = new Promise<ImportParseResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const worker = createWorker();
  const finish = (outcome: { result: ImportParseResult } | { error: Error }) => {
    if (!settle) return;
    const { resolve, reject } = settle;
    settle = null;
    worker.terminate();
    if ('result' in outcome) resolve(outcome.result);
    else reject(outcome.error);
  };
  const rowsAhead: ImportPreviewRow[][] = [];
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'progress') {
      if (settle) onProgress?.(message.fraction);
    } else if (message.type === 'rows') {
      rowsAhead.push(message.rows);
    } else if (message.type === 'result') {
      const { result: parsed } = message;
      if (parsed.kind === 'preview' && rowsAhead.length > 0) {
        finish({ result: { kind: 'preview', preview: { ...parsed.preview, rows: rowsAhead.concat([parsed.preview.rows]).flat() } } });
      } else {
        finish({ result: parsed });
      }
    } else {
      finish({ error: new ImportFileError(message.message) });
    }
  };
  worker.onerror = (event) => {
    // The worker script failed to load or threw outside the request handler.
    event.preventDefault();
    finish({ error: new ImportFileError(WORKER_FAILED_MESSAGE) });
  };
  worker.postMessage({ type: 'parse', file, name, options });
  return { result, cancel: () => finish({ error: new ImportCancelledError() }) };
}
