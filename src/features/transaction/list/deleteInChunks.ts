/**
 * Deleting a large selection: the server takes at most 10,000 ids per call, so bigger selections
 * go in sequential chunks, reporting progress, and stop at the first failure (what was deleted
 * before it stays deleted, which the list then shows).
 */
import { errorMessage } from '../../../ui/errorMessage';

/** The server's limit per deleteTransactions call (MAX_TRANSACTIONS_PER_CALL). */
export const DELETE_CHUNK_SIZE = 10_000;

export interface DeleteProgress {
  deleted: number;
  total: number;
}

export interface DeleteOutcome extends DeleteProgress {
  /** The first failure's message; null when everything was deleted. */
  error: string | null;
}

export async function deleteInChunks(
  ids: readonly string[],
  deleteChunk: (chunk: readonly string[]) => Promise<readonly string[]>,
  onProgress: (progress: DeleteProgress) => void = () => undefined,
  chunkSize: number = DELETE_CHUNK_SIZE,
): Promise<DeleteOutcome> {
  const total = ids.length;
  let deleted = 0;
  for (let start = 0; start < total; start += chunkSize) {
    const chunk = ids.slice(start, start + chunkSize);
    try {
      await deleteChunk(chunk);
    } catch (error) {
      return { deleted, total, error: errorMessage(error) };
    }
    deleted += chunk.length;
    onProgress({ deleted, total });
  }
  return { deleted, total, error: null };
}
