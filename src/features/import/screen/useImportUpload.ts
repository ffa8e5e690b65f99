/**
 * The import screen's one write: uploadImport over the app's Apollo client. Nothing of an import
 * belongs in the cache (the answers are one-off receipts), so the calls bypass it; after a
 * commit the ledger lists are fetched again, which is how the new transactions appear.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  CommitImportDocument,
  DiscardImportDocument,
  StageImportDocument,
  type CommitImportMutation,
  type CommitImportMutationVariables,
  type DiscardImportMutation,
  type DiscardImportMutationVariables,
  type StageImportMutation,
  type StageImportMutationVariables,
} from '../../../generated/graphql';
import { refreshLedgerLists } from '../../ledger/refresh';
import type { ImportRowFields } from '../pipeline/importPreview';
import { uploadImport, type ImportApi, type ImportTarget, type UploadOutcome, type UploadProgress } from './uploadImport';

export function useImportUpload() {
  const client = useApolloClient();

  const api = useMemo<ImportApi>(
    () => ({
      async stage(importId, rows) {
        const { data } = await client.mutate<StageImportMutation, StageImportMutationVariables>({
          mutation: StageImportDocument,
          variables: { importId, rows },
          fetchPolicy: 'no-cache',
        });
        return data!.stageImport;
      },
      async commit(importId, target) {
        const { data } = await client.mutate<CommitImportMutation, CommitImportMutationVariables>({
          mutation: CommitImportDocument,
          variables: { importId, portfolio_Id: target.portfolioId, account_Id: target.accountId },
          fetchPolicy: 'no-cache',
        });
        return data!.commitImport;
      },
      async discard(importId) {
        await client.mutate<DiscardImportMutation, DiscardImportMutationVariables>({
          mutation: DiscardImportDocument,
          variables: { importId },
          fetchPolicy: 'no-cache',
        });
      },
    }),
    [client],
  );

  return useCallback(
    async (rows: readonly ImportRowFields[], target: ImportTarget, onProgress: (progress: UploadProgress) => void): Promise<UploadOutcome> => {
      const outcome = await uploadImport(api, rows, target, onProgress);
      if (outcome.kind === 'imported' && outcome.inserted > 0) {
        // The import is written whatever happens here; a failed refetch only leaves lists stale
        // until their next load, which must not turn a success into an error.
        await refreshLedgerLists(client).catch(() => undefined);
      }
      return outcome;
    },
    [api, client],
  );
}
