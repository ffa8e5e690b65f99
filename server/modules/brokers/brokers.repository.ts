// SQL for brokers and their accounts. Every statement filters by the owner's uid (see
// ownedRecords.repository): another user's broker or account is indistinguishable from a missing one.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountsTable } from '../../db/schema';
import type { NamedInput } from '../shared/namedInput';
import { byName, createOwnedRecordsRepository, type OwnedRecordsRepository } from '../shared/ownedRecords.repository';
import { uuidsOnly } from '../../db/uuids';
import { countOwned } from '../../ledger/quotas.repository';
import { withinQuota, type QuotaLimit } from '../../ledger/quotas';

export type AccountRow = Selectable<AccountsTable>;

/** An account's name and description, and its cash settings (omitted: the column's default, or unchanged). */
export interface AccountSettings extends NamedInput {
  settlesTrades?: boolean;
  allowsOverdraft?: boolean;
}

/** The cash settings given, as columns: an omitted one is not written. */
const cashColumns = (input: AccountSettings) => ({
  ...(input.settlesTrades !== undefined && { settlesTrades: input.settlesTrades }),
  ...(input.allowsOverdraft !== undefined && { allowsOverdraft: input.allowsOverdraft }),
});

export interface BrokersRepository extends OwnedRecordsRepository {
  accountsOfBrokers(ownerUid: string, brokerIds: readonly string[]): Promise<AccountRow[]>;
  findAccount(ownerUid: string, id: string): Promise<AccountRow | undefined>;
  /** The accounts among `ids` that belong to that broker of the owner. */
  findAccounts(ownerUid: string, brokerId: string, ids: readonly string[]): Promise<AccountRow[]>;
  /** With a quota, nothing is written (QUOTA_EXCEEDED) when the owner would keep more accounts than its limit. */
  insertAccount(ownerUid: string, brokerId: string, input: AccountSettings, quota?: QuotaLimit): Promise<AccountRow>;
  updateAccount(ownerUid: string, id: string, brokerId: string, input: AccountSettings): Promise<AccountRow | undefined>;
  /** Deletes all of `ids` or, if any is not that broker's account of the owner, none: returns null. */
  deleteAccounts(ownerUid: string, brokerId: string, ids: readonly string[]): Promise<string[] | null>;
}

class NotAllFound extends Error {}

export function createBrokersRepository(db: Database): BrokersRepository {
  return {
    ...createOwnedRecordsRepository(db, 'brokers'),

    async accountsOfBrokers(ownerUid, brokerIds) {
      const ids = uuidsOnly(brokerIds);
      if (ids.length === 0) return [];
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('ownerUid', '=', ownerUid)
        .where('brokerId', 'in', ids)
        .orderBy(byName)
        .orderBy('id')
        .execute();
    },

    async findAccount(ownerUid, id) {
      if (uuidsOnly([id]).length === 0) return undefined;
      return db.selectFrom('accounts').selectAll().where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
    },

    async findAccounts(ownerUid, brokerId, ids) {
      const valid = uuidsOnly(ids);
      if (valid.length === 0 || uuidsOnly([brokerId]).length === 0) return [];
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('ownerUid', '=', ownerUid)
        .where('brokerId', '=', brokerId)
        .where('id', 'in', valid)
        .execute();
    },

    async insertAccount(ownerUid, brokerId, input, quota) {
      // The (broker_id, owner_uid) foreign key refuses another user's broker even if a caller forgot.
      const write = (trx: Database) =>
        trx.insertInto('accounts').values({ ownerUid, brokerId, name: input.name, description: input.description, ...cashColumns(input) }).returningAll().executeTakeFirstOrThrow();
      if (!quota) return write(db);
      return withinQuota(db, ownerUid, { ...quota, adding: 1, count: (trx) => countOwned(trx, 'accounts', ownerUid) }, write);
    },

    async updateAccount(ownerUid, id, brokerId, input) {
      if (uuidsOnly([id]).length === 0) return undefined;
      // Within the caller's transaction when it is one (a cash setting changed with the ledger's recompute).
      const within = (work: (trx: Database) => Promise<AccountRow | undefined>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
      return within(async (trx) => {
        const row = await trx
          .updateTable('accounts')
          .set({ brokerId, name: input.name, description: input.description, ...cashColumns(input), updatedAt: new Date() })
          .where('ownerUid', '=', ownerUid)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        // An account's transactions move with it: a transaction's broker is its account's broker.
        if (row) await trx.updateTable('transactions').set({ brokerId }).where('ownerUid', '=', ownerUid).where('accountId', '=', id).execute();
        return row;
      });
    },

    async deleteAccounts(ownerUid, brokerId, ids) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return [];
      if (uuidsOnly(wanted).length < wanted.length || uuidsOnly([brokerId]).length === 0) return null;
      try {
        return await db.transaction().execute(async (trx) => {
          const deleted = await trx
            .deleteFrom('accounts')
            .where('ownerUid', '=', ownerUid)
            .where('brokerId', '=', brokerId)
            .where('id', 'in', wanted)
            .returning('id')
            .execute();
          // Rolls back: a partial delete would leave the client's list wrong.
          if (deleted.length < wanted.length) throw new NotAllFound();
          return deleted.map((row) => row.id);
        });
      } catch (error) {
        if (error instanceof NotAllFound) return null;
        throw error;
      }
    },
  };
}
