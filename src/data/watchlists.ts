/**
 * The user's watchlists from the Apollo cache, and one hook of their mutations, each owning its
 * cache update: the answers are normalised Watchlists (or entries), so a rename, an add, an alert
 * or a reorder updates every view by itself; only create and delete edit the cached list, at its
 * end as the server puts a new list, and a reorder of lists rewrites it in the order sent.
 */
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  AddWatchlistEntryDocument,
  CreateWatchlistDocument,
  DeleteWatchlistDocument,
  RemoveWatchlistEntryDocument,
  RenameWatchlistDocument,
  ReorderWatchlistEntriesDocument,
  ReorderWatchlistsDocument,
  SetWatchlistAlertsDocument,
  UserWatchlistsDocument,
  useUserWatchlistsQuery,
  type UserWatchlistsQuery,
  type CreateWatchlistMutation,
  type CreateWatchlistMutationVariables,
  type RenameWatchlistMutation,
  type RenameWatchlistMutationVariables,
  type ReorderWatchlistsMutation,
  type ReorderWatchlistsMutationVariables,
  type DeleteWatchlistMutation,
  type DeleteWatchlistMutationVariables,
  type AddWatchlistEntryMutation,
  type AddWatchlistEntryMutationVariables,
  type SetWatchlistAlertsMutation,
  type SetWatchlistAlertsMutationVariables,
  type ReorderWatchlistEntriesMutation,
  type ReorderWatchlistEntriesMutationVariables,
  type RemoveWatchlistEntryMutation,
  type RemoveWatchlistEntryMutationVariables,
  type WatchlistAlertsInput,
  type WatchlistFieldsFragment,
} from '../generated/graphql';

export type WatchlistItem = WatchlistFieldsFragment;
export type WatchlistEntryItem = WatchlistItem['entries'][number];

export function useWatchlists(options: { skip?: boolean } = {}) {
  return useUserWatchlistsQuery({ skip: options.skip ?? false });
}

function editCachedLists(cache: ApolloCache, edit: (lists: readonly WatchlistItem[]) => WatchlistItem[]): void {
  cache.updateQuery<UserWatchlistsQuery>({ query: UserWatchlistsDocument }, (data) => (data ? { ...data, userWatchlists: edit(data.userWatchlists) } : data));
}

/** The watchlist mutations; each resolves to the answer, or rejects with the server's error. */
export function useWatchlistActions() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      async create(name: string): Promise<WatchlistItem> {
        const { data } = await client.mutate<CreateWatchlistMutation, CreateWatchlistMutationVariables>({
          mutation: CreateWatchlistDocument,
          variables: { name },
          update(cache, { data: created }) {
            if (created) editCachedLists(cache, (lists) => [...lists.filter((list) => list._id !== created.createWatchlist._id), created.createWatchlist]);
          },
        });
        return data!.createWatchlist;
      },
      async rename(watchlistId: string, name: string): Promise<void> {
        await client.mutate<RenameWatchlistMutation, RenameWatchlistMutationVariables>({ mutation: RenameWatchlistDocument, variables: { watchlist_Id: watchlistId, name } });
      },
      async reorder(watchlistIds: readonly string[]): Promise<void> {
        await client.mutate<ReorderWatchlistsMutation, ReorderWatchlistsMutationVariables>({
          mutation: ReorderWatchlistsDocument,
          variables: { watchlist_Ids: [...watchlistIds] },
          update(cache) {
            editCachedLists(cache, (lists) => watchlistIds.map((id) => lists.find((list) => list._id === id)).filter((list): list is WatchlistItem => list !== undefined));
          },
        });
      },
      async remove(watchlistId: string): Promise<void> {
        await client.mutate<DeleteWatchlistMutation, DeleteWatchlistMutationVariables>({
          mutation: DeleteWatchlistDocument,
          variables: { watchlist_Id: watchlistId },
          update(cache) {
            editCachedLists(cache, (lists) => lists.filter((list) => list._id !== watchlistId));
            cache.evict({ id: cache.identify({ __typename: 'Watchlist', _id: watchlistId }) });
            cache.gc();
          },
        });
      },
      async addEntry(watchlistId: string, symbol: string): Promise<WatchlistItem> {
        const { data } = await client.mutate<AddWatchlistEntryMutation, AddWatchlistEntryMutationVariables>({ mutation: AddWatchlistEntryDocument, variables: { watchlist_Id: watchlistId, symbol } });
        return data!.addWatchlistEntry;
      },
      async setAlerts(entryId: string, alerts: WatchlistAlertsInput): Promise<void> {
        await client.mutate<SetWatchlistAlertsMutation, SetWatchlistAlertsMutationVariables>({ mutation: SetWatchlistAlertsDocument, variables: { entry_Id: entryId, alerts } });
      },
      /** The entries in this order, shown at once (the answer then confirms it). */
      async reorderEntries(watchlist: Pick<WatchlistItem, '_id' | 'updatedAt'>, entryIds: readonly string[]): Promise<void> {
        await client.mutate<ReorderWatchlistEntriesMutation, ReorderWatchlistEntriesMutationVariables>({
          mutation: ReorderWatchlistEntriesDocument,
          variables: { watchlist_Id: watchlist._id, entry_Ids: [...entryIds] },
          optimisticResponse: {
            reorderWatchlistEntries: {
              __typename: 'Watchlist',
              _id: watchlist._id,
              updatedAt: watchlist.updatedAt,
              entries: entryIds.map((id, index) => ({ __typename: 'WatchlistEntry', _id: id, sortOrder: index })),
            },
            // The generated types leave __typename out; the cache needs it to normalise.
          } as ReorderWatchlistEntriesMutation,
        });
      },
      async removeEntry(entryId: string): Promise<void> {
        await client.mutate<RemoveWatchlistEntryMutation, RemoveWatchlistEntryMutationVariables>({
          mutation: RemoveWatchlistEntryDocument,
          variables: { entry_Id: entryId },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'WatchlistEntry', _id: entryId }) });
            cache.gc();
          },
        });
      },
    }),
    [client],
  );
}

export type WatchlistActions = ReturnType<typeof useWatchlistActions>;
