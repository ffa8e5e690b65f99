import type { ApolloClient } from '@apollo/client';

/**
 * Drops the cached transaction and portfolio lists so whatever shows them fetches them again:
 * after the server changed transactions this client did not (a cascade delete, an import, a
 * change pushed from another device). Active queries refetch at once; others on their next use.
 */
export async function refreshLedgerLists(client: ApolloClient): Promise<void> {
  await client.refetchQueries({
    updateCache(cache) {
      cache.evict({ fieldName: 'UserTransactions' });
      cache.evict({ fieldName: 'PortfolioStockTransactions' });
    },
  });
}

export const refreshAfterCascade = refreshLedgerLists;
