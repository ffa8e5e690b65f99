// A migration's test on a database that already holds data: migrated up to the version before it,
// seeded, then migrated to the latest; `downAndUp` checks the migration can be undone and redone.
import { Migrator } from 'kysely';
import type { Database, DatabaseHandle } from '../db/database';
import { migrations } from '../db/migrate';
import { openTestDatabase } from './testDatabase';
import type { TestDatabaseKind } from './testServer';

export function useDatabaseMigratedFrom(kind: TestDatabaseKind, before: string, seed: (db: Database) => Promise<void>) {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  let migrator: Migrator;
  const settled = (result: { error?: unknown }) => {
    if (result.error) throw result.error;
  };
  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    settled(await migrator.migrateTo(before));
    await seed(handle.db);
    settled(await migrator.migrateToLatest());
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  return {
    get db(): Database {
      if (!handle) throw new Error('The database is open only inside a test.');
      return handle.db;
    },
    /** Back to `before`, then to the latest again. */
    async downAndUp(): Promise<void> {
      settled(await migrator.migrateTo(before));
      settled(await migrator.migrateToLatest());
    },
  };
}
