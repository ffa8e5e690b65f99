// Events for subscriptions (the spec's listened-to records), fanned out through PostgreSQL
// LISTEN/NOTIFY so that every API process sees every event: nothing in-process is authoritative.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { MarketQuote } from '../market/provider';
import type { NotificationKindName } from '../../common/notificationKinds';

const CHANNEL = 'app_events';

/** The "user" of events that concern everyone (market quotes): no Firebase uid is empty. */
export const MARKET_CHANNEL = '';

export interface UserEvents {
  revocation: { revokedAt: string };
  userDocument: { displayName: string | null; email: string | null; theme: string };
  transactionPush: { updatedAt: string };
  /** On MARKET_CHANNEL: quotes just stored, as many as fit one notification (see publishInParts). */
  marketQuotes: (MarketQuote & { simulated: boolean; stale: boolean })[];
  /** A notification just made for the user (server/modules/notifications). */
  notificationAdded: { _id: string; kind: NotificationKindName; symbol: string | null; title: string; body: string; createdAt: string; read: boolean };
}

export type UserEventName = keyof UserEvents;

interface Envelope {
  uid: string;
  event: UserEventName;
  payload: unknown;
}

type Listener = (payload: unknown) => void;

export interface PubSub {
  publish<E extends UserEventName>(uid: string, event: E, payload: UserEvents[E]): Promise<void>;
  /** Many events in one statement (the day's notifications: thousands of users' events at once). */
  publishMany<E extends UserEventName>(event: E, events: readonly { uid: string; payload: UserEvents[E] }[]): Promise<void>;
  /** Calls `listener` for each event of that user; returns the unsubscribe function. */
  on<E extends UserEventName>(uid: string, event: E, listener: (payload: UserEvents[E]) => void): () => void;
  /** The same as an async iterator, for GraphQL subscription resolvers. */
  iterate<E extends UserEventName>(uid: string, event: E): AsyncIterableIterator<UserEvents[E]>;
}

export async function createPubSub(database: DatabaseHandle): Promise<PubSub> {
  const listeners = new Map<string, Set<Listener>>();
  const key = (uid: string, event: string) => `${event}:${uid}`;

  await database.listen(CHANNEL, (raw) => {
    const envelope = JSON.parse(raw) as Envelope;
    for (const listener of listeners.get(key(envelope.uid, envelope.event)) ?? []) listener(envelope.payload);
  });

  const on: PubSub['on'] = (uid, event, listener) => {
    const set = listeners.get(key(uid, event)) ?? new Set<Listener>();
    set.add(listener as Listener);
    listeners.set(key(uid, event), set);
    return () => {
      set.delete(listener as Listener);
      if (set.size === 0) listeners.delete(key(uid, event));
    };
  };

  return {
    async publish(uid, event, payload) {
      const envelope: Envelope = { uid, event, payload };
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`.execute(database.db);
    },
    async publishMany(event, events) {
      for (let i = 0; i < events.length; i += PUBLISH_BATCH) {
        const envelopes = events.slice(i, i + PUBLISH_BATCH).map(({ uid, payload }): string => JSON.stringify({ uid, event, payload } satisfies Envelope));
        await sql`select pg_notify(${CHANNEL}, payload) from unnest(${sql.val(envelopes)}::text[]) as payload`.execute(database.db);
      }
    },
    on,
    iterate(uid, event) {
      return eventIterator((push) => on(uid, event, push));
    },
  };
}

/** Events per publishMany statement: bounds one statement's parameter. */
const PUBLISH_BATCH = 1000;

/** PostgreSQL refuses a notification's payload from 8,000 bytes; the envelope needs a few. */
export const MAX_NOTIFY_BYTES = 7_500;

/**
 * Publishes `items` in as few events as fit a notification each: one NOTIFY per item made a tick
 * of 50 quotes 50 round trips to the database and 50 passes over every listener.
 */
export async function publishInParts<E extends UserEventName>(pubsub: PubSub, uid: string, event: E, items: UserEvents[E] & unknown[]): Promise<void> {
  let part: unknown[] = [];
  let bytes = 0;
  const send = async () => {
    if (part.length > 0) await pubsub.publish(uid, event, part as UserEvents[E]);
    part = [];
    bytes = 0;
  };
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (bytes + size > MAX_NOTIFY_BYTES) await send();
    part.push(item);
    bytes += size;
  }
  await send();
}

/** An async iterator fed by a callback source; `return()` (client unsubscribes) detaches it. */
export function eventIterator<T>(attach: (push: (value: T) => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let done = false;
  const detach = attach((value) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value, done: false });
    } else queue.push(value);
  });
  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    detach();
    waiting?.({ value: undefined, done: true });
    return { value: undefined, done: true };
  };
  return {
    next: () =>
      queue.length > 0
        ? Promise.resolve({ value: queue.shift() as T, done: false })
        : done
          ? Promise.resolve({ value: undefined, done: true })
          : new Promise((resolve) => (waiting = resolve)),
    return: finish,
    throw: async (error) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * A subscription's events: `first` (when given and not null) and then `source`'s values through
 * `map`, as an iterator whose return() ends `source` at once. Not an async generator
 * (`for await … yield`): its return() would wait behind the next() in flight, that is until the
 * next event, which for a closed page may never come; graphql-ws waits for every subscription's
 * return() before it counts the socket closed, and the listener would stay attached meanwhile.
 */
export function mapEvents<T, R>(source: AsyncIterator<T>, map: (value: T) => R, first?: () => Promise<R | null>): AsyncIterableIterator<R> {
  let opening = first;
  const end = async (): Promise<IteratorResult<R>> => {
    opening = undefined;
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      if (opening) {
        const start = opening;
        opening = undefined;
        const value = await start();
        if (value !== null) return { value, done: false };
      }
      const result = await source.next();
      return result.done ? { value: undefined, done: true } : { value: map(result.value), done: false };
    },
    return: end,
    async throw(error: unknown) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
