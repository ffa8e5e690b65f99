// The browsers each user allowed Web Push on, and the server's VAPID key pair. An endpoint is one
// browser's: subscribing it again (another user signed in there) moves it to the new user, and a
// user keeps at most MAX_PUSH_SUBSCRIPTIONS (the oldest goes). Another user's endpoint behaves
// like a missing one: it cannot be unsubscribed by someone else.
import { sql } from 'kysely';
import webpush from 'web-push';
import type { Viewer } from '../../auth/tokenVerifier';
import type { PushSettings } from '../../config';
import type { Database } from '../../db/database';
import { appError } from '../../kernel/errors';
import { MAX_PUSH_ENDPOINT_CHARS, MAX_PUSH_SUBSCRIPTIONS, pushEndpointProblem, pushSubscriptionProblem, type PushSubscriptionFields } from './pushEndpoint';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface StoredSubscription extends PushSubscriptionFields {
  readonly id: string;
}

const bad = (message: string) => appError('BAD_USER_INPUT', message);

export function createPushSubscriptions(db: Database, settings: PushSettings, ensureUser: (viewer: Viewer) => Promise<void>) {
  let keys: Promise<VapidKeys> | null = null;

  /** The configured pair, else the database's (the first server to need one makes it). */
  async function loadKeys(given: VapidKeys | null): Promise<VapidKeys> {
    if (given) return given;
    const made = webpush.generateVAPIDKeys();
    await db.insertInto('vapidKeys').values({ id: 1, ...made }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return db.selectFrom('vapidKeys').select(['publicKey', 'privateKey']).where('id', '=', 1).executeTakeFirstOrThrow();
  }

  const hostsOk = (endpoint: string) => settings.mode === 'on' && pushEndpointProblem(endpoint, settings.extraHosts, settings.allowHttp) === null;

  return {
    enabled: settings.mode === 'on',

    /** The VAPID pair, or null when this server does not push. A failed read is tried again next time. */
    async vapidKeys(): Promise<VapidKeys | null> {
      if (settings.mode === 'off') return null;
      keys ??= loadKeys(settings.vapid).catch((error: unknown) => {
        keys = null;
        throw error;
      });
      return keys;
    },

    async subscribe(viewer: Viewer, input: PushSubscriptionFields): Promise<boolean> {
      if (settings.mode === 'off') throw bad('This server sends no browser notifications.');
      const subscription = { endpoint: input.endpoint.trim(), p256dh: input.p256dh.trim(), auth: input.auth.trim() };
      const problem = pushSubscriptionProblem(subscription, settings.extraHosts, settings.allowHttp);
      if (problem) throw bad(problem);
      await ensureUser(viewer);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pushSubscriptions')
          .values({ ownerUid: viewer.uid, ...subscription })
          .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ownerUid: viewer.uid, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date(), lastUsedAt: null }))
          .execute();
        await sql`
          delete from push_subscriptions where id in (
            select id from push_subscriptions where owner_uid = ${viewer.uid}
            order by created_at desc, id desc offset ${MAX_PUSH_SUBSCRIPTIONS})`.execute(trx);
      });
      return true;
    },

    /** False when the viewer has no subscription of that endpoint (another user's included). */
    async unsubscribe(viewer: Viewer, endpoint: string): Promise<boolean> {
      const wanted = endpoint.trim();
      // No endpoint that long was ever stored: no need to send it to the database.
      if (wanted.length > MAX_PUSH_ENDPOINT_CHARS) return false;
      const result = await db.deleteFrom('pushSubscriptions').where('ownerUid', '=', viewer.uid).where('endpoint', '=', wanted).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The owners' subscriptions this server may still post to (the hosts allowed may have changed). */
    async ofOwners(owners: readonly string[]): Promise<Map<string, StoredSubscription[]>> {
      const byOwner = new Map<string, StoredSubscription[]>();
      if (owners.length === 0) return byOwner;
      const rows = await db.selectFrom('pushSubscriptions').select(['id', 'ownerUid', 'endpoint', 'p256dh', 'auth']).where('ownerUid', 'in', owners).execute();
      for (const { ownerUid, ...row } of rows) if (hostsOk(row.endpoint)) byOwner.set(ownerUid, [...(byOwner.get(ownerUid) ?? []), row]);
      return byOwner;
    },

    async used(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.updateTable('pushSubscriptions').set({ lastUsedAt: new Date() }).where('id', 'in', ids).execute();
    },

    /** The push service says the browser is gone (404, 410). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
