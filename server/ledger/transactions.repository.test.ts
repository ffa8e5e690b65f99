// The ledger and the listing are read in pages (packed JSON per page); these check that paging
// neither drops nor repeats a row, keeps the listing's order across page boundaries (including
// rows with the same date and created_at), and carries every column through unchanged.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openTestDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';
import { createEnginePagesRepository } from './enginePages.repository';
import { createTransactionsRepository, type NewTransactionRow } from './transactions.repository';

describe.each(testDatabases)('transactions repository paging on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const uid = 'paging-user';
  let portfolioId: string;
  let securityId: string;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    await migrateToLatest(handle.db);
    await handle.db.insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    portfolioId = (await handle.db.insertInto('portfolios').values({ ownerUid: uid, name: 'Main' }).returning('id').executeTakeFirstOrThrow()).id;
    securityId = (await handle.db.insertInto('securities').values({ ticker: 'ACME', exchangeCode: '', currency: 'USD' }).returning('id').executeTakeFirstOrThrow()).id;
    const row = (date: string, shares: string): NewTransactionRow => ({
      id: randomUUID(),
      ownerUid: uid,
      portfolioId,
      securityId,
      type: 'Buy',
      date,
      currency: 'USD',
      isApplyExchangeRate: false,
      shares,
      shareprice: '10.125',
      transactionValue: '0.000000000000000001',
    });
    // Three inserts (three created_at values), with dates repeated within and across them.
    const repository = createTransactionsRepository(handle.db);
    await repository.insert([row('2024-01-02 00:00:00', '1'), row('2024-01-02 00:00:00', '2'), row('2024-01-03 09:30:00.5', '3')]);
    await repository.insert([row('2024-01-02 00:00:00', '4'), row('2024-01-01 00:00:00', '5')]);
    await repository.insert([row('2024-01-02 00:00:00', '6'), row('2024-01-04 00:00:00', '7')]);
  });

  afterAll(async () => {
    await handle.close();
    await drop?.();
  });

  it.each([1, 2, 3, 10_000])('lists every row once, newest first, with pages of %i', async (pageSize) => {
    const whole = await createTransactionsRepository(handle.db).list(uid);
    const paged = await createTransactionsRepository(handle.db, { pageSize }).list(uid);
    expect(paged).toHaveLength(7);
    expect(paged.map((t) => t.id)).toEqual(whole.map((t) => t.id));
    expect(new Set(paged.map((t) => t.id)).size).toBe(7);
    const dates = paged.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2024-01-04T00:00:00.000');
    expect(dates).toContain('2024-01-03T09:30:00.500');
    expect(paged[0]).toMatchObject({ ticker: 'ACME', portfolioName: 'Main', brokerName: null, shareprice: '10.125', transactionValue: '0.000000000000000001' });
  });

  it.each([1, 3, 10_000])('reads the whole ledger with pages of %i', async (pageSize) => {
    const ledger = await createTransactionsRepository(handle.db, { pageSize }).ledger(uid);
    expect(ledger.map((t) => t.shares).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(ledger.every((t) => t.updatedAt instanceof Date && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/.test(t.date))).toBe(true);
  });

  it('reads several owners\' ledgers and securities at once as it reads each one\'s', async () => {
    const db = handle.db;
    const other = 'paging-other';
    await db.insertInto('users').values({ uid: other, currency: 'EUR', signUpCurrency: 'EUR', emailVerified: false }).execute();
    const otherPortfolio = (await db.insertInto('portfolios').values({ ownerUid: other, name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
    const own = (await db.insertInto('securities').values({ ownerUid: other, ticker: 'MINE', exchangeCode: '', currency: 'EUR' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('securityOverrides').values({ ownerUid: other, securityId, isin: 'US0000000001', holdingType: 'etf' }).execute();
    const repository = createTransactionsRepository(db);
    const row = (security: string, date: string): NewTransactionRow => ({
      id: randomUUID(), ownerUid: other, portfolioId: otherPortfolio, securityId: security, type: 'Buy', date, currency: 'EUR', isApplyExchangeRate: false, shares: '2', shareprice: '3.5', transactionValue: '7',
    });
    await repository.insert([row(own, '2024-02-01 00:00:00'), row(securityId, '2024-01-15 00:00:00')]);

    const engineRows = createEnginePagesRepository(db);
    const together = await engineRows.enginePagesOf([uid, other, 'nobody'], 1_000);
    for (const owner of [uid, other]) {
      const alone = await engineRows.enginePage(owner, null, 1_000);
      expect(together.get(owner)).toEqual({ packed: alone.packed, count: alone.count, securities: expect.arrayContaining(alone.securities!) });
      expect(together.get(owner)!.securities).toHaveLength(alone.securities!.length);
    }
    expect(together.has('nobody')).toBe(false);
    // A ledger over the limit is left to the paged read.
    expect((await engineRows.enginePagesOf([uid, other], 2)).has(uid)).toBe(false);

    const wanted = new Map([[uid, [securityId, own]], [other, [securityId, own]]]);
    const seen = await repository.securities.securitiesOfOwners(wanted);
    for (const [owner, ids] of wanted) {
      const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(seen.get(owner)!)).toEqual(byId(await repository.securities.securitiesByIds(owner, ids)));
    }
    // Another user's private security is not seen; the override is the owner's alone.
    expect(seen.get(uid)!.map((s) => s.id)).toEqual([securityId]);
    expect(seen.get(uid)![0]!.holdingType).not.toBe('etf');
    expect(seen.get(other)!.find((s) => s.id === securityId)!.isin).toBe('US0000000001');

    const heads = await repository.heads([uid, other, 'nobody']);
    expect(heads.get(other)).toEqual(await repository.head(other));
    expect(heads.get('nobody')).toEqual({ version: 0, quotesVersion: 0, currency: null, costMethod: null });
  });
});
