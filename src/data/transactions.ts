/**
 * Transactions from the Apollo cache, with the list-slice rules: a successful fetch sets
 * firstLoad and replaces the list; a lookup by id uses the cached transaction; added ones are
 * prepended; an update merges into the cached ones (by _id); a delete removes the given ids; a
 * failed add or delete leaves the list alone and stores the error.
 *
 * The whole list is cached in its compact form (UserTransactionTable, one value; see
 * src/lib/transactionTable.ts) and decoded once per version of it; single transactions that
 * mutations return are normalised by _id as usual.
 */
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  CreateTransactionDocument,
  DeleteTransactionsDocument,
  TransactionFieldsFragmentDoc,
  UpdateTransactionStatsDocument,
  useUserTransactionTableQuery,
  useUserTransactionsQuery,
  type TransactionFieldsFragment,
  type TransactionInput,
  type CreateTransactionMutation,
  type CreateTransactionMutationVariables,
  type UpdateTransactionStatsMutation,
  type UpdateTransactionStatsMutationVariables,
  type DeleteTransactionsMutation,
  type DeleteTransactionsMutationVariables,
} from '../generated/graphql';
import {
  assertTransactionTable,
  decodeTransactionRows,
  mergeTableRows,
  prependTableRows,
  removeTableRows,
  type TransactionTable,
} from '../../common/transactionTable';
import { trackSlice, useSlice } from './slices';
import { errorMessage } from '../ui/errorMessage';
import { useSliceQuery } from './useSliceQuery';
import { refreshAfterOwnWrite } from './refresh';

export const TRANSACTION_NOT_FOUND = 'Transaction does not exist!';

const NO_TRANSACTIONS: TransactionFieldsFragment[] = [];

interface DecodedTable {
  transactions: TransactionFieldsFragment[];
  byId: Map<string, TransactionFieldsFragment>;
  error: string | null;
}

// Keyed by the cached table object: every edit of the table makes a new one, so each version is
// decoded once however many components read it.
const decodedTables = new WeakMap<object, DecodedTable>();

function decodeTable(table: unknown): DecodedTable {
  const key = typeof table === 'object' && table !== null ? table : null;
  const known = key && decodedTables.get(key);
  if (known) return known;
  let decoded: DecodedTable;
  try {
    assertTransactionTable(table);
    const transactions = decodeTransactionRows<TransactionFieldsFragment>(table);
    decoded = { transactions, byId: new Map(transactions.map((transaction) => [transaction._id, transaction])), error: null };
  } catch (error) {
    decoded = { transactions: NO_TRANSACTIONS, byId: new Map(), error: errorMessage(error) };
  }
  if (key) decodedTables.set(key, decoded);
  return decoded;
}

/** Applies a slice rule to the cached list, when it is cached. */
function editCachedTable(cache: ApolloCache, edit: (table: TransactionTable) => TransactionTable): void {
  cache.modify({
    fields: {
      UserTransactionTable(existing: unknown) {
        if (decodeTable(existing).error) return existing;
        return edit(existing as TransactionTable);
      },
    },
  });
}

export function useTransactions() {
  const { data, loading, error, refetch } = useUserTransactionTableQuery({ fetchPolicy: 'cache-first' });
  const decoded = data ? decodeTable(data.UserTransactionTable) : null;
  const failure = error ? errorMessage(error) : (decoded?.error ?? null);
  useSliceQuery('transactions', { loading, error: failure, hasData: Boolean(decoded && !decoded.error) });
  const slice = useSlice('transactions');
  const transactions = decoded?.transactions ?? NO_TRANSACTIONS;
  // loadError: the list itself failed to load (the slice's error may come from a mutation).
  // loaded: the list has arrived (before the query even starts, neither loading nor loaded).
  return { transactions, loading: loading && !data, loaded: Boolean(decoded && !decoded.error), loadError: failure && !decoded?.transactions.length ? failure : null, refetch, ...slice };
}

/** One transaction: from the cached list or the cached transaction when present, otherwise fetched by id. */
export function useTransaction(transactionId: string | null) {
  const table = useUserTransactionTableQuery({ fetchPolicy: 'cache-only' });
  const listed = transactionId && table.data ? decodeTable(table.data.UserTransactionTable).byId.get(transactionId) : undefined;
  const cached = useFragment({
    fragment: TransactionFieldsFragmentDoc,
    fragmentName: 'TransactionFields',
    from: transactionId && !listed ? { __typename: 'Transaction', _id: transactionId } : null,
  });
  const skip = !transactionId || Boolean(listed) || cached.complete;
  const fetched = useUserTransactionsQuery({ variables: { transaction_Ids: transactionId ? [transactionId] : [] }, skip });
  if (!transactionId) return { transaction: null, loading: false, error: null };
  if (listed) return { transaction: listed, loading: false, error: null };
  if (cached.complete) return { transaction: cached.data as TransactionFieldsFragment, loading: false, error: null };
  const transaction = fetched.data?.UserTransactions[0] ?? null;
  const error = fetched.error?.message ?? (fetched.data && !transaction ? TRANSACTION_NOT_FOUND : null);
  return { transaction, loading: fetched.loading, error };
}

export function useTransactionActions() {
  const client = useApolloClient();

  const createTransactions = useCallback(
    (transactionInput: readonly TransactionInput[]) =>
      trackSlice('transactions', async () => {
        const { data } = await client.mutate<CreateTransactionMutation, CreateTransactionMutationVariables>({
          mutation: CreateTransactionDocument,
          variables: { transactionInput: [...transactionInput] },
          update(cache, { data: created }) {
            if (created) editCachedTable(cache, (table) => prependTableRows(table, created.createTransaction.transactions));
          },
        });
        void refreshAfterOwnWrite(client).catch(() => undefined);
        return data!.createTransaction;
      }),
    [client],
  );

  /** Edits: the given fields replace the stored ones; the answer merges into the cache by _id. */
  const updateTransactions = useCallback(
    (transactionInput: readonly TransactionInput[]) =>
      trackSlice('transactions', async () => {
        const { data } = await client.mutate<UpdateTransactionStatsMutation, UpdateTransactionStatsMutationVariables>({
          mutation: UpdateTransactionStatsDocument,
          variables: { transactionInput: [...transactionInput] },
          update(cache, { data: updated }) {
            if (updated) editCachedTable(cache, (table) => mergeTableRows(table, updated.updateTransactionStats));
          },
        });
        void refreshAfterOwnWrite(client).catch(() => undefined);
        return data!.updateTransactionStats;
      }),
    [client],
  );

  const deleteTransactions = useCallback(
    (transactionIds: readonly string[]) =>
      trackSlice('transactions', async () => {
        const { data } = await client.mutate<DeleteTransactionsMutation, DeleteTransactionsMutationVariables>({
          mutation: DeleteTransactionsDocument,
          variables: { transaction_Ids: [...transactionIds] },
          update(cache, { data: deleted }) {
            if (!deleted) return;
            editCachedTable(cache, (table) => removeTableRows(table, deleted.deleteTransactions));
            for (const id of deleted.deleteTransactions) cache.evict({ id: cache.identify({ __typename: 'Transaction', _id: id }) });
            cache.gc();
          },
        });
        void refreshAfterOwnWrite(client).catch(() => undefined);
        return data!.deleteTransactions;
      }),
    [client],
  );

  return useMemo(() => ({ createTransactions, updateTransactions, deleteTransactions }), [createTransactions, updateTransactions, deleteTransactions]);
}
