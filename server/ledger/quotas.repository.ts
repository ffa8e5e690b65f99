// SQL for quotas: the per-user lock that orders one user's capped creates, and the counts of
// what a user keeps.
import type { Database } from '../db/database';

/**
 * Locks the owner's users row until the transaction ends. `for no key update`: it waits only for
 * another capped create (or a profile update) of the same user, never for that user's inserts
 * elsewhere, which take a key-share lock on the row through their foreign keys (a long import
 * would otherwise hold up a createBroker).
 */
export async function lockQuotaOwner(trx: Database, ownerUid: string): Promise<void> {
  await trx.selectFrom('users').select('uid').where('uid', '=', ownerUid).forNoKeyUpdate().execute();
}

/** Tables whose rows are a user's own, by owner_uid. */
export type OwnedTable = 'brokers' | 'accounts' | 'portfolios' | 'dashboards';

export async function countOwned(db: Database, table: OwnedTable, ownerUid: string): Promise<number> {
  // All four have owner_uid: one name for the type checker, the real one in the SQL.
  const { n } = await db
    .selectFrom(table as 'brokers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerUid', '=', ownerUid)
    .executeTakeFirstOrThrow();
  return Number(n);
}
