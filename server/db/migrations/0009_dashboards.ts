import { sql, type Kysely } from 'kysely';

// A user's dashboards: a name, a place in the user's order, an optional
// colour, and two JSON documents the client owns: the react-grid-layout items per breakpoint and
// the widget instances keyed by id. They are read and written whole, never queried inside, so
// they are plain jsonb. Listed in the user's order, hence the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboards')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('indicator_color', 'text')
    .addColumn('layouts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('widgets', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('dashboards_owner_order_idx').on('dashboards').columns(['owner_uid', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dashboards').execute();
}
