import { sql, type Kysely } from 'kysely';

// Staged imports: a file's rows arrive in parts (stageImport) and are written together later
// (commitImport), so each part is kept here until then. One row per part: its rows as one compact
// jsonb array of arrays (a 10,000-row part is one value, not 10,000 rows to decode), and the
// problems its validation found, which block the commit until the rows are excluded. Stages are
// scratch data: they cascade with their owner and expire after a day (created_at is indexed for
// that sweep).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_stages')
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('import_id', 'uuid', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('rows', 'jsonb', (c) => c.notNull())
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('import_stages_pkey', ['owner_uid', 'import_id', 'part'])
    .execute();
  await db.schema.createIndex('import_stages_created_at_idx').on('import_stages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_stages').execute();
}
