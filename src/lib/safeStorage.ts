// Browser storage the page may be refused: with third-party storage blocked (an embed in a strict
// browser) or in some private modes, merely reading window.localStorage throws, and a write can
// throw when the quota is full. Every read and write here is optional: null, or nothing stored.

type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage, or null when this page may not use it. */
export function storageOrNull(kind: StorageKind = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStored(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return storageOrNull(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value, or removes the key for null; false when the browser refused. */
export function writeStored(key: string, value: string | null, kind: StorageKind = 'localStorage'): boolean {
  try {
    const storage = storageOrNull(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
