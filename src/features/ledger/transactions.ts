/**
 * Transactions from the Apollo cache, with the spec's slice rules (§4): a successful fetch sets
 * firstLoad and replaces the list; a lookup by id uses the cached transaction; added ones are
 * prepended; an update merges into the cached ones (normalised by _id); a delete removes the
 * given ids; a failed add or delete leaves the list alone and stores the error.
 */
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  CreateTransactionDocument,
  DeleteTransactionsDocument,
  TransactionFieldsFragmentDoc,
  UpdateTransactionStatsDocument,
  UserTransactionsDocument,
  useUserTransactionsQuery,
  type TransactionFieldsFragment,
  type TransactionInput,
  type CreateTransactionMutation,
  type CreateTransactionMutationVariables,
  type UpdateTransactionStatsMutation,
  type UpdateTransactionStatsMutationVariables,
  type DeleteTransactionsMutation,
  type DeleteTransactionsMutationVariables,
} from '../../generated/graphql';
import { prependAllToList, removeFromList } from './cacheLists';
import { errorMessage, trackSlice, useSlice } from './slices';
import { useSliceQuery } from './useSliceQuery';

export const TRANSACTION_NOT_FOUND = 'Transaction does not exist!';

const NO_TRANSACTIONS: TransactionFieldsFragment[] = [];

export function useTransactions() {
  const { data, loading, error, refetch } = useUserTransactionsQuery({ fetchPolicy: 'cache-first' });
  const transactions = data?.UserTransactions ?? NO_TRANSACTIONS;
  useSliceQuery('transactions', { loading, error, hasData: Boolean(data) });
  const slice = useSlice('transactions');
  // loadError: the list itself failed to load (the slice's error may come from a mutation).
  return { transactions, loading: loading && !data, loadError: error && !data ? errorMessage(error) : null, refetch, ...slice };
}

/** One transaction: the cached one when present, otherwise fetched by id. */
export function useTransaction(transactionId: string | null) {
  const cached = useFragment({
    fragment: TransactionFieldsFragmentDoc,
    fragmentName: 'TransactionFields',
    from: transactionId ? { __typename: 'Transaction', _id: transactionId } : null,
  });
  const skip = !transactionId || cached.complete;
  const fetched = useUserTransactionsQuery({ variables: { transaction_Ids: transactionId ? [transactionId] : [] }, skip });
  if (!transactionId) return { transaction: null, loading: false, error: null };
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
            if (created) prependAllToList(cache, UserTransactionsDocument, 'UserTransactions', created.createTransaction.transactions);
          },
        });
        return data!.createTransaction;
      }),
    [client],
  );

  /** Edits: the given fields replace the stored ones; the answer merges into the cache by _id. */
  const updateTransactions = useCallback(
    (transactionInput: readonly TransactionInput[]) =>
      trackSlice('transactions', async () => {
        const { data } = await client.mutate<UpdateTransactionStatsMutation, UpdateTransactionStatsMutationVariables>({ mutation: UpdateTransactionStatsDocument, variables: { transactionInput: [...transactionInput] } });
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
            removeFromList(cache, UserTransactionsDocument, 'UserTransactions', deleted.deleteTransactions);
            for (const id of deleted.deleteTransactions) cache.evict({ id: cache.identify({ __typename: 'Transaction', _id: id }) });
            cache.gc();
          },
        });
        return data!.deleteTransactions;
      }),
    [client],
  );

  return useMemo(() => ({ createTransactions, updateTransactions, deleteTransactions }), [createTransactions, updateTransactions, deleteTransactions]);
}
