import { useCallback } from 'react';
import { useDeleteUserAccountMutation } from '../../generated/graphql';

/**
 * deleteUserAccount(confirm: true), owning its cache update: the deleted User leaves the cache
 * (the sign-out that follows reloads the page anyway, but nothing should render it meanwhile).
 */
export function useDeleteUserAccount(): (userCacheId: string) => Promise<void> {
  const [mutate] = useDeleteUserAccountMutation();
  return useCallback(
    async (userCacheId) => {
      const { data } = await mutate({
        variables: { confirm: true },
        update(cache, result) {
          if (!result.data?.deleteUserAccount) return;
          cache.evict({ id: userCacheId });
          cache.gc();
        },
      });
      if (!data?.deleteUserAccount) throw new Error('The account was not deleted');
    },
    [mutate],
  );
}
