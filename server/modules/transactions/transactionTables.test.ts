// The cached UserTransactionTable text: built page by page into exactly the table the rows give,
// kept while nothing it shows changes, and built again after each kind of change it shows.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createMarketStore } from '../../market/store/marketStore';
import { openTestDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';
import { createOwnedRecordsRepository } from '../shared/ownedRecords.repository';
import { decodeTransactionRows, encodeTransactionTable, type TransactionTable } from '../../../common/transactionTable';
import { createTransactionTables } from './transactionTables';
import { createTransactionsRepository, type NewTransactionRow } from '../../ledger/transactions.repository';
import { toTransaction } from './transactionFields';
import { createSecuritiesRepository } from '../../ledger/securities.repository';

describe.each(testDatabases)('transaction tables on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const uid = 'table-user';
  const owner = { uid };
  const ids = { main: '', other: '', acme: '' };

  const row = (portfolioId: string, date: string, shares: string): NewTransactionRow => ({
    id: randomUUID(),
    ownerUid: uid,
    portfolioId,
    securityId: ids.acme,
    type: 'Buy',
    date,
    currency: 'USD',
    isApplyExchangeRate: false,
    shares,
    shareprice: '10.5',
    transactionValue: String(10.5 * Number(shares)),
  });

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    await migrateToLatest(handle.db);
    await handle.db.insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    const portfolio = async (name: string) => (await handle.db.insertInto('portfolios').values({ ownerUid: uid, name }).returning('id').executeTakeFirstOrThrow()).id;
    ids.main = await portfolio('Main');
    ids.other = await portfolio('Other');
    ids.acme = (await handle.db.insertInto('securities').values({ ticker: 'ACME', exchangeCode: '', currency: 'USD', name: 'Acme' }).returning('id').executeTakeFirstOrThrow()).id;
    const repository = createTransactionsRepository(handle.db);
    await repository.lockPush(uid);
    await repository.insert([row(ids.main, '2024-01-02 00:00:00', '1'), row(ids.main, '2024-01-03 00:00:00', '2'), row(ids.other, '2024-01-04 00:00:00', '3')]);
  });

  afterAll(async () => {
    await handle.close();
    await drop?.();
  });

  // Pages of two rows: the three rows take two pages.
  const tablesOf = (maxChars?: number) => createTransactionTables({ repository: createTransactionsRepository(handle.db, { pageSize: 2 }), toTransaction, maxChars });
  const parsed = async (tables: ReturnType<typeof tablesOf>, portfolioIds: string[] = []) => JSON.parse((await tables.table(owner, portfolioIds)).text) as TransactionTable;
  const expected = async () => encodeTransactionTable((await createTransactionsRepository(handle.db).list(uid)).map(toTransaction));

  it('is the table of the listing, across pages, and the same text until something it shows changes', async () => {
    const tables = tablesOf();
    expect(await parsed(tables)).toEqual(await expected());
    const first = await tables.table(owner, []);
    expect(await tables.table(owner, [])).toBe(first);
  });

  it('holds only the named portfolios\' rows when some are named, and none for ids that are not portfolios', async () => {
    const tables = tablesOf();
    const names = (table: TransactionTable) => decodeTransactionRows<{ parentportfolio: { name: string } }>(table).map((t) => t.parentportfolio.name);
    expect(names(await parsed(tables, [ids.other]))).toEqual(['Other']);
    expect(names(await parsed(tables, [ids.main, ids.other]))).toEqual(['Other', 'Main', 'Main']);
    expect(names(await parsed(tables, ['not-a-uuid']))).toEqual([]);
  });

  it.each([
    ['a ledger write', async () => {
      const repository = createTransactionsRepository(handle.db);
      await repository.insert([row(ids.main, '2024-02-01 00:00:00', '4')]);
      await repository.bumpPush(uid, 'version');
    }],
    ['a portfolio renamed', () => createOwnedRecordsRepository(handle.db, 'portfolios').update(uid, ids.main, { name: 'Renamed', description: null })],
    ['a security\'s name learnt by the market layer', () =>
      createMarketStore(handle.db).markSecurity(ids.acme, 'ready', undefined, {
        symbol: 'ACME', name: `Acme Corporation ${randomUUID()}`, exchange: null, currency: 'USD', kind: 'stock', sector: null, country: null, isin: null, logoUrl: null,
      })],
    ['an ISIN the user gave a shared security', () => createSecuritiesRepository(handle.db).insertOverrides(uid, [{ securityId: ids.acme, isin: 'US0378331005' }])],
  ])('is built again after %s', async (_change, change) => {
    const tables = tablesOf();
    const before = await tables.table(owner, []);
    await change();
    const after = await tables.table(owner, []);
    expect(after).not.toBe(before);
    expect(JSON.parse(after.text)).toEqual(await expected());
    expect(after.text).not.toBe(before.text);
  });

  it('keeps no table larger than its budget', async () => {
    const tables = tablesOf(100);
    const first = await tables.table(owner, []);
    const again = await tables.table(owner, []);
    expect(again).not.toBe(first);
    expect(again.text).toBe(first.text);
  });
});
