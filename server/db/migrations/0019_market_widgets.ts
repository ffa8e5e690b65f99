import { sql, type Kysely } from 'kysely';

// The market widgets' data (issue 25).
// - price_history gains the day's open, high, low and volume beside the close, packed like the
//   closes (Float64, NaN where a source gave none), so 20 years of candles are one row's read.
// - market_symbols: every symbol a widget, a holding or an index asks about, with what changes
//   during the day: the last quote, the last sessions' intraday bars (packed), the symbol's news
//   and a research outlook, each with when it was fetched. `requested_at` is when a reader last
//   asked: the live refresh follows symbols read lately, and forgets the others.
// - market_lists: the lists that belong to no symbol (the screener's universe, today's gainers
//   and losers, market news), one row each, replaced whole by each refresh.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('price_history')
    .addColumn('opens', 'bytea')
    .addColumn('highs', 'bytea')
    .addColumn('lows', 'bytea')
    .addColumn('volumes', 'bytea')
    .execute();

  await db.schema
    .createTable('market_symbols')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    // The shared security whose daily history the charts read; null until a provider knows it.
    .addColumn('security_id', 'uuid', (c) => c.references('securities.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'ready', 'unknown')`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('quote', 'jsonb')
    .addColumn('quote_at', 'timestamptz')
    .addColumn('market_state', 'text')
    .addColumn('intraday_interval', 'text')
    .addColumn('intraday_times', 'bytea')
    .addColumn('intraday_bars', 'bytea')
    .addColumn('intraday_at', 'timestamptz')
    .addColumn('news', 'jsonb')
    .addColumn('news_at', 'timestamptz')
    .addColumn('outlook', 'jsonb')
    .addColumn('outlook_at', 'timestamptz')
    .addColumn('source', 'text')
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('market_symbols_requested').on('market_symbols').column('requested_at').execute();

  await db.schema
    .createTable('market_lists')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('rows', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_lists').execute();
  await db.schema.dropTable('market_symbols').execute();
  await db.schema.alterTable('price_history').dropColumn('opens').dropColumn('highs').dropColumn('lows').dropColumn('volumes').execute();
}
