import { sql, type Kysely } from 'kysely';

// Users: one row per Firebase uid. Every table of user-owned rows references users(uid)
// ON DELETE CASCADE, so deleting the user row deletes everything the user owns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('user_locale', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('dark'))
    .addColumn('tour_guides', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sign_up_currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_to_signed_in', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    // A new account starts in the free trial with every feature; billing owns this flag.
    .addColumn('full_feature_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('stripe_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
