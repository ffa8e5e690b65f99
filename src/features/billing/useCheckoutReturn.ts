import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type CheckoutOutcome = 'success' | 'cancelled';

const POLL_EVERY_MS = 1_000;
const POLL_FOR_MS = 20_000;

/**
 * Stripe sends the user back with `?<param>=success|cancelled`. The purchase itself reaches the
 * server by webhook a moment later, never from the browser: after a success the screen reads its
 * data again every second, until `signature` (what the purchase changes) differs from the first
 * one seen, for at most 20 s. A cancelled checkout changed nothing, so there is nothing to wait for.
 */
export function useCheckoutReturn(param: 'checkout' | 'topup', signature: string | null, refetch: () => Promise<unknown>) {
  const [params] = useSearchParams();
  const value = params.get(param);
  const outcome: CheckoutOutcome | null = value === 'success' || value === 'cancelled' ? value : null;
  const [waiting, setWaiting] = useState(outcome === 'success');
  const first = useRef<string | null>(null);

  useEffect(() => {
    if (signature === null) return;
    if (first.current === null) first.current = signature;
    else if (signature !== first.current) setWaiting(false);
  }, [signature]);

  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => void refetch().catch(() => undefined), POLL_EVERY_MS);
    const stop = setTimeout(() => setWaiting(false), POLL_FOR_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [waiting, refetch]);

  return { outcome, waiting };
}
