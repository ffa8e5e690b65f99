/**
 * The import screen's calls over the app's Apollo client. Nothing of an import belongs in the
 * cache (the answers are one-off receipts), so the calls bypass it; after a commit the ledger
 * lists are fetched again, which is how the new transactions appear.
 */
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
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
import { refreshLedgerLists } from '../../../data/refresh';
import type { ImportApi } from './uploadImport';

export function useImportApi(): { api: ImportApi; afterImport: (inserted: number) => void } {
  const client = useApolloClient();
  return useMemo(() => ({ api: importApi(client), afterImport: (inserted: number) => refreshAfterImport(client, inserted) }), [client]);
}

function importApi(client: ApolloClient): ImportApi {
  return {
    async stage(importId, rows) {
      const { data } = await client.mutate<StageImportMutation, StageImportMutationVariables>({
        mutation: StageImportDocument,
        variables: { importId, rows },
        fetchPolicy: 'no-cache',
      });
      return data!.stageImport;
    },
    async commit(importId, target, excludeRows, options) {
      const { data } = await client.mutate<CommitImportMutation, CommitImportMutationVariables>({
        mutation: CommitImportDocument,
        variables: {
          importId,
          portfolio_Id: target.portfolioId,
          account_Id: target.accountId,
          ...(excludeRows?.length ? { excludeRows: [...excludeRows] } : {}),
          ...(options?.dryRun ? { dryRun: true } : {}),
        },
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
  };
}

/**
 * The lists are fetched again in the background: the import is written whatever happens here,
 * so its result shows at once, and a failed refetch only leaves lists stale until their next load.
 */
function refreshAfterImport(client: ApolloClient, inserted: number): void {
  if (inserted > 0) void refreshLedgerLists(client).catch(() => undefined);
}
