import type { Kysely } from 'kysely';

// The size of each staged part (its rows and problems as stored JSON text), so a user's staged
// bytes are one sum under the staged-import quota instead of a re-measure of every stored part.
// Parts staged before this count as 0; they expire within a day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_stages').addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_stages').dropColumn('bytes').execute();
}
