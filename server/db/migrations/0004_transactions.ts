import { sql, type Kysely } from 'kysely';

// Securities (shared reference data), the user's transactions with the engine's stored running
// stats, the transaction_push record, and the quotes the engine values holdings with: provider
// prices and FX rates (filled by the market layer) and the user's own manual quotes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('cost_method', 'text', (c) => c.notNull().defaultTo('average')).execute();
  await sql`alter table users add constraint users_cost_method_check check (cost_method in ('average', 'fifo'))`.execute(db);

  await db.schema
    .createTable('securities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ticker', 'text', (c) => c.notNull())
    // '' when unknown, so (ticker, exchange) stays a usable unique key.
    .addColumn('exchange_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text')
    .addColumn('currency', 'text')
    .addColumn('holding_type', 'text', (c) => c.notNull().defaultTo('stock'))
    .addColumn('sector', 'text')
    .addColumn('country_iso', 'text')
    .addColumn('isin', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('securities_ticker_exchange_key', ['ticker', 'exchange_code'])
    .execute();
  await db.schema.createIndex('securities_isin_idx').on('securities').column('isin').execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('portfolio_id', 'uuid', (c) => c.notNull())
    .addColumn('broker_id', 'uuid')
    .addColumn('account_id', 'uuid')
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id'))
    // Spin-Off: the new holding; Merge: the holding the position becomes.
    .addColumn('target_security_id', 'uuid', (c) => c.references('securities.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    // The date and time the user gave, without a zone (UserTransactions returns it without a Z).
    .addColumn('date', sql`timestamp(3)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('is_apply_exchange_rate', 'boolean', (c) => c.notNull().defaultTo(true))
    // TC → PC on the transaction's date, as last computed for the user's display currency.
    .addColumn('fx_rate', 'numeric', (c) => c.notNull().defaultTo(1))
    .addColumn('shares', 'numeric', (c) => c.notNull())
    .addColumn('shareprice', 'numeric', (c) => c.notNull())
    .addColumn('transaction_value', 'numeric', (c) => c.notNull())
    .addColumn('fees', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('taxes', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('ratio', 'numeric')
    .addColumn('cost_basis_fraction', 'numeric')
    .addColumn('holding_display', 'text')
    .addColumn('reference', 'text')
    .addColumn('exchange_short_name', 'text')
    // The engine's running stats: written by the server only.
    .addColumn('shares_balance', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('value_at_cost_tc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('value_at_cost_pc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_of_sold_tc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_of_sold_pc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('realized_gain_lost_tc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('realized_gain_lost_pc', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // (id, owner) foreign keys: the database refuses a transaction filed under another user's
    // portfolio, broker or account. The service asks before a delete cascades here.
    .addForeignKeyConstraint('transactions_portfolio_fkey', ['portfolio_id', 'owner_uid'], 'portfolios', ['id', 'owner_uid'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('transactions_broker_fkey', ['broker_id', 'owner_uid'], 'brokers', ['id', 'owner_uid'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('transactions_account_fkey', ['account_id', 'owner_uid'], 'accounts', ['id', 'owner_uid'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('transactions_owner_date_idx').on('transactions').columns(['owner_uid', 'date']).execute();
  await db.schema.createIndex('transactions_owner_holding_idx').on('transactions').columns(['owner_uid', 'portfolio_id', 'security_id']).execute();
  await db.schema.createIndex('transactions_owner_target_idx').on('transactions').columns(['owner_uid', 'portfolio_id', 'target_security_id']).execute();
  await db.schema.createIndex('transactions_broker_idx').on('transactions').column('broker_id').execute();
  await db.schema.createIndex('transactions_account_idx').on('transactions').column('account_id').execute();

  // The per-user push record. `version` counts ledger writes and `quotes_version` manual quote
  // writes, so a process's cached figures can tell they are stale (several processes may share
  // one database). The row is also the per-user lock that serialises ledger writes.
  await db.schema
    .createTable('transaction_push')
    .addColumn('owner_uid', 'text', (c) => c.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quotes_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('security_prices')
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('close', 'numeric', (c) => c.notNull())
    .addColumn('adj_close', 'numeric')
    .addPrimaryKeyConstraint('security_prices_pkey', ['security_id', 'date'])
    .execute();

  await db.schema
    .createTable('fx_rates')
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('rate', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('fx_rates_pkey', ['base', 'quote', 'date'])
    .execute();

  await db.schema
    .createTable('manual_prices')
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('close', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('manual_prices_pkey', ['owner_uid', 'security_id', 'date'])
    .execute();

  await db.schema
    .createTable('manual_fx_rates')
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('rate', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('manual_fx_rates_pkey', ['owner_uid', 'base', 'quote', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['manual_fx_rates', 'manual_prices', 'fx_rates', 'security_prices', 'transaction_push', 'transactions', 'securities']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('cost_method').execute();
}
