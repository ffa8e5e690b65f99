import { sql, type Kysely } from 'kysely';

// Cash in the ledger (docs/decisions/0007): whether an account's trades move its portfolio's
// cash and whether its cash may go below zero; on a trade, the cash holding it moves; on a
// Conversion, the currency received. Cash itself is a shared securities row per currency
// (holding type and market status 'cash'), created when first used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('settles_trades', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allows_overdraft', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('cash_security_id', 'uuid', (c) => c.references('securities.id'))
    .addColumn('target_currency', 'text')
    .execute();
  // A cash holding's rows include the trades that settle against it: read by this index.
  await sql`create index transactions_owner_cash_idx on transactions (owner_uid, portfolio_id, cash_security_id) where cash_security_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index transactions_owner_cash_idx`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('cash_security_id').dropColumn('target_currency').execute();
  await db.schema.alterTable('accounts').dropColumn('settles_trades').dropColumn('allows_overdraft').execute();
  await sql`delete from securities where holding_type = 'cash'`.execute(db);
}
