import { sql, type Kysely } from 'kysely';

// Web Push: the browsers (push subscriptions) each user allowed on, each endpoint once: a browser
// that changes hands at sign-out is re-subscribed to its new user. A user's settings say which
// kinds are pushed; a notification remembers when it was pushed (claimed like emailed_at), so two
// servers never push it twice. The VAPID key pair every server signs with lives in one row, made
// by whichever server needs it first (unless the VAPID_* settings give it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('push_subscriptions_owner').on('push_subscriptions').columns(['owner_uid', 'created_at']).execute();

  await db.schema.alterTable('notification_settings').addColumn('push_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'timestamptz').execute();

  // One row (id is always 1): the key pair browsers were subscribed with must outlive restarts.
  await db.schema
    .createTable('vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vapid_keys').execute();
  await db.schema.alterTable('notifications').dropColumn('pushed_at').execute();
  await db.schema.alterTable('notification_settings').dropColumn('push_kinds').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
