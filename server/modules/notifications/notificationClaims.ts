// How a delivery channel (e-mail, Web Push) takes notifications to send: it claims them by
// stamping its column (emailed_at, pushed_at) in one statement that skips rows another server
// holds, so two servers never send one twice; a send that fails gives its claims back for the
// next run. Only recent ones are claimed: news of last week's price is noise.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { NotificationRow } from './notifications.repository';

/** Notifications one run claims at most: a backlog goes out over several runs. */
export const CLAIM_LIMIT = 500;

export interface Claim {
  /** The column that says the channel sent it. */
  readonly mark: 'emailed_at' | 'pushed_at';
  /** The settings' column of the kinds the channel sends. */
  readonly kinds: 'email_immediate' | 'email_digest' | 'push_kinds';
  /** Which owners the channel can reach now (n is the notification), e.g. a verified address. */
  readonly reachable: RawBuilder<boolean>;
  readonly withinHours: number;
}

/** Claims the unsent notifications of the channel's kinds, oldest first. */
export async function claimNotifications(db: Database, { mark, kinds, reachable, withinHours }: Claim): Promise<NotificationRow[]> {
  const { rows } = await sql<NotificationRow>`
    with picked as (
      select n.id from notifications n
      join notification_settings s on s.owner_uid = n.owner_uid
      where n.${sql.ref(mark)} is null and n.kind = any(s.${sql.ref(kinds)})
        and ${reachable}
        and n.created_at > now() - make_interval(hours => ${withinHours})
      order by n.created_at
      limit ${CLAIM_LIMIT}
      for update of n skip locked)
    update notifications n set ${sql.ref(mark)} = now()
    from picked
    where n.id = picked.id
    returning n.*`.execute(db);
  return rows;
}

/** Gives claims back: the next run sends them. */
export async function releaseClaims(db: Database, mark: Claim['mark'], ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update notifications set ${sql.ref(mark)} = null where id = any(${sql.val(ids)}::uuid[])`.execute(db);
}
