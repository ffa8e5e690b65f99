// The one place that reads and writes the users table. Every query is keyed by the verified uid.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;

export function createUsersRepository(db: Database) {
  return {
    async findByUids(uids: string[]): Promise<UserRow[]> {
      if (uids.length === 0) return [];
      return db.selectFrom('users').selectAll().where('uid', 'in', uids).execute();
    },

    /** Inserts unless a row for the uid exists (two tabs auditing at once), then returns the row. */
    async insertIfMissing(row: NewUserRow): Promise<UserRow> {
      await db.insertInto('users').values(row).onConflict((c) => c.column('uid').doNothing()).execute();
      return db.selectFrom('users').selectAll().where('uid', '=', row.uid).executeTakeFirstOrThrow();
    },

    async update(uid: string, patch: UserPatch): Promise<UserRow> {
      return db
        .updateTable('users')
        .set({ ...patch, updatedAt: new Date() })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
