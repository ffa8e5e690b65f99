// LISTEN/NOTIFY through the database handle, which carries the pushes between server processes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { testDatabases } from '../test/testServer';
import { openDatabase, type DatabaseHandle } from './database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Notifies `payload` on `channel` until `heard` has it, or gives up after `ms`. */
async function notifyUntilHeard(database: DatabaseHandle, channel: string, payload: string, heard: string[], ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
    await sleep(100);
    if (heard.includes(payload)) return true;
  }
  return false;
}

describe.each(testDatabases)('LISTEN on %s', (kind) => {
  let database: DatabaseHandle;
  const channel = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await openDatabase(kind === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: 'memory://' } : { dataDir: 'memory://' });
    await database.listen(channel, (payload) => heard.push(payload));
  });
  afterAll(() => database.close());

  it('hears what is notified on the channel', async () => {
    expect(await notifyUntilHeard(database, channel, 'first', heard)).toBe(true);
  });

  // Only PostgreSQL has a separate LISTEN connection that can be lost.
  if (kind === 'postgres') {
    it('hears again after its LISTEN connection is ended by the server', async () => {
      const ended = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where pid <> pg_backend_pid() and query = ${`LISTEN "${channel}"`}`.execute(database.db);
      expect(ended.rows).toEqual([{ ended: true }]);
      // Opened again after a pause, and listening on the channel again.
      expect(await notifyUntilHeard(database, channel, 'after the loss', heard)).toBe(true);
    });
  }
});
