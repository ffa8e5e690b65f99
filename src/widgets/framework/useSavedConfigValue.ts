/**
 * A config value a widget changes itself (a table's sort): shown at once, saved through the
 * frame's writer. The change holds while the saves it made come back (so a quick second click
 * never flashes back to the first), and gives way when the stored value changes otherwise (the
 * settings form, another device). Without a writer (an embed) it lasts for the visit; a failed
 * save says so in a toast.
 */
import { useState } from 'react';
import { canonicalJson } from '../../lib/canonicalJson';
import { errorMessage } from '../../ui/errorMessage';
import { toaster } from '../../ui/toaster';
import { useWriteConfig } from './useWidgetConfigWriter';

interface Change<T> {
  value: T;
  /** The stored value when the changes began. */
  base: string;
  /** The values this widget saved since. */
  written: readonly string[];
}

const NOT_SAVED_TOAST = 'widget-config-not-saved';

export function useSavedConfigValue<T>(key: string, configured: T): [T, (next: T) => void] {
  const write = useWriteConfig();
  const [change, setChange] = useState<Change<T> | null>(null);
  const stored = canonicalJson(configured);
  const holds = (candidate: Change<T> | null): candidate is Change<T> => candidate !== null && (candidate.base === stored || candidate.written.includes(stored));

  const set = (next: T) => {
    const saved = canonicalJson(next);
    setChange((previous) => {
      const ongoing = holds(previous) ? previous : null;
      return { value: next, base: ongoing?.base ?? stored, written: write ? [...(ongoing?.written ?? []), saved] : [] };
    });
    // A failed save keeps the change on screen for the visit, and says so (one notice however
    // many changes it covered); the next change tries again.
    if (write) write({ [key]: next }).catch((error: unknown) => toaster.create({ id: NOT_SAVED_TOAST, type: 'error', title: 'Not saved: shown for this visit only', description: errorMessage(error) }));
  };

  return [holds(change) ? change.value : configured, set];
}
