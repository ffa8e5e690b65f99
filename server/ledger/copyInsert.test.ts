// Large inserts on PGlite go through COPY with the foreign keys checked once per distinct value
// (transactions.repository.ts, db/bulkCopy.ts): the rows must arrive exactly as an INSERT would
// write them, in order, and a reference an INSERT would refuse must be refused too.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { runsOnPglite } from '../db/bulkCopy';
import { useMigratedDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';
import { createTransactionsRepository, type NewTransactionRow } from './transactions.repository';

describe.each(testDatabases)('bulk transaction inserts on %s', (kind) => {
  const database = useMigratedDatabase(kind, { emptiedBeforeEach: ['transactions'] });
  let portfolioId: string;
  let theirPortfolioId: string;
  let securityId: string;

  beforeAll(async () => {
    const { db } = database;
    for (const uid of ['me', 'them']) await db.insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    portfolioId = (await db.insertInto('portfolios').values({ ownerUid: 'me', name: 'Main' }).returning('id').executeTakeFirstOrThrow()).id;
    theirPortfolioId = (await db.insertInto('portfolios').values({ ownerUid: 'them', name: 'Theirs' }).returning('id').executeTakeFirstOrThrow()).id;
    securityId = (await db.insertInto('securities').values({ ticker: 'ACME', exchangeCode: '', currency: 'USD' }).returning('id').executeTakeFirstOrThrow()).id;
  });

  const row = (i: number, patch: Partial<NewTransactionRow> = {}): NewTransactionRow => ({
    id: randomUUID(),
    ownerUid: 'me',
    portfolioId,
    brokerId: null,
    accountId: null,
    securityId,
    targetSecurityId: null,
    type: 'Buy',
    date: '2024-01-02 00:00:00',
    currency: 'USD',
    isApplyExchangeRate: i % 2 === 0,
    fxRate: '1',
    shares: String(i + 1),
    shareprice: '10.125',
    transactionValue: '0.000000000000000001',
    fees: '0',
    taxes: '0',
    cashSecurityId: null,
    targetCurrency: null,
    ratioNew: null,
    ratioOld: null,
    costBasisFraction: null,
    holdingDisplay: null,
    reference: i === 7 ? 'TradeID 7\twith a tab,\na new line and a \\ backslash \\N' : `TradeID ${i}`,
    exchangeShortName: null,
    sharesBalance: String(i + 1),
    valueAtCostTc: '1',
    valueAtCostPc: '1',
    costOfSoldTc: '0',
    costOfSoldPc: '0',
    realizedGainLostTc: '0',
    realizedGainLostPc: '0',
    ...patch,
  });

  it('writes 1,500 rows exactly, in the order given (the same day keeps entry order)', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => row(i));
    await createTransactionsRepository(database.db).insert(rows);
    const stored = await database.db.selectFrom('transactions').select(['id', 'reference', 'shares', 'transactionValue', 'isApplyExchangeRate', 'ratioNew']).orderBy('seq').execute();
    expect(stored.map((t) => t.id)).toEqual(rows.map((r) => r.id));
    expect(stored[7]).toEqual({ id: rows[7]!.id, reference: rows[7]!.reference, shares: '8', transactionValue: '0.000000000000000001', isApplyExchangeRate: false, ratioNew: null });
    expect(stored[8]!.isApplyExchangeRate).toBe(true);
  });

  it('refuses rows that name another user\'s portfolio or a missing security, and writes none', async () => {
    const repository = createTransactionsRepository(database.db);
    const foreign = Array.from({ length: 1200 }, (_, i) => row(i, i === 600 ? { portfolioId: theirPortfolioId } : {}));
    // PGlite names what it checked; PostgreSQL's own foreign keys refuse the row.
    const refused = (what: string) => (kind === 'pglite' ? `refer to missing or foreign rows (${what})` : /foreign key/);
    await expect(database.db.transaction().execute((trx) => createTransactionsRepository(trx).insert(foreign))).rejects.toThrow(refused('portfolios'));
    const unknown = Array.from({ length: 1200 }, (_, i) => row(i, i === 3 ? { securityId: randomUUID() } : {}));
    await expect(database.db.transaction().execute((trx) => createTransactionsRepository(trx).insert(unknown))).rejects.toThrow(refused('securities'));
    expect(await repository.list('me')).toHaveLength(0);
  });

  it('keeps the foreign keys on for the rest of the transaction after a copy', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await createTransactionsRepository(trx).insert(Array.from({ length: 1000 }, (_, i) => row(i)));
        await createTransactionsRepository(trx).insert([row(0, { securityId: randomUUID() })]);
      }),
    ).rejects.toThrow(/foreign key/);
    const { n } = await database.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('uses COPY only on PGlite', async () => {
    expect(runsOnPglite(database.db)).toBe(kind === 'pglite');
    if (kind !== 'pglite') return;
    // The copy's own statement switches the triggers off for its transaction only.
    await database.db.transaction().execute((trx) => createTransactionsRepository(trx).insert(Array.from({ length: 1000 }, (_, i) => row(i))));
    const { rows } = await sql<{ sessionReplicationRole: string }>`show session_replication_role`.execute(database.db);
    expect(rows[0]!.sessionReplicationRole).toBe('origin');
  });
});
