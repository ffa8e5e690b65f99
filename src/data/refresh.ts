import type { ApolloClient } from '@apollo/client';
import { LEDGER_QUERY_FIELDS, PRICE_QUERY_FIELDS } from '../../common/widgetDataSources';

/**
 * Drops the cached transaction and portfolio lists (and every figure built on them) so whatever shows them fetches them again:
 * after the server changed transactions this client did not (a cascade delete, an import, a
 * change pushed from another device). Active queries refetch at once; others on their next use.
 * `kept` names fields the caller has already brought up to date itself.
 */
export async function refreshLedgerLists(client: ApolloClient, kept: readonly string[] = []): Promise<void> {
  await client.refetchQueries({
    updateCache(cache) {
      // Every field the common list marks as built on the ledger, and only those: a value chart or
      // holdings table on screen beside the KPIs would otherwise keep the figures from before the
      // write (widget queries are cache-first).
      for (const fieldName of LEDGER_QUERY_FIELDS) if (!kept.includes(fieldName)) cache.evict({ fieldName });
    },
  });
}

export const refreshAfterCascade = refreshLedgerLists;

/**
 * After a write this tab made and already applied to the compact transaction list (edited in
 * place): every other ledger-dependent field, so the figures on screen follow without waiting for
 * the server's push (which a closed WebSocket would never bring).
 */
export const refreshAfterOwnWrite = (client: ApolloClient): Promise<void> => refreshLedgerLists(client, ['UserTransactionTable']);

/**
 * After this tab changed manual closes: every figure valued at closes. No push follows a price
 * change (it writes no transaction), and the transaction lists hold no prices to refetch.
 */
export const refreshAfterPriceChange = (client: ApolloClient): Promise<void> =>
  refreshLedgerLists(
    client,
    LEDGER_QUERY_FIELDS.filter((field) => !PRICE_QUERY_FIELDS.includes(field)),
  );
