/**
 * A config value a widget changes itself (a table's sort): shown at once, saved through the
 * frame's writer. The change holds while the saves it made come back (so a quick second click
 * never flashes back to the first), and gives way when the stored value changes otherwise (the
 * settings form, another device). Without a writer (an embed) it lasts for the visit.
 */
import { useState } from 'react';
import { useWriteConfig } from './useWidgetConfigWriter';

/** The same text for equal JSON values whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b))) : part,
  );
}

interface Change<T> {
  value: T;
  /** The stored value when the changes began. */
  base: string;
  /** The values this widget saved since. */
  written: readonly string[];
}

export function useSavedConfigValue<T>(key: string, configured: T): [T, (next: T) => void] {
  const write = useWriteConfig();
  const [change, setChange] = useState<Change<T> | null>(null);
  const stored = canonical(configured);
  const holds = (candidate: Change<T> | null): candidate is Change<T> => candidate !== null && (candidate.base === stored || candidate.written.includes(stored));

  const set = (next: T) => {
    const saved = canonical(next);
    setChange((previous) => {
      const ongoing = holds(previous) ? previous : null;
      return { value: next, base: ongoing?.base ?? stored, written: write ? [...(ongoing?.written ?? []), saved] : [] };
    });
    // A failed save keeps the change on screen for the visit; the next change tries again.
    if (write) write({ [key]: next }).catch(() => undefined);
  };

  return [holds(change) ? change.value : configured, set];
}
