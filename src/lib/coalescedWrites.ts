/**
 * Patches to several documents, saved after a pause and in order: patches to the same key merge
 * (the later value of a field wins), one batch is saved at a time, and a batch waits for the one
 * before it. Three quick clicks on a table header thus save once, and a slow save can never land
 * after a newer one.
 */
export type Patch = Record<string, unknown>;

export interface CoalescedWrites<K> {
  /** Queues the patch; settles when the batch holding it is saved (or fails with its error). */
  write(key: K, patch: Patch): Promise<void>;
  /** Sends what is waiting now, without the pause (leaving the screen). */
  flush(): void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function coalescedWrites<K>(save: (batch: ReadonlyMap<K, Patch>) => Promise<void>, delayMs: number): CoalescedWrites<K> {
  let pending = new Map<K, Patch>();
  let waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Never rejects: each batch's failure goes to its own writers only.
  let previous: Promise<void> = Promise.resolve();

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const batch = pending;
    const batchWaiters = waiters;
    pending = new Map();
    waiters = [];
    previous = previous
      .then(() => save(batch))
      .then(
        () => batchWaiters.forEach((waiter) => waiter.resolve()),
        (error: unknown) => batchWaiters.forEach((waiter) => waiter.reject(error)),
      );
  }

  return {
    write(key, patch) {
      pending.set(key, { ...pending.get(key), ...patch });
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
      return new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    },
    flush,
  };
}
