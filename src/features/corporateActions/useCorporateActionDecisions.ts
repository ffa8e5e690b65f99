import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAcceptCorporateActionsMutation, useDismissCorporateActionsMutation } from '../../generated/graphql';
import { refreshLedgerLists } from '../../data/refresh';

/**
 * Accepting and dismissing pending actions, owning their cache updates: an accept writes to the
 * ledger, so every ledger list (this one included) refreshes; a dismissal changes no figure, so its
 * actions leave the cached lists and nothing is refetched.
 */
export function useCorporateActionDecisions() {
  const client = useApolloClient();
  const [acceptMutation] = useAcceptCorporateActionsMutation();
  const [dismissMutation] = useDismissCorporateActionsMutation();

  const accept = useCallback(
    async (ids: readonly string[]) => {
      await acceptMutation({ variables: { action_Ids: [...ids] } });
      await refreshLedgerLists(client);
    },
    [acceptMutation, client],
  );

  const dismiss = useCallback(
    async (ids: readonly string[]) => {
      await dismissMutation({
        variables: { action_Ids: [...ids] },
        update(cache, { data }) {
          for (const id of data?.dismissCorporateActions ?? []) cache.evict({ id: cache.identify({ __typename: 'CorporateAction', _id: id }) });
          cache.gc();
        },
      });
    },
    [dismissMutation],
  );

  return { accept, dismiss };
}
