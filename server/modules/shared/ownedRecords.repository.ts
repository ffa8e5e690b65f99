// SQL for user-owned named records (brokers, portfolios: the same shape and the same queries).
// Every statement filters by the owner's uid: this is the one place that does, so another user's
// id behaves exactly like a missing one.
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../../db/uuids';
import type { OwnedNamedTable } from '../../db/schema';
import type { NamedInput } from './namedInput';
import { countOwned } from '../../ledger/quotas.repository';
import { withinQuota, type QuotaLimit } from '../../ledger/quotas';

export type OwnedRecordRow = Selectable<OwnedNamedTable>;
export type OwnedRecordTable = 'brokers' | 'portfolios';


/** Case-insensitive name order, then id so equal names keep a stable order. */
export const byName = sql`lower(name)`;

export interface OwnedRecordsRepository {
  /** The owner's records sorted by name; with `id`, that one record or none. */
  list(ownerUid: string, id?: string | null): Promise<OwnedRecordRow[]>;
  find(ownerUid: string, id: string): Promise<OwnedRecordRow | undefined>;
  /**
   * One statement, so a bulk create is all or nothing. Returns rows in input order. With a quota,
   * nothing is written (QUOTA_EXCEEDED) when the owner would keep more than its limit.
   */
  insert(ownerUid: string, inputs: NamedInput[], quota?: QuotaLimit): Promise<OwnedRecordRow[]>;
  update(ownerUid: string, id: string, input: NamedInput): Promise<OwnedRecordRow | undefined>;
  delete(ownerUid: string, id: string): Promise<boolean>;
}

export function createOwnedRecordsRepository(db: Database, table: OwnedRecordTable): OwnedRecordsRepository {
  // Both tables are OwnedNamedTable: one name for the type checker, the real name in the SQL.
  const from = table as 'brokers';
  return {
    async list(ownerUid, id) {
      if (id !== undefined && id !== null && uuidsOnly([id]).length === 0) return [];
      let query = db.selectFrom(from).selectAll().where('ownerUid', '=', ownerUid);
      if (id !== undefined && id !== null) query = query.where('id', '=', id);
      return query.orderBy(byName).orderBy('id').execute();
    },

    async find(ownerUid, id) {
      return (await this.list(ownerUid, id))[0];
    },

    async insert(ownerUid, inputs, quota) {
      if (inputs.length === 0) return [];
      const write = (trx: Database) =>
        trx
          .insertInto(from)
          .values(inputs.map((input) => ({ ownerUid, name: input.name, description: input.description })))
          .returningAll()
          .execute();
      if (!quota) return write(db);
      return withinQuota(db, ownerUid, { ...quota, adding: inputs.length, count: (trx) => countOwned(trx, table, ownerUid) }, write);
    },

    async update(ownerUid, id, input) {
      if (uuidsOnly([id]).length === 0) return undefined;
      return db
        .updateTable(from)
        .set({ name: input.name, description: input.description, updatedAt: new Date() })
        .where('ownerUid', '=', ownerUid)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(ownerUid, id) {
      if (uuidsOnly([id]).length === 0) return false;
      const result = await db.deleteFrom(from).where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
