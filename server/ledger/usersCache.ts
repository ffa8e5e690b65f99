// A per-process cache of derived figures keyed by user: the most recently stored users are kept,
// the least recently stored one goes first, so a process serving many users stays bounded.

/** How many users' figures one process keeps. */
export const CACHED_USERS = 50;

export function createUsersCache<T>(limit = CACHED_USERS) {
  const entries = new Map<string, T>();
  return {
    get: (uid: string): T | undefined => entries.get(uid),
    set(uid: string, value: T): void {
      entries.delete(uid);
      entries.set(uid, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    delete: (uid: string): void => void entries.delete(uid),
  };
}
