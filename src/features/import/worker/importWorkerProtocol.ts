/**
 * The messages between the import screen and its Web Worker, and the worker's side of them as a
 * plain function (importWorker.ts only wires it to `self`), so tests run it without a worker.
 *
 * One worker reads one file: the page posts a parse request, the worker answers with progress
 * messages and then one result or error. Cancelling is terminating the worker.
 */
import { ImportFileError } from '../pipeline/ImportFileError';
import type { ImportParseResult, ImportPreviewRow, ParseImportOptions } from '../pipeline/importPreview';
import { importFileSizeProblem, parseImportFile } from '../pipeline/parseImportFile';

/** What a worker reads the file from: the dropped File (a Blob) or its bytes. */
export type ImportFileData = Blob | ArrayBuffer | Uint8Array;

export interface ImportWorkerRequest {
  type: 'parse';
  file: ImportFileData;
  /** The file's name, for the preview. */
  name: string;
  options: ParseImportOptions;
}

export type ImportWorkerMessage =
  | { type: 'progress'; fraction: number }
  /** Preview rows, in order, sent ahead of the result (see ROWS_PER_MESSAGE). */
  | { type: 'rows'; rows: ImportPreviewRow[] }
  /** The result; a preview's rows are those of the 'rows' messages before it followed by its own. */
  | { type: 'result'; result: ImportParseResult }
  | { type: 'error'; message: string };

/**
 * The page unpacks (structured-clone deserialises) every message on its main thread: 100,000
 * rows in one message would freeze it for a moment at the end, so they come in parts, each
 * unpacked in its own task.
 */
export const ROWS_PER_MESSAGE = 2000;

// Told apart by shape rather than instanceof: bytes made in another realm (a test runner's
// context, an iframe) are not instances of this realm's classes.
function isBlob(file: ImportFileData): file is Blob {
  return !ArrayBuffer.isView(file) && 'size' in file;
}

export function sizeOf(file: ImportFileData): number {
  return isBlob(file) ? file.size : file.byteLength;
}

async function bytesOf(file: ImportFileData): Promise<Uint8Array> {
  if (ArrayBuffer.isView(file)) return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  if (!isBlob(file)) return new Uint8Array(file);
  // Blob.arrayBuffer is missing in Safari before 14 (and in jsdom); FileReader works everywhere.
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new ImportFileError('The file could not be read from the disk. Try again, or copy it somewhere else first.'));
    reader.readAsArrayBuffer(file);
  });
}

export async function handleImportRequest(request: ImportWorkerRequest, post: (message: ImportWorkerMessage) => void): Promise<void> {
  try {
    // Refused before a byte is read: a 2 GB file must not be loaded to be told it is too large.
    const sizeProblem = importFileSizeProblem(sizeOf(request.file));
    if (sizeProblem) throw new ImportFileError(sizeProblem);
    const bytes = await bytesOf(request.file);
    const result = parseImportFile({ name: request.name, bytes }, request.options, (fraction) => post({ type: 'progress', fraction }));
    if (result.kind === 'preview' && result.preview.rows.length > ROWS_PER_MESSAGE) {
      const { rows } = result.preview;
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) post({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      post({ type: 'result', result: { kind: 'preview', preview: { ...result.preview, rows: [] } } });
    } else {
      post({ type: 'result', result });
    }
  } catch (error) {
    if (error instanceof ImportFileError) {
      post({ type: 'error', message: error.message });
    } else {
      // A bug rather than a bad file: say so plainly, and keep the details for the console.
      console.error('Import worker failed', error);
      post({ type: 'error', message: `The file could not be read because of an unexpected error (${error instanceof Error ? error.message : String(error)}). Nothing was imported.` });
    }
  }
}
