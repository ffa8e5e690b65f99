import type { Kysely } from 'kysely';

// What a provider says of a security's dividend now (server/market/provider.ts DividendProfile),
// one row per security, replaced by each refresh, with the payment frequency: the provider's or
// the one its stored history shows. Yields and the payout ratio are fractions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('security_dividend_profiles')
    .addColumn('security_id', 'uuid', (c) => c.primaryKey().references('securities.id').onDelete('cascade'))
    .addColumn('currency', 'text')
    .addColumn('forward_rate', 'double precision')
    .addColumn('forward_yield', 'double precision')
    .addColumn('trailing_rate', 'double precision')
    .addColumn('trailing_yield', 'double precision')
    .addColumn('payout_ratio', 'double precision')
    .addColumn('next_ex_date', 'date')
    .addColumn('next_pay_date', 'date')
    .addColumn('frequency', 'text')
    .addColumn('industry', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_dividend_profiles').execute();
}
