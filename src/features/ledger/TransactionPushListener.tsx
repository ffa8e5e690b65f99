import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { authStateVar } from '../../apollo/vars';
import { useTransactionPushSubscription } from '../../generated/graphql';
import { refreshLedgerLists } from './refresh';
import { storageOrNull } from '../../lib/safeStorage';

/** Spec §7 "Local storage keys". */
export const LAST_PUSH_KEY = 'lastTransactionPushUpdate';

/**
 * Records a pushed updatedAt when it is newer than the stored one; true when it was, which is
 * when the transactions must be fetched again.
 */
export function acceptPush(updatedAt: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = storageOrNull()): boolean {
  const pushed = Date.parse(updatedAt);
  if (Number.isNaN(pushed)) return false;
  // Without storage (refused by the browser) every push is news: refetching is the safe side.
  try {
    const stored = Date.parse(storage?.getItem(LAST_PUSH_KEY) ?? '');
    if (!Number.isNaN(stored) && pushed <= stored) return false;
    storage?.setItem(LAST_PUSH_KEY, updatedAt);
  } catch {
    // Full or refused storage: as above.
  }
  return true;
}

/**
 * Spec §4 "Transaction push": while signed in, listens to the user's transaction_push record and
 * refetches the transactions (and the portfolios' holdings) when it reports a newer change than
 * this device has seen, so a change made in another tab or device appears without a reload.
 * Mount once inside the Apollo provider.
 */
export function TransactionPushListener() {
  const { isAuthenticated, user } = useReactiveVar(authStateVar);
  if (!isAuthenticated || !user) return null;
  return <TransactionPushSubscription key={user.uid} />;
}

function TransactionPushSubscription(): null {
  const client = useApolloClient();
  useTransactionPushSubscription({
    onData: async ({ data }) => {
      const updatedAt = data.data?.transactionPush.updatedAt;
      if (updatedAt && acceptPush(updatedAt)) await refreshLedgerLists(client);
    },
  });
  return null;
}
