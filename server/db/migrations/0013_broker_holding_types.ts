import type { Kysely } from 'kysely';

// What a user's broker says a shared security is (an IBKR statement's ETF), for that user only:
// a provider's profile, simulated or late, must not undo it, and another user's file must not
// retype everyone's listing. Read over the shared row's type, as the user's ISIN is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('security_overrides').addColumn('holding_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('security_overrides').dropColumn('holding_type').execute();
}
