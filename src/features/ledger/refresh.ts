import type { ApolloClient } from '@apollo/client';

/**
 * Drops the cached transaction and portfolio lists (and the summary figures built on them) so whatever shows them fetches them again:
 * after the server changed transactions this client did not (a cascade delete, an import, a
 * change pushed from another device). Active queries refetch at once; others on their next use.
 */
export async function refreshLedgerLists(client: ApolloClient): Promise<void> {
  await client.refetchQueries({
    updateCache(cache) {
      cache.evict({ fieldName: 'UserTransactionTable' });
      cache.evict({ fieldName: 'UserTransactions' });
      cache.evict({ fieldName: 'PortfolioStockTransactions' });
      cache.evict({ fieldName: 'portfolioSummary' });
    },
  });
}

export const refreshAfterCascade = refreshLedgerLists;
