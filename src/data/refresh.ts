import type { ApolloClient } from '@apollo/client';

/** Every analytics field the widgets read: each is built on the ledger, so each is stale after a write. */
const ANALYTICS_FIELDS = ['portfolioSummary', 'portfolioHoldings', 'portfolioValueSeries', 'holdingReturns', 'transactionTimeline'] as const;

/**
 * Drops the cached transaction and portfolio lists (and every figure built on them) so whatever shows them fetches them again:
 * after the server changed transactions this client did not (a cascade delete, an import, a
 * change pushed from another device). Active queries refetch at once; others on their next use.
 */
export async function refreshLedgerLists(client: ApolloClient): Promise<void> {
  await client.refetchQueries({
    updateCache(cache) {
      cache.evict({ fieldName: 'UserTransactionTable' });
      cache.evict({ fieldName: 'UserTransactions' });
      cache.evict({ fieldName: 'PortfolioStockTransactions' });
      // All of them, not the summary alone: a value chart or holdings table on screen beside the
      // KPIs would otherwise keep the figures from before the write (widget queries are cache-first).
      for (const fieldName of ANALYTICS_FIELDS) cache.evict({ fieldName });
    },
  });
}

export const refreshAfterCascade = refreshLedgerLists;
