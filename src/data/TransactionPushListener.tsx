import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { authStateVar } from '../apollo/vars';
import { useTransactionPushSubscription } from '../generated/graphql';
import { refreshLedgerLists } from './refresh';
import { storageOrNull } from '../lib/safeStorage';

/** The local storage key of the newest transaction push this device has seen. */
export const LAST_PUSH_KEY = 'lastTransactionPushUpdate';

/** What one tab has seen: the newest pushed updatedAt, in ms. */
export interface PushMemory {
  last: number | null;
}

/**
 * A tab's memory as it starts listening: the newest push this browser recorded (a tab opened
 * after a change has fetched it already), or nothing.
 */
export function pushMemory(storage: Pick<Storage, 'getItem'> | null = storageOrNull()): PushMemory {
  try {
    const stored = Date.parse(storage?.getItem(LAST_PUSH_KEY) ?? '');
    return { last: Number.isNaN(stored) ? null : stored };
  } catch {
    return { last: null };
  }
}

/**
 * True when a pushed updatedAt is newer than this tab has seen, which is when the transactions
 * must be fetched again; it is then remembered by the tab and recorded in storage. The comparison
 * is the tab's own: every tab of a browser shares the storage, and the first tab to record a push
 * would otherwise make the others take it as seen and keep the old ledger.
 */
export function acceptPush(updatedAt: string, seen: PushMemory, storage: Pick<Storage, 'getItem' | 'setItem'> | null = storageOrNull()): boolean {
  const pushed = Date.parse(updatedAt);
  if (Number.isNaN(pushed)) return false;
  if (seen.last !== null && pushed <= seen.last) return false;
  seen.last = pushed;
  // Without storage (refused by the browser) the tab's memory is enough.
  try {
    const stored = Date.parse(storage?.getItem(LAST_PUSH_KEY) ?? '');
    if (Number.isNaN(stored) || pushed > stored) storage?.setItem(LAST_PUSH_KEY, updatedAt);
  } catch {
    // Full or refused storage: as above.
  }
  return true;
}

/**
 * Transaction push: while signed in, listens to the user's transaction_push record and
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
  const [seen] = useState(pushMemory);
  useTransactionPushSubscription({
    onData: async ({ data }) => {
      const updatedAt = data.data?.transactionPush.updatedAt;
      if (updatedAt && acceptPush(updatedAt, seen)) await refreshLedgerLists(client);
    },
  });
  return null;
}
