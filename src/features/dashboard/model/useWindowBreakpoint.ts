import { useSyncExternalStore } from 'react';
import { breakpointOf, type BreakpointName } from './gridConfig';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The spec breakpoint of the window, re-read when the window is resized. */
export function useWindowBreakpoint(): BreakpointName {
  return useSyncExternalStore(subscribeToResize, () => breakpointOf(window.innerWidth));
}
