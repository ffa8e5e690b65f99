// SQL for dashboards. Every statement filters by the owner's uid, so another user's dashboard id
// behaves exactly like a missing one.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DashboardsTable } from '../../db/schema';
import { uuidsOnly } from '../../db/uuids';

export type DashboardRow = Selectable<DashboardsTable>;
export type NewDashboard = Omit<Insertable<DashboardsTable>, 'ownerUid' | 'id'>;
export type DashboardPatch = Omit<Updateable<DashboardsTable>, 'ownerUid' | 'id' | 'createdAt'>;

export function createDashboardsRepository(db: Database) {
  return {
    /** The owner's dashboards in their order (ties by creation, then id). */
    async list(ownerUid: string): Promise<DashboardRow[]> {
      return db.selectFrom('dashboards').selectAll().where('ownerUid', '=', ownerUid).orderBy('sortOrder').orderBy('createdAt').orderBy('id').execute();
    },

    /** The owner's dashboards among `ids` (the others are missing or someone else's). */
    async find(ownerUid: string, ids: readonly string[]): Promise<DashboardRow[]> {
      const valid = uuidsOnly(ids);
      if (valid.length === 0) return [];
      return db.selectFrom('dashboards').selectAll().where('ownerUid', '=', ownerUid).where('id', 'in', valid).execute();
    },

    async nextSortOrder(ownerUid: string): Promise<number> {
      const { last } = await db
        .selectFrom('dashboards')
        .select((eb) => eb.fn.max('sortOrder').as('last'))
        .where('ownerUid', '=', ownerUid)
        .executeTakeFirstOrThrow();
      return last === null ? 0 : Number(last) + 1;
    },

    /** One statement, so a bulk create is all or nothing. Returns rows in input order. */
    async insert(ownerUid: string, dashboards: readonly NewDashboard[]): Promise<DashboardRow[]> {
      const rows = await db
        .insertInto('dashboards')
        .values(dashboards.map((dashboard) => ({ ...dashboard, ownerUid })))
        .returningAll()
        .execute();
      return rows;
    },

    async update(ownerUid: string, id: string, patch: DashboardPatch): Promise<DashboardRow | undefined> {
      if (uuidsOnly([id]).length === 0) return undefined;
      return db
        .updateTable('dashboards')
        .set({ ...patch, updatedAt: new Date() })
        .where('ownerUid', '=', ownerUid)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(ownerUid: string, id: string): Promise<boolean> {
      if (uuidsOnly([id]).length === 0) return false;
      const result = await db.deleteFrom('dashboards').where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
