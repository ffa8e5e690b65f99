import { sql, type Kysely } from 'kysely';

// A user's watchlists and their entries: tickers followed without being held, each with optional
// price alerts (a day's change in percent, a price above, a price below). An entry carries its
// owner too, so every statement filters by owner without a join. Listed in the user's order,
// hence the indexes; a ticker is on a watchlist once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchlists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('watchlists_owner_order_idx').on('watchlists').columns(['owner_uid', 'sort_order']).execute();

  await db.schema
    .createTable('watchlist_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('watchlist_id', 'uuid', (c) => c.notNull().references('watchlists.id').onDelete('cascade'))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('alert_price_change_percent', 'double precision')
    .addColumn('alert_above', 'double precision')
    .addColumn('alert_below', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('watchlist_entries_symbol_once', ['watchlist_id', 'symbol'])
    .execute();
  await db.schema.createIndex('watchlist_entries_owner_idx').on('watchlist_entries').columns(['owner_uid', 'watchlist_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watchlist_entries').execute();
  await db.schema.dropTable('watchlists').execute();
}
