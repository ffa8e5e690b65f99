// The one place that reads and writes the users table. Every query is keyed by the verified uid.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;

export interface UsersRepository {
  findByUids(uids: string[]): Promise<UserRow[]>;
  insertIfMissing(row: NewUserRow): Promise<UserRow>;
  update(uid: string, patch: UserPatch): Promise<UserRow>;
  deleteByUid(uid: string): Promise<number>;
  transaction<T>(work: (repository: UsersRepository) => Promise<T>): Promise<T>;
}

export function createUsersRepository(db: Database): UsersRepository {
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

    /** Deletes the user's row and, by ON DELETE CASCADE, every row the user owns. */
    async deleteByUid(uid: string): Promise<number> {
      const result = await db.deleteFrom('users').where('uid', '=', uid).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Runs `work` in one database transaction with a repository bound to it. */
    transaction<T>(work: (repository: UsersRepository) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createUsersRepository(trx)));
    },
  };
}

