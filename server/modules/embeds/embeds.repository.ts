// SQL for embed links. Owner statements filter by the owner's uid, so another user's embed id
// behaves exactly like a missing one; the request path finds an embed by its token's hash only.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { EmbedsTable } from '../../db/schema';
import { uuidsOnly } from '../../db/uuids';

export type EmbedRow = Selectable<EmbedsTable>;
export type NewEmbed = Omit<Insertable<EmbedsTable>, 'ownerUid' | 'id'>;

export function createEmbedsRepository(db: Database) {
  return {
    /** Newest first, revoked ones included (ties by id, so the order is stable). */
    async list(ownerUid: string): Promise<EmbedRow[]> {
      return db.selectFrom('embeds').selectAll().where('ownerUid', '=', ownerUid).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    },

    async countLive(ownerUid: string): Promise<number> {
      const { n } = await db
        .selectFrom('embeds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerUid', '=', ownerUid)
        .where('revokedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async insert(ownerUid: string, embed: NewEmbed): Promise<EmbedRow> {
      return db.insertInto('embeds').values({ ...embed, ownerUid }).returningAll().executeTakeFirstOrThrow();
    },

    async findByTokenHash(tokenHash: string): Promise<EmbedRow | undefined> {
      return db.selectFrom('embeds').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    },

    /** Revokes once: the first revocation's time is kept. undefined when not the owner's. */
    async revoke(ownerUid: string, id: string): Promise<EmbedRow | undefined> {
      if (uuidsOnly([id]).length === 0) return undefined;
      return db
        .updateTable('embeds')
        .set({ revokedAt: sql<Date>`coalesce(revoked_at, now())` })
        .where('ownerUid', '=', ownerUid)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Records a use unless one was recorded less than `minSeconds` ago. The condition is in the
     * statement, so concurrent requests (or several server processes) write at most once.
     */
    async touch(id: string, minSeconds: number): Promise<void> {
      await db
        .updateTable('embeds')
        .set({ lastUsedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', sql<Date>`now() - make_interval(secs => ${minSeconds})`)]))
        .execute();
    },
  };
}

export type EmbedsRepository = ReturnType<typeof createEmbedsRepository>;
