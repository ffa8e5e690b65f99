import { sql, type Kysely } from 'kysely';

// Embed links (read-only views of one widget on another website). The token is a bearer
// credential, so only its SHA-256 is stored: a leaked database does not leak working links.
// Requests find the embed by that hash (unique, hence indexed); the owner lists theirs newest
// first. Revoked rows are kept so the owner still sees what they revoked and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embeds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('widget_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('embeds_owner_created_idx').on('embeds').columns(['owner_uid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embeds').execute();
}
