// SQL for notifications and their settings. Every read and mark filters by the owner's uid, so
// another user's notification id behaves like a missing one. Inserts skip what exists already
// (owner, kind, dedupe key) and the kinds the owner turned off, in the same statement: two
// servers making the same day's notifications at once make each one once.
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { NotificationSettingsTable, NotificationsTable } from '../../db/schema';
import { uuidsOnly } from '../../db/uuids';
import { NOTIFICATION_RETENTION_DAYS } from '../../../common/notifications';

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;

export interface NewNotification {
  readonly ownerUid: string;
  readonly kind: string;
  readonly symbol: string | null;
  readonly dedupeKey: string;
  readonly title: string;
  readonly body: string;
}

export interface PageQuery {
  readonly unreadOnly: boolean;
  readonly symbol: string | null;
  readonly kinds: readonly string[] | null;
  readonly before: Date | null;
  readonly limit: number;
}

/** Rows per insert statement: one JSON parameter each, so the bound is the statement's size only. */
const INSERT_CHUNK = 2000;

export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts what is new and wanted; returns the rows made now (none for what existed). */
    async insert(rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      const made: NotificationRow[] = [];
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => ({
          owner_uid: row.ownerUid,
          kind: row.kind,
          symbol: row.symbol,
          dedupe_key: row.dedupeKey,
          title: row.title,
          body: row.body,
        }));
        const { rows: inserted } = await sql<NotificationRow>`
          insert into notifications (owner_uid, kind, symbol, dedupe_key, title, body)
          select v.owner_uid, v.kind, v.symbol, v.dedupe_key, v.title, v.body
          from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
            as v(owner_uid text, kind text, symbol text, dedupe_key text, title text, body text)
          where exists (select 1 from users u where u.uid = v.owner_uid)
            and not exists (select 1 from notification_settings s where s.owner_uid = v.owner_uid and v.kind = any(s.disabled_kinds))
          on conflict (owner_uid, kind, dedupe_key) do nothing
          returning *`.execute(db);
        made.push(...inserted);
      }
      return made;
    },

    /** The owner's notifications, newest first; one more than `limit` tells whether more match. */
    async page(ownerUid: string, query: PageQuery): Promise<NotificationRow[]> {
      let select = db.selectFrom('notifications').selectAll().where('ownerUid', '=', ownerUid);
      if (query.unreadOnly) select = select.where('readAt', 'is', null);
      if (query.symbol !== null) select = select.where('symbol', '=', query.symbol);
      if (query.kinds !== null) select = query.kinds.length === 0 ? select.where(sql<boolean>`false`) : select.where('kind', 'in', query.kinds);
      if (query.before !== null) select = select.where('createdAt', '<', query.before);
      return select.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit + 1).execute();
    },

    /** How many of the owner's are unread, of `symbol` and `kinds` when given. */
    async unreadCount(ownerUid: string, filter: Pick<PageQuery, 'symbol' | 'kinds'> = { symbol: null, kinds: null }): Promise<number> {
      let select = db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('ownerUid', '=', ownerUid).where('readAt', 'is', null);
      if (filter.symbol !== null) select = select.where('symbol', '=', filter.symbol);
      if (filter.kinds !== null) select = filter.kinds.length === 0 ? select.where(sql<boolean>`false`) : select.where('kind', 'in', filter.kinds);
      const { count } = await select.executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Marks `ids` read when every one is the owner's (else nothing, and null); returns them. */
    async markRead(ownerUid: string, ids: readonly string[]): Promise<NotificationRow[] | null> {
      const unique = [...new Set(ids)];
      if (uuidsOnly(unique).length !== unique.length) return null;
      if (unique.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const owned = await trx.selectFrom('notifications').select('id').where('ownerUid', '=', ownerUid).where('id', 'in', unique).execute();
        if (owned.length !== unique.length) return null;
        await trx.updateTable('notifications').set({ readAt: new Date() }).where('ownerUid', '=', ownerUid).where('id', 'in', unique).where('readAt', 'is', null).execute();
        return trx.selectFrom('notifications').selectAll().where('ownerUid', '=', ownerUid).where('id', 'in', unique).orderBy('createdAt', 'desc').execute();
      });
    },

    /** Marks every unread one of the owner's read; returns the newest `limit` of those. */
    async markAllRead(ownerUid: string, limit: number): Promise<NotificationRow[]> {
      const marked = await db.updateTable('notifications').set({ readAt: new Date() }).where('ownerUid', '=', ownerUid).where('readAt', 'is', null).returningAll().execute();
      return marked.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
    },

    async settings(ownerUid: string): Promise<NotificationSettingsRow | undefined> {
      return db.selectFrom('notificationSettings').selectAll().where('ownerUid', '=', ownerUid).executeTakeFirst();
    },

    async saveSettings(ownerUid: string, settings: Pick<NotificationSettingsRow, 'disabledKinds' | 'emailImmediate' | 'emailDigest' | 'pushKinds'>): Promise<NotificationSettingsRow> {
      return db
        .insertInto('notificationSettings')
        .values({ ownerUid, ...settings })
        .onConflict((oc) => oc.column('ownerUid').doUpdateSet({ ...settings, updatedAt: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Deletes what is older than the retention period; returns how many. */
    async prune(now: Date): Promise<number> {
      const result = await db.deleteFrom('notifications').where('createdAt', '<', new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
