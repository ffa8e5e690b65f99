/**
 * Edits of the cached unfiltered lists (the list queries called without an id), the way the
 * list slices add and remove.
 */
import type { ApolloCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';

type ListData<K extends string, T> = { [key in K]: T[] };

/** Puts `item` at the front of the cached list, unless it is there already. */
export function prependToList<K extends string, T extends { _id: string }>(
  cache: ApolloCache,
  query: DocumentNode,
  field: K,
  item: T,
): void {
  cache.updateQuery<ListData<K, T>>({ query }, (data) => {
    if (!data) return data;
    const list = data[field];
    if (list.some((existing) => existing._id === item._id)) return data;
    return { ...data, [field]: [item, ...list] } as ListData<K, T>;
  });
}

/** Puts `items` at the front of the cached list, newest first as given. */
export function prependAllToList<K extends string, T extends { _id: string }>(
  cache: ApolloCache,
  query: DocumentNode,
  field: K,
  items: readonly T[],
): void {
  cache.updateQuery<ListData<K, T>>({ query }, (data) => {
    if (!data) return data;
    const adding = new Set(items.map((item) => item._id));
    const rest = data[field].filter((existing) => !adding.has(existing._id));
    return { ...data, [field]: [...items, ...rest] } as ListData<K, T>;
  });
}

export function removeFromList<K extends string, T extends { _id: string }>(
  cache: ApolloCache,
  query: DocumentNode,
  field: K,
  ids: readonly string[],
): void {
  const gone = new Set(ids);
  cache.updateQuery<ListData<K, T>>({ query }, (data) => {
    if (!data) return data;
    return { ...data, [field]: data[field].filter((item) => !gone.has(item._id)) } as ListData<K, T>;
  });
}
