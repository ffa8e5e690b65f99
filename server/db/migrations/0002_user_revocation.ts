import type { Kysely } from 'kysely';

// signoutFromAllDevices: tokens whose auth_time is before revoked_at are refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('revoked_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('revoked_at').execute();
}
