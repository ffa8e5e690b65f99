/**
 * Brokers and accounts from the Apollo cache, with the list-slice rules: the list loads
 * once, a lookup by id uses the cached broker, new brokers and accounts go to the front, and a
 * delete removes locally only when the server answered without errors.
 */
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  AccountFieldsFragmentDoc,
  AddAccountToBrokerDocument,
  BrokerFieldsFragmentDoc,
  CreateBrokerDocument,
  DeleteAccountDocument,
  DeleteBrokerDocument,
  EditAccountDocument,
  EditBrokerDocument,
  UserBrokerAccountDocument,
  useUserBrokerAccountQuery,
  type AccountFieldsFragment,
  type AccountInput,
  type BrokerFieldsFragment,
  type BrokerInput,
  type CreateBrokerMutation,
  type CreateBrokerMutationVariables,
  type EditBrokerMutation,
  type EditBrokerMutationVariables,
  type DeleteBrokerMutation,
  type DeleteBrokerMutationVariables,
  type AddAccountToBrokerMutation,
  type AddAccountToBrokerMutationVariables,
  type EditAccountMutation,
  type EditAccountMutationVariables,
  type DeleteAccountMutation,
  type DeleteAccountMutationVariables,
} from '../generated/graphql';
import { prependToList, removeFromList } from './cacheLists';
import { refreshAfterCascade } from './refresh';
import { trackSlice, useSlice } from './slices';
import { errorMessage } from '../ui/errorMessage';
import { useSliceQuery } from './useSliceQuery';

export const BROKER_NOT_FOUND = 'Broker does not exist!';

const NO_BROKERS: BrokerFieldsFragment[] = [];

export function useBrokers() {
  const { data, loading, error, refetch } = useUserBrokerAccountQuery({ fetchPolicy: 'cache-first' });
  const brokers = data?.UserBrokerAccount ?? NO_BROKERS;
  useSliceQuery('brokers', { loading, error, hasData: Boolean(data) });
  const slice = useSlice('brokers');
  // loadError: the list itself failed to load (the slice's error may come from a mutation).
  return { brokers, loading: loading && !data, loadError: error && !data ? errorMessage(error) : null, refetch, ...slice };
}

/** One broker: the cached one when the list has it, otherwise fetched by id. */
export function useBroker(brokerId: string | null) {
  const cached = useFragment({
    fragment: BrokerFieldsFragmentDoc,
    fragmentName: 'BrokerFields',
    from: brokerId ? { __typename: 'Broker', _id: brokerId } : null,
  });
  const skip = !brokerId || cached.complete;
  const fetched = useUserBrokerAccountQuery({ variables: { broker_Id: brokerId }, skip });
  if (!brokerId) return { broker: null, loading: false, error: null };
  if (cached.complete) return { broker: cached.data as BrokerFieldsFragment, loading: false, error: null };
  const broker = fetched.data?.UserBrokerAccount[0] ?? null;
  const error = fetched.error?.message ?? (fetched.data && !broker ? BROKER_NOT_FOUND : null);
  return { broker, loading: fetched.loading, error };
}

export function useBrokerActions() {
  const client = useApolloClient();

  const createBroker = useCallback(
    (brokerInput: BrokerInput) =>
      trackSlice('brokers', async () => {
        const { data } = await client.mutate<CreateBrokerMutation, CreateBrokerMutationVariables>({
          mutation: CreateBrokerDocument,
          variables: { brokerInput },
          update(cache, { data: created }) {
            if (created) prependToList(cache, UserBrokerAccountDocument, 'UserBrokerAccount', created.createBroker);
          },
        });
        return data!.createBroker;
      }),
    [client],
  );

  const editBroker = useCallback(
    (brokerId: string, brokerInput: BrokerInput) =>
      trackSlice('brokers', async () => {
        const { data } = await client.mutate<EditBrokerMutation, EditBrokerMutationVariables>({ mutation: EditBrokerDocument, variables: { broker_Id: brokerId, brokerInput } });
        return data!.editBroker;
      }),
    [client],
  );

  const deleteBroker = useCallback(
    (brokerId: string, { cascade = false }: { cascade?: boolean } = {}) =>
      trackSlice('brokers', async () => {
        await client.mutate<DeleteBrokerMutation, DeleteBrokerMutationVariables>({
          mutation: DeleteBrokerDocument,
          variables: { broker_Id: brokerId, confirm: true, cascade },
          update(cache, { data }) {
            // The default error policy throws on errors, so this runs only for a clean answer.
            if (!data) return;
            removeFromList(cache, UserBrokerAccountDocument, 'UserBrokerAccount', [data.deleteBroker]);
            cache.evict({ id: cache.identify({ __typename: 'Broker', _id: data.deleteBroker }) });
            cache.gc();
          },
        });
        // Transactions filed under it went with it (cascade): their lists are stale.
        if (cascade) await refreshAfterCascade(client);
      }),
    [client],
  );

  const addAccount = useCallback(
    (accountInput: AccountInput) =>
      trackSlice('accounts', async () => {
        const { data } = await client.mutate<AddAccountToBrokerMutation, AddAccountToBrokerMutationVariables>({
          mutation: AddAccountToBrokerDocument,
          variables: { accountInput },
          update(cache, { data: added }) {
            if (!added) return;
            const ref = cache.writeFragment({
              data: added.addAccountToBroker,
              fragment: AccountFieldsFragmentDoc,
              fragmentName: 'AccountFields',
            });
            cache.modify({
              id: cache.identify({ __typename: 'Broker', _id: accountInput.broker_Id }),
              fields: { accounts: (existing) => (Array.isArray(existing) ? [ref, ...existing] : [ref]) },
            });
          },
        });
        return data!.addAccountToBroker as AccountFieldsFragment;
      }),
    [client],
  );

  const editAccount = useCallback(
    (accountId: string, accountInput: AccountInput) =>
      trackSlice('accounts', async () => {
        const { data } = await client.mutate<EditAccountMutation, EditAccountMutationVariables>({ mutation: EditAccountDocument, variables: { account_Id: accountId, accountInput } });
        return data!.editAccount;
      }),
    [client],
  );

  const deleteAccounts = useCallback(
    (brokerId: string, accountIds: readonly string[], { cascade = false }: { cascade?: boolean } = {}) =>
      trackSlice('accounts', async () => {
        await client.mutate<DeleteAccountMutation, DeleteAccountMutationVariables>({
          mutation: DeleteAccountDocument,
          variables: { broker_Id: brokerId, account_Ids: [...accountIds], confirm: true, cascade },
          update(cache, { data }) {
            if (!data) return;
            const gone = new Set(data.deleteAccount);
            cache.modify({
              id: cache.identify({ __typename: 'Broker', _id: brokerId }),
              fields: {
                accounts: (existing: readonly { __ref: string }[] = [], { readField }) =>
                  existing.filter((ref) => !gone.has(readField<string>('_id', ref) ?? '')),
              },
            });
            for (const id of gone) cache.evict({ id: cache.identify({ __typename: 'Account', _id: id }) });
            cache.gc();
          },
        });
        if (cascade) await refreshAfterCascade(client);
      }),
    [client],
  );

  return useMemo(
    () => ({ createBroker, editBroker, deleteBroker, addAccount, editAccount, deleteAccounts }),
    [createBroker, editBroker, deleteBroker, addAccount, editAccount, deleteAccounts],
  );
}
