import { sql, type Kysely } from 'kysely';

// Corporate actions reaching the ledger (docs/decisions/0008): what the user decided about each
// proposed split or dividend (dismissed for good, or accepted with the transactions it wrote), and
// the user's two settings: splits applied without asking, and withholding rates per country over
// the defaults of common/withholdingTax.ts (a JSON object, country code to a fraction).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('corporate_action_decisions')
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('accepted', 'dismissed')`))
    .addColumn('transaction_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('corporate_action_decisions_pk', ['owner_uid', 'action_id'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('auto_apply_splits', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('withholding_rates', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('auto_apply_splits').dropColumn('withholding_rates').execute();
  await db.schema.dropTable('corporate_action_decisions').execute();
}
