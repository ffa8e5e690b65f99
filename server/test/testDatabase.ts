// A migrated database for a describe block, without a server: an in-memory PGlite, or a
// throwaway database on the TEST_DATABASE_URL server.
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { DB } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { createPostgresDatabase, type TestDatabaseKind } from './testServer';

/** An unmigrated database of `kind`: an in-memory PGlite, or a throwaway database on the TEST_DATABASE_URL server. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const server = kind === 'postgres' ? await createPostgresDatabase() : null;
  const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: server?.url });
  return { handle, drop: async () => server?.drop() };
}

export function useMigratedDatabase(kind: TestDatabaseKind, options: { emptiedBeforeEach?: readonly (keyof DB)[] } = {}): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    await migrateToLatest(handle.db);
  });
  beforeEach(async () => {
    for (const table of options.emptiedBeforeEach ?? []) await handle!.db.deleteFrom(table).execute();
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  return {
    get db() {
      if (!handle) throw new Error('The database is open only inside a test.');
      return handle.db;
    },
  };
}
