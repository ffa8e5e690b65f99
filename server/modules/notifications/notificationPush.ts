// Notifications by Web Push: the kinds a user chose (push_kinds) are pushed, as they are made, to
// every browser the user allowed, by a job queued whenever notifications are made (as the
// immediate e-mails are). Each notification is claimed by setting its pushed_at
// (notificationClaims.ts), so two servers never push it twice. The request is built by web-push
// (payload encrypted for the browser, signed with the VAPID key) and sent here, redirects not
// followed, to the subscription's push service only. A push service that says the browser is gone
// (404, 410) loses that subscription; any other failure gives the claim back for the next run.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { PushSettings } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import { groupBy } from '../../../common/groupBy';
import { claimNotifications, releaseClaims } from './notificationClaims';
import type { NotificationRow } from './notifications.repository';
import type { PushSubscriptions, StoredSubscription, VapidKeys } from './pushSubscriptions';

export const PUSH_JOB = 'notifications.push';
/** A push not delivered within a day (the browser offline) is dropped by the push service. */
const TTL_SECONDS = 86_400;
/** Older unpushed ones are not pushed: a browser notification about yesterday is noise. */
const PUSH_WITHIN_HOURS = 24;
/** Push services accept 4,096 bytes of encrypted payload; the encryption adds 103 at most. */
const MAX_PAYLOAD_BYTES = 3_900;
const SEND_TIMEOUT_MS = 10_000;
/** Where a click on a browser notification leads: the app, whose bell lists it. */
const NOTIFICATION_URL = '/app/';

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The payload the service worker shows; the body is cut so the whole fits a push message. */
export function pushPayload(note: Pick<NotificationRow, 'id' | 'title' | 'body'>): string {
  const payload: PushPayload = { title: [...note.title].slice(0, 200).join(''), body: note.body, url: NOTIFICATION_URL, tag: note.id };
  let text = JSON.stringify(payload);
  while (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    const over = Buffer.byteLength(text) - MAX_PAYLOAD_BYTES;
    payload.body = `${[...payload.body].slice(0, Math.max(0, [...payload.body].length - over - 1)).join('')}…`;
    text = JSON.stringify(payload);
  }
  return text;
}

export interface NotificationPushDeps {
  readonly db: Database;
  readonly settings: PushSettings;
  readonly subscriptions: PushSubscriptions;
  readonly queue: JobQueue;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
  readonly wake?: () => void;
}

type Outcome = 'sent' | 'gone' | 'failed';

export function createNotificationPush({ db, settings, subscriptions, queue, logger, wake }: NotificationPushDeps) {
  async function sendOne(subscription: StoredSubscription, payload: string, urgency: webpush.Urgency, vapid: VapidKeys, subject: string): Promise<{ outcome: Outcome; why?: string }> {
    try {
      const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        ...(request.body && { body: new Uint8Array(request.body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      return response.ok ? { outcome: 'sent' } : { outcome: 'failed', why: `HTTP ${response.status}` };
    } catch (error) {
      return { outcome: 'failed', why: error instanceof Error ? error.message : String(error) };
    }
  }

  async function run(): Promise<{ pushed: number; failed: number }> {
    const vapid = await subscriptions.vapidKeys();
    if (!vapid || settings.mode === 'off') return { pushed: 0, failed: 0 };
    const claimed = await claimNotifications(db, {
      mark: 'pushed_at',
      kinds: 'push_kinds',
      reachable: sql<boolean>`exists (select 1 from push_subscriptions p where p.owner_uid = n.owner_uid)`,
      withinHours: PUSH_WITHIN_HOURS,
    });
    const byOwner = await subscriptions.ofOwners([...groupBy(claimed, (row) => row.ownerUid).keys()]);
    const failedIds: string[] = [];
    const reasons: string[] = [];
    const used = new Set<string>();
    const gone = new Set<string>();
    let pushed = 0;
    for (const note of claimed) {
      const targets = (byOwner.get(note.ownerUid) ?? []).filter((subscription) => !gone.has(subscription.id));
      const payload = pushPayload(note);
      // Alerts are about a price now; the day's news can wait for the device to wake.
      const urgency = note.kind === 'WatchlistPriceAlert' ? 'high' : 'normal';
      const results = await Promise.all(targets.map(async (target) => ({ target, ...(await sendOne(target, payload, urgency, vapid, settings.subject)) })));
      for (const result of results) {
        if (result.outcome === 'sent') used.add(result.target.id);
        if (result.outcome === 'gone') gone.add(result.target.id);
        if (result.why) reasons.push(result.why);
      }
      if (results.some((result) => result.outcome === 'failed')) failedIds.push(note.id);
      else if (results.some((result) => result.outcome === 'sent')) pushed += 1;
    }
    for (const id of gone) await subscriptions.remove(id);
    await subscriptions.used([...used].filter((id) => !gone.has(id)));
    await releaseClaims(db, 'pushed_at', failedIds);
    // One line per run, however many failed: a push service that is down would flood the log.
    if (failedIds.length > 0) logger?.warn({ notifications: failedIds.length, err: reasons[0] }, 'notifications: browser pushes failed; they are tried again later');
    return { pushed, failed: failedIds.length };
  }

  return {
    enabled: settings.mode === 'on',
    run,
    handlers: {
      [PUSH_JOB]: async () => {
        await run();
      },
    },
    /**
     * Queues the push job (one at a time across servers). Not ifAbsent: an alert made while the
     * job runs must not wait for the next one, so a running job runs once more when it completes.
     */
    async queuePush(): Promise<void> {
      if (settings.mode === 'off') return;
      await queue.enqueue([{ kind: PUSH_JOB, key: 'push' }]);
      wake?.();
    },
  };
}

export type NotificationPush = ReturnType<typeof createNotificationPush>;
