import { sql, type Kysely } from 'kysely';

// Notifications: each made once per user, kind and event (dedupe_key: the ex-date, the day, the
// alert and its day...), whatever server's job makes it and however often it runs; newest first,
// with a partial index for the unread count. A user's settings say which kinds are made at all
// and which are e-mailed at once or in the daily digest (empty arrays: every kind on, no e-mail).
// The dividend profiles gain the earnings calendar the earnings notifications read.
// A watchlist entry remembers which of its alerts have fired, so an alert fires once per
// crossing, not on every quote while the price stays past its target.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('emailed_at', 'timestamptz')
    .addUniqueConstraint('notifications_once', ['owner_uid', 'kind', 'dedupe_key'])
    .execute();
  await db.schema.createIndex('notifications_owner_newest').on('notifications').columns(['owner_uid', 'created_at desc', 'id']).execute();
  await sql`create index notifications_owner_unread on notifications (owner_uid) where read_at is null`.execute(db);

  await db.schema
    .createTable('notification_settings')
    .addColumn('owner_uid', 'text', (c) => c.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('disabled_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('email_immediate', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('email_digest', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Which day's notification jobs have finished: the scheduler does not queue a finished day again.
  await db.schema
    .createTable('notification_runs')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The earnings calendar, read with the dividend profile (one quoteSummary answer).
  await db.schema
    .alterTable('security_dividend_profiles')
    .addColumn('next_earnings_date', 'date')
    .addColumn('next_earnings_estimated', 'boolean')
    .addColumn('eps_estimate', 'double precision')
    .addColumn('last_earnings_quarter', 'date')
    .addColumn('last_eps_actual', 'double precision')
    .addColumn('last_eps_estimate', 'double precision')
    .execute();

  await db.schema.alterTable('watchlist_entries').addColumn('alerts_fired', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
  await db.schema.createIndex('watchlist_entries_symbol').on('watchlist_entries').column('symbol').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('watchlist_entries_symbol').execute();
  await db.schema.alterTable('watchlist_entries').dropColumn('alerts_fired').execute();
  await db.schema
    .alterTable('security_dividend_profiles')
    .dropColumn('next_earnings_date')
    .dropColumn('next_earnings_estimated')
    .dropColumn('eps_estimate')
    .dropColumn('last_earnings_quarter')
    .dropColumn('last_eps_actual')
    .dropColumn('last_eps_estimate')
    .execute();
  await db.schema.dropTable('notification_runs').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
