import { useApolloClient, useFragment, useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { authStateVar } from '../../apollo/vars';
import { findCachedUserId } from '../../data/useCurrentUser';
import { BillingUser_UserFragmentDoc, type BillingUser_UserFragment } from '../../generated/graphql';

/**
 * The audited user's billing fields from the Apollo cache (auditUser wrote them), live: the
 * subscription status query writes a fresher fullFeatureEnabled back onto the same row. Null
 * until the audit has loaded the user.
 */
export function useBillingUser(): BillingUser_UserFragment | null {
  const client = useApolloClient();
  const { user, hasAuditedUser } = useReactiveVar(authStateVar);
  const uid = hasAuditedUser ? (user?.uid ?? null) : null;
  const cacheId = useMemo(() => (uid ? findCachedUserId(client.cache, uid) : null), [client, uid]);
  const { data, complete } = useFragment<BillingUser_UserFragment>({ fragment: BillingUser_UserFragmentDoc, fragmentName: 'BillingUser_user', from: cacheId });
  return cacheId && complete ? data : null;
}
