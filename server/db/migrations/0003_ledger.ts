import { sql, type Kysely } from 'kysely';

// The ledger's owned records: brokers with their accounts, and portfolios. Every row carries its
// owner's uid and cascades from users(uid), so deleting the user deletes them. Accounts also
// reference (broker id, owner) together: the database itself refuses an account filed under
// another user's broker. Transactions will reference these tables the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['brokers', 'portfolios']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // The target of (id, owner_uid) foreign keys from accounts and, later, transactions.
      .addUniqueConstraint(`${table}_id_owner_uid_key`, ['id', 'owner_uid'])
      .execute();
    await db.schema.createIndex(`${table}_owner_uid_idx`).on(table).column('owner_uid').execute();
  }

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('broker_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('accounts_id_owner_uid_key', ['id', 'owner_uid'])
    .addForeignKeyConstraint('accounts_broker_fkey', ['broker_id', 'owner_uid'], 'brokers', ['id', 'owner_uid'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('accounts_owner_uid_idx').on('accounts').column('owner_uid').execute();
  await db.schema.createIndex('accounts_broker_id_idx').on('accounts').column('broker_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('portfolios').execute();
  await db.schema.dropTable('brokers').execute();
}
