import { sql, type Kysely } from 'kysely';

// Every edit rewrites the running stats of the later rows of its holding (hundreds of rows for an
// old buy). Stats columns are not indexed, so with free room on the page PostgreSQL can update
// them in place (a HOT update) instead of adding an entry to each of the table's seven indexes
// per row. 70% leaves that room on pages written from now on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transactions set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transactions reset (fillfactor)`.execute(db);
}
