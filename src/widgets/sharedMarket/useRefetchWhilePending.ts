/**
 * Asks the store again every few seconds while the answer names a symbol still being fetched.
 * A pushed quote may arrive before the widget's socket listens (a first fetch is quick), and a
 * symbol found unknown is never pushed: re-reading our own store, never the provider, settles
 * both. Stops as soon as nothing is pending.
 */
import { useEffect } from 'react';

export const PENDING_POLL_MS = 3_000;

export function useRefetchWhilePending(result: { startPolling: (ms: number) => void; stopPolling: () => void }, pending: boolean): void {
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
}
