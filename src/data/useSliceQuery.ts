import { useEffect } from 'react';
import type { SliceName } from '../apollo/vars';
import { patchSlice } from './slices';
import { errorMessage } from '../ui/errorMessage';

interface QueryState {
  loading: boolean;
  error?: unknown;
  /** The query has data (from the network or the cache). */
  hasData: boolean;
}

/**
 * Mirrors a list query into its slice: loading while pending, failed with the message,
 * succeeded with firstLoad set once the list is there.
 */
export function useSliceQuery(name: SliceName, { loading, error, hasData }: QueryState): void {
  const message = error ? errorMessage(error) : null;
  useEffect(() => {
    if (loading) patchSlice(name, { status: 'loading' });
    else if (message) patchSlice(name, { status: 'failed', error: message });
    else if (hasData) patchSlice(name, { status: 'succeeded', error: null, firstLoad: true });
  }, [name, loading, message, hasData]);
}
