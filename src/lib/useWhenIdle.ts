import { useEffect, useState } from 'react';

/** The longest a request waits for the browser to go idle (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the browser is first idle after mounting (requestIdleCallback; at once where there
 * is none), then true: for a request that must not compete with what the screen is loading, as a
 * warning above a dashboard against its widgets' queries.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}
