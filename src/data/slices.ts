/**
 * The status half of the list slices: idle, loading while a request is pending,
 * succeeded, or failed with the error message stored; clearing the error returns to idle.
 */
import { useReactiveVar } from '@apollo/client/react';
import { ledgerSlicesVar, type SliceName, type SliceState } from '../apollo/vars';
import { errorMessage } from '../ui/errorMessage';


export function patchSlice(name: SliceName, patch: Partial<SliceState>): void {
  const slices = ledgerSlicesVar();
  const next = { ...slices[name], ...patch };
  const current = slices[name];
  if (next.status === current.status && next.error === current.error && next.firstLoad === current.firstLoad) return;
  ledgerSlicesVar({ ...slices, [name]: next });
}

export function clearSliceError(name: SliceName): void {
  patchSlice(name, { status: 'idle', error: null });
}

export function useSlice(name: SliceName): SliceState {
  return useReactiveVar(ledgerSlicesVar)[name];
}

/**
 * Runs one request of a slice: loading while pending, then succeeded, or failed with the message
 * stored and the error rethrown so the caller can tell the user.
 */
export async function trackSlice<T>(name: SliceName, request: () => Promise<T>): Promise<T> {
  patchSlice(name, { status: 'loading' });
  try {
    const result = await request();
    patchSlice(name, { status: 'succeeded', error: null });
    return result;
  } catch (error) {
    patchSlice(name, { status: 'failed', error: errorMessage(error) });
    throw error;
  }
}
