// Migration 0014 on ratios the old code stored as numbers to 12 places.
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../database';
import { migrations } from '../migrate';
import { openTestDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';

describe.each(testDatabases)('migration 0014 (exact ratios) on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0013_broker_holding_types');
    if (before.error) throw before.error;
    const db = handle.db;
    await db.insertInto('users').values({ uid: 'u1', currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    const portfolio = (await db.insertInto('portfolios').values({ ownerUid: 'u1', name: 'Main' }).returning('id').executeTakeFirstOrThrow()).id;
    const security = (await db.insertInto('securities').values({ ticker: 'ACME' }).returning('id').executeTakeFirstOrThrow()).id;
    // As the old code wrote them: 1 for 3, 10 for 1, 4567 for 10000, and a Buy without a ratio.
    for (const [reference, type, ratio] of [['third', 'Split', '0.333333333333'], ['ten', 'Split', '10'], ['merge', 'Merge', '0.4567'], ['buy', 'Buy', null]] as const) {
      await sql`insert into transactions (owner_uid, portfolio_id, security_id, type, date, currency, shares, shareprice, transaction_value, ratio, reference)
        values ('u1', ${portfolio}, ${security}, ${type}, '2024-01-02 00:00:00', 'USD', 0, 0, 0, ${ratio}, ${reference})`.execute(db);
    }
    const after = await migrator.migrateToLatest();
    if (after.error) throw after.error;
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('turns each stored ratio into the two whole numbers it was entered as', async () => {
    const rows = await handle.db.selectFrom('transactions').select(['reference', 'ratioNew', 'ratioOld']).orderBy('reference').execute();
    expect(rows).toEqual([
      { reference: 'buy', ratioNew: null, ratioOld: null },
      { reference: 'merge', ratioNew: 4567, ratioOld: 10000 },
      { reference: 'ten', ratioNew: 10, ratioOld: 1 },
      { reference: 'third', ratioNew: 1, ratioOld: 3 },
    ]);
  });
});
