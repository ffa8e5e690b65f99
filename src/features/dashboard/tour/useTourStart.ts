/**
 * Where the dashboard tour should start for the signed-in user (from tourGuides in the cached
 * profile), or null when it is done or the profile is not loaded yet. Kept apart from the tour
 * itself so a user who finished it never downloads the tour's code.
 */
import { useApolloClient, useFragment, useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { authStateVar } from '../../../apollo/vars';
import { DashboardTour_UserFragmentDoc, type DashboardTour_UserFragment } from '../../../generated/graphql';
import { findCachedUserId } from '../../../data/useCurrentUser';
import { firstUnseenStep } from './tourSteps';

export function useTourStart(): number | null {
  const client = useApolloClient();
  const { user, hasAuditedUser } = useReactiveVar(authStateVar);
  const cacheId = useMemo(() => (hasAuditedUser && user ? findCachedUserId(client.cache, user.uid) : null), [client, hasAuditedUser, user]);
  const { data, complete } = useFragment<DashboardTour_UserFragment>({ fragment: DashboardTour_UserFragmentDoc, from: cacheId });
  return cacheId && complete ? firstUnseenStep(data.tourGuides) : null;
}
