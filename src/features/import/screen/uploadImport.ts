/**
 * Sending an import (spec: all rows or none). The rows go to the server in parts of at most
 * 10,000 (stageImport; the first part starts the import), then one commit writes them all in
 * one database transaction. If the server finds problems in staged rows, every part is still
 * sent so that the user learns of all of them at once, and then the stage is discarded: nothing
 * is written. Any failure discards the stage too, so a retry starts clean.
 */
import type { ImportRowFields } from '../pipeline/importPreview';

/** The server's limit per stageImport call (server/modules/imports/imports.service.ts). */
export const ROWS_PER_PART = 10_000;

export interface RowProblem {
  row: number;
  message: string;
}

export interface ImportTarget {
  portfolioId: string;
  accountId: string;
}

/** The three calls, so the sequence can be tested without a server. */
export interface ImportApi {
  stage(importId: string | null, rows: ImportRowFields[]): Promise<{ importId: string; problems: readonly RowProblem[] }>;
  /** `excludeRows`: staged rows (by file row) to leave out of the commit. */
  /** With `dryRun`, every check of the commit and no write (the preview's check). */
  commit(importId: string, target: ImportTarget, excludeRows?: readonly number[], options?: { dryRun?: boolean }): Promise<{ inserted: number; skipped: readonly RowProblem[] }>;
  discard(importId: string): Promise<unknown>;
}

export type UploadProgress = { phase: 'uploading'; sent: number; total: number } | { phase: 'committing'; total: number };

export type UploadOutcome =
  | { kind: 'imported'; inserted: number; skipped: readonly RowProblem[] }
  /** The server refused these staged rows; the stage was discarded and nothing written. */
  | { kind: 'problems'; problems: readonly RowProblem[] };

export interface StagedImport {
  importId: string;
  /** What the server found wrong in staged rows; the stage is kept, and a commit leaving those rows out still works. */
  problems: readonly RowProblem[];
}

/** Stages `rows` in parts, reporting each part sent. On a failure the partial stage is discarded. */
export async function stageRows(api: ImportApi, rows: readonly ImportRowFields[], onProgress: (sent: number, total: number) => void = () => {}): Promise<StagedImport> {
  let importId: string | null = null;
  const total = rows.length;
  try {
    const problems: RowProblem[] = [];
    onProgress(0, total);
    for (let start = 0; start < total; start += ROWS_PER_PART) {
      const part = rows.slice(start, start + ROWS_PER_PART);
      const staged: { importId: string; problems: readonly RowProblem[] } = await api.stage(importId, part);
      importId = staged.importId;
      problems.push(...staged.problems);
      onProgress(start + part.length, total);
    }
    if (importId === null) throw new Error('There are no rows to import.');
    return { importId, problems };
  } catch (error) {
    if (importId !== null) await discardQuietly(api, importId);
    throw error;
  }
}

export async function uploadImport(
  api: ImportApi,
  rows: readonly ImportRowFields[],
  target: ImportTarget,
  onProgress: (progress: UploadProgress) => void = () => {},
): Promise<UploadOutcome> {
  const total = rows.length;
  const { importId, problems } = await stageRows(api, rows, (sent) => onProgress({ phase: 'uploading', sent, total }));
  if (problems.length > 0) {
    await discardQuietly(api, importId);
    return { kind: 'problems', problems };
  }
  try {
    onProgress({ phase: 'committing', total });
    const result = await api.commit(importId, target);
    return { kind: 'imported', inserted: result.inserted, skipped: result.skipped };
  } catch (error) {
    await discardQuietly(api, importId);
    throw error;
  }
}

/**
 * A failed discard changes nothing for the user (nothing was written, and the server drops
 * stages after a day), so it must not hide the error that matters.
 */
export async function discardQuietly(api: ImportApi, importId: string): Promise<void> {
  try {
    await api.discard(importId);
  } catch {
    // See above.
  }
}
