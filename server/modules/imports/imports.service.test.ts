// The stage's bookkeeping on a bare migrated database, where the clock and the stored counts can be
// set directly: imports expire whole after a day (through the job each import schedules), an import
// holds at most 200,000 rows (reaching that through the API would take twenty 10,000-row parts),
// and a row with a problem is not kept.
import { sql } from 'kysely';
import type { Viewer } from '../../auth/tokenVerifier';
import type { ImportRowInput } from '../../generated/resolvers-types';
import type { PubSub } from '../../pubsub/pubsub';
import { eventIterator } from '../../pubsub/pubsub';
import { useMigratedDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';
import { createJobQueue } from '../../jobs/queue';
import { createJobWorker } from '../../jobs/worker';
import { DEFAULT_QUOTAS } from '../../ledger/quotas';
import { IMPORT_EXPIRY_JOB, importExpiryHandlers } from './importExpiry';
import { createQuoteBook } from '../../market/quoteBook';
import { createLedgerService } from '../../ledger/ledger.service';
import { MAX_ROWS_PER_IMPORT, MAX_ROWS_PER_PART, MAX_SECURITIES_PER_IMPORT, createImportsService } from './imports.service';

const viewer = (uid: string): Viewer => ({
  uid,
  isAnonymous: false,
  email: null,
  emailVerified: true,
  name: null,
  picture: null,
  signInProvider: 'password',
  authTime: 0,
});

const silent: PubSub = {
  publish: async () => undefined,
  publishMany: async () => undefined,
  on: () => () => undefined,
  iterate: () => eventIterator(() => () => undefined),
};

const row = (number: number): ImportRowInput => ({ row: number, ticker: 'ACME', currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 1, shareprice: 10 });

describe.each(testDatabases)('import stages on %s', (kind) => {
  const database = useMigratedDatabase(kind);

  function service() {
    const { db } = database;
    const ensureUser = async ({ uid }: Viewer) => {
      await db.insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: true }).onConflict((c) => c.column('uid').doNothing()).execute();
    };
    const ledger = createLedgerService({ db, quotes: createQuoteBook(db), pubsub: silent, ensureUser });
    return createImportsService({ db, ledger, ensureUser, queue: createJobQueue(db), quotas: DEFAULT_QUOTAS });
  }

  const partsOf = async (importId: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from import_stages where import_id = ${importId}`.execute(database.db)).rows[0]!.n);

  async function target(uid: string) {
    const { db } = database;
    const portfolioId = (await db.insertInto('portfolios').values({ ownerUid: uid, name: 'Main' }).returning('id').executeTakeFirstOrThrow()).id;
    const brokerId = (await db.insertInto('brokers').values({ ownerUid: uid, name: 'IBKR' }).returning('id').executeTakeFirstOrThrow()).id;
    const accountId = (await db.insertInto('accounts').values({ ownerUid: uid, brokerId, name: 'U1' }).returning('id').executeTakeFirstOrThrow()).id;
    return { portfolioId, accountId };
  }

  it('forgets an import a day after its first part, all its parts together; its expiry job deletes it', async () => {
    const imports = service();
    const user = viewer('stage-expiry');
    const { db } = database;
    await imports.stage(user, null, []); // creates the user row
    const into = await target(user.uid);

    const old = await imports.stage(user, null, [row(2)]);
    await imports.stage(user, old.importId, [row(3)]);
    const young = await imports.stage(user, null, [row(2)]);
    // The first part is 25 hours old, the second is not: the import is gone as a whole.
    await sql`update import_stages set created_at = now() - interval '25 hours' where import_id = ${old.importId} and part = 1`.execute(db);
    await expect(imports.commit(user, { importId: old.importId, ...into })).rejects.toThrow('Import does not exist!');
    expect(await partsOf(old.importId)).toBe(2);

    // Each new import scheduled its expiry a day (and a minute) ahead, once: later parts change nothing.
    const jobs = await db.selectFrom('jobs').select(['key', sql<number>`extract(epoch from run_at - now()) / 3600`.as('hours')]).where('kind', '=', IMPORT_EXPIRY_JOB).where('key', 'in', [old.importId, young.importId]).execute();
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect(Number(job.hours)).toBeCloseTo(24, 1);
    // When the old import's job is due, the worker deletes it; the young import stays and still commits.
    await sql`update jobs set run_at = now() where key = ${old.importId}`.execute(db);
    await createJobWorker({ queue: createJobQueue(db), handlers: importExpiryHandlers(db) }).drain();
    expect(await partsOf(old.importId)).toBe(0);
    expect(await db.selectFrom('jobs').select('key').where('key', '=', old.importId).execute()).toEqual([]);
    await expect(imports.stage(user, old.importId, [row(4)])).rejects.toThrow('Import does not exist!');
    await expect(imports.commit(user, { importId: young.importId, ...into })).resolves.toEqual({ importId: young.importId, inserted: 1, skipped: [] });
    expect(await partsOf(young.importId)).toBe(0);
  });

  it('keeps only the valid rows of a part and the problems of the others, and their size', async () => {
    const imports = service();
    const user = viewer('stage-problems');
    const bad = { ...row(3), ticker: 'X'.repeat(5000), shares: -1 };
    const staged = await imports.stage(user, null, [row(2), bad]);
    expect(staged).toMatchObject({ rowCount: 2, problems: [{ row: 3 }] });
    const [part] = await sql<{ rows: string; problems: string; bytes: number; rowCount: number }>`
      select rows::text as rows, problems::text as problems, bytes, row_count as "rowCount" from import_stages where import_id = ${staged.importId}`.execute(database.db).then((r) => r.rows);
    expect(JSON.parse(part!.rows)).toEqual([[2, 'ACME', null, null, 'USD', '2024-01-02', 'Buy', 1, 10, null, null, null]]);
    expect(part!.rows).not.toContain('XXXX');
    expect(JSON.parse(part!.problems)).toEqual([[3, expect.any(String)]]);
    expect(part!.rowCount).toBe(2);
    expect(part!.bytes).toBeGreaterThan(0);
    expect(part!.bytes).toBeLessThan(1000);
  });

  it(`holds at most ${MAX_ROWS_PER_IMPORT} rows per import`, async () => {
    const imports = service();
    const user = viewer('stage-limit');
    const { importId } = await imports.stage(user, null, [row(2)]);
    // As if parts had already brought it to one row short of the limit.
    await sql`update import_stages set row_count = ${MAX_ROWS_PER_IMPORT - 1} where import_id = ${importId}`.execute(database.db);
    await expect(imports.stage(user, importId, [row(3), row(4)])).rejects.toThrow(
      `An import may hold at most ${MAX_ROWS_PER_IMPORT} rows; this part would make it ${MAX_ROWS_PER_IMPORT + 1}.`,
    );
    await expect(imports.stage(user, importId, [row(3)])).resolves.toMatchObject({ importId, rowCount: MAX_ROWS_PER_IMPORT });
  });

  it(`names at most ${MAX_SECURITIES_PER_IMPORT} different securities per import`, async () => {
    const imports = service();
    const user = viewer('stage-securities');
    await imports.stage(user, null, []);
    const into = await target(user.uid);
    const rows = Array.from({ length: MAX_SECURITIES_PER_IMPORT + 1 }, (_, i) => ({ ...row(i + 2), ticker: `S${i}` }));
    const { importId } = await imports.stage(user, null, rows.slice(0, MAX_ROWS_PER_PART));
    await imports.stage(user, importId, rows.slice(MAX_ROWS_PER_PART));
    await expect(imports.commit(user, { importId, ...into, dryRun: true })).rejects.toThrow(
      `An import may name at most ${MAX_SECURITIES_PER_IMPORT} different securities; this one names ${MAX_SECURITIES_PER_IMPORT + 1}. Split the file.`,
    );
    // Leaving one out is enough.
    await expect(imports.commit(user, { importId, ...into, excludeRows: [2], dryRun: true })).resolves.toMatchObject({ inserted: MAX_SECURITIES_PER_IMPORT });
  });
});
