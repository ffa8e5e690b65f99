import { sql, type Kysely } from 'kysely';

// The market layer's store. History is packed: one row per security (and per FX pair) holding
// its whole daily series as little-endian typed arrays (Int32 days since 1970-01-01, Float64
// values), because PGlite decodes results row by row and 20 years of one security's closes as
// rows cost ~0.5 s to read; packed, 500 securities' history reads in a few hundred ms.
// Dividends and splits stay as rows (a few per year). The per-row tables of migration 0004 are
// dropped without carrying data over: nothing but the bench ever wrote them.
//
// `jobs` is the background queue the market layer refreshes through: claimed with
// `for update skip locked` (so several servers on one PostgreSQL share it), retried with backoff,
// one row per (kind, key) so enqueueing the same work twice does not run it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_prices').execute();
  await db.schema.dropTable('fx_rates').execute();

  await db.schema
    .alterTable('securities')
    // pending: not asked yet; ready: the provider knows it; not-found: no provider knows it
    // (unknown or delisted); failed: providers failed, retried by the queue.
    .addColumn('market_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('market_source', 'text')
    .addColumn('market_simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('market_checked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('security_id', 'uuid', (c) => c.primaryKey().references('securities.id').onDelete('cascade'))
    .addColumn('days', 'bytea', (c) => c.notNull())
    .addColumn('closes', 'bytea', (c) => c.notNull())
    // NaN where the provider gave no adjusted close.
    .addColumn('adj_closes', 'bytea', (c) => c.notNull())
    .addColumn('first_date', 'date')
    .addColumn('last_date', 'date')
    // The currency the closes are in, when the provider said (a London ETF may trade in USD
    // while its holders bought it in GBP): the analytics convert to the holding's currency.
    .addColumn('currency', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('fx_history')
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('days', 'bytea', (c) => c.notNull())
    .addColumn('rates', 'bytea', (c) => c.notNull())
    .addColumn('first_date', 'date')
    .addColumn('last_date', 'date')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('fx_history_pkey', ['base', 'quote'])
    .execute();

  await db.schema
    .createTable('security_dividends')
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id').onDelete('cascade'))
    .addColumn('ex_date', 'date', (c) => c.notNull())
    .addColumn('record_date', 'date')
    .addColumn('pay_date', 'date')
    .addColumn('declared_date', 'date')
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_dividends_pkey', ['security_id', 'ex_date'])
    .execute();

  await db.schema
    .createTable('security_splits')
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('ratio', 'numeric', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_splits_pkey', ['security_id', 'date'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    // Set when the job was enqueued again while it ran: it runs once more after this run.
    .addColumn('rerun', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_error', 'text')
    // Set when the retries are used up; the row stays for /healthz and the logs.
    .addColumn('failed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('jobs_kind_key_key', ['kind', 'key'])
    .execute();
  await sql`create index jobs_due_idx on jobs (run_at) where failed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'security_splits', 'security_dividends', 'fx_history', 'price_history']) await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('securities')
    .dropColumn('market_status')
    .dropColumn('market_source')
    .dropColumn('market_simulated')
    .dropColumn('market_checked_at')
    .execute();
  await sql`create table security_prices (security_id uuid not null references securities(id) on delete cascade, date date not null, close numeric not null, adj_close numeric, primary key (security_id, date))`.execute(db);
  await sql`create table fx_rates (base text not null, quote text not null, date date not null, rate numeric not null, primary key (base, quote, date))`.execute(db);
}
