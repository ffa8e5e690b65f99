import type { ApolloCache, DocumentNode } from '@apollo/client';
import { useApolloClient, useFragment, useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { authStateVar } from '../apollo/vars';
import { CurrentUser_UserFragmentDoc, type CurrentUser_UserFragment } from '../generated/graphql';

/**
 * The cache id of the User row that belongs to `uid`. auditUser is a mutation (no query field
 * points at the user), and the User is keyed by its database _id, so the row is found by uid
 * once, after the audit has written it.
 */
export function findCachedUserId(cache: ApolloCache, uid: string): string | null {
  const entries = Object.entries(cache.extract() as Record<string, { __typename?: string; uid?: unknown }>);
  return entries.find(([, row]) => row.__typename === 'User' && row.uid === uid)?.[0] ?? null;
}

/**
 * The signed-in user's profile from the Apollo cache (the only copy), live: every mutation that
 * returns the User updates what this returns. Null until the audit has loaded it.
 */
export function useCurrentUser(): CurrentUser_UserFragment | null {
  return useSignedInUserFragment<CurrentUser_UserFragment>(CurrentUser_UserFragmentDoc, 'CurrentUser_user');
}

/** A fragment of the signed-in user's cached profile, live; null until the audit has loaded all its fields. */
export function useSignedInUserFragment<T>(fragment: DocumentNode, fragmentName: string): T | null {
  const client = useApolloClient();
  const { user, hasAuditedUser } = useReactiveVar(authStateVar);
  const uid = hasAuditedUser ? (user?.uid ?? null) : null;
  const cacheId = useMemo(() => (uid ? findCachedUserId(client.cache, uid) : null), [client, uid]);
  const { data, complete } = useFragment<T>({ fragment, fragmentName, from: cacheId });
  return cacheId && complete ? (data as T) : null;
}
