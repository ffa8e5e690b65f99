import { sql, type Kysely } from 'kysely';

// Billing (docs/decisions/0011): state that Stripe's webhooks write, never the browser.
// - users.trial_started_at: the product's own free trial starts here. Users who signed up before
//   billing existed start theirs on the day it arrives, so nobody loses features by the upgrade.
// - users.stripe_id is the customer (unique: a webhook finds its user by it).
// - billing_events: each Stripe event id once, with what was done with it (idempotency, and the
//   trail support reads); created is Stripe's own time, used to ignore older news arriving late.
// - billing_subscriptions: the last state Stripe told us, stamped with that event's time.
// - billing_checkout_sessions: the sessions we opened, so a second checkout while one is open
//   returns the same session instead of a second charge.
// - token_ledger: agent-token allocations (trial, each paid period, top-ups) and usage; source is
//   the trial, the invoice or the checkout session that credited it, unique per user, so a
//   webhook delivered twice credits once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('trial_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_stripe_id_key').on('users').column('stripe_id').unique().where(sql.ref('stripe_id'), 'is not', null).execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull())
    .addColumn('owner_uid', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text')
    .addColumn('trial_end', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_failed_at', 'timestamptz')
    .addColumn('state_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_subscriptions_owner_idx').on('billing_subscriptions').column('owner_uid').execute();

  await db.schema
    .createTable('billing_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('subscription', 'payment')`))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_checkout_sessions_owner_idx').on('billing_checkout_sessions').columns(['owner_uid', 'status']).execute();

  await db.schema
    .createTable('token_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('trial', 'subscription', 'topup', 'usage')`))
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('token_ledger_source_key', ['owner_uid', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('token_ledger').execute();
  await db.schema.dropTable('billing_checkout_sessions').execute();
  await db.schema.dropTable('billing_subscriptions').execute();
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropIndex('users_stripe_id_key').execute();
  await db.schema.alterTable('users').dropColumn('trial_started_at').execute();
}
