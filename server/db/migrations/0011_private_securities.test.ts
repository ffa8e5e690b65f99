// Migration 0011 on a database the old code wrote: securities created by whoever named a ticker
// first, with the currency and ISIN that user typed, traded and priced by several users.
import { Migrator } from 'kysely';
import type { DatabaseHandle } from '../database';
import { migrations } from '../migrate';
import { openTestDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';

const APPLE_ISIN = 'US0378331005';

describe.each(testDatabases)('migration 0011 (private securities) on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let migrator: Migrator;
  const ids: Record<string, string> = {};
  const portfolios: Record<string, string> = {};

  const db = () => handle.db;
  const security = (id: string) => db().selectFrom('securities').selectAll().where('id', '=', id).executeTakeFirst();
  const securityOf = async (uid: string, table: 'transactions' | 'manualPrices') =>
    (await db().selectFrom(table).select('securityId').where('ownerUid', '=', uid).execute()).map((row) => row.securityId);

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0010_embeds');
    if (before.error) throw before.error;

    // As the old code left them.
    for (const uid of ['u1', 'u2', 'u3']) {
      await db().insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
      portfolios[uid] = (await db().insertInto('portfolios').values({ ownerUid: uid, name: 'Main' }).returning('id').executeTakeFirstOrThrow()).id;
    }
    const add = async (name: string, values: Record<string, unknown>) => {
      ids[name] = (await db().insertInto('securities').values({ ticker: name, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    };
    // Known to the market layer: its profile answered and closes are stored (quoted in USD), but
    // u1 traded it first in EUR and typed an ISIN everybody saw.
    await add('KNOWN', { currency: 'EUR', isin: APPLE_ISIN, marketStatus: 'ready', name: 'Known Inc.' });
    await db().insertInto('priceHistory').values({ securityId: ids.KNOWN!, days: new Uint8Array(0), closes: new Uint8Array(0), adjCloses: new Uint8Array(0), firstDate: null, lastDate: null, currency: 'USD', source: 'yahoo' }).execute();
    // Known, with a formula someone typed as its ISIN.
    await add('FORMULA', { currency: 'USD', isin: '=HYPERLINK("X")', marketStatus: 'ready' });
    // No provider knows it: u1 named it first (in CHF, with an ISIN); u2 keeps manual prices of it, u3 trades it.
    await add('PRIVATE_X', { currency: 'CHF', isin: APPLE_ISIN, marketStatus: 'not-found' });
    // Nobody uses it (a lookup of garbage).
    await add('GARBAGE', { isin: 'X'.repeat(8192), marketStatus: 'pending' });

    const trade = (uid: string, securityId: string, extra: Record<string, unknown> = {}) =>
      db()
        .insertInto('transactions')
        .values({ ownerUid: uid, portfolioId: portfolios[uid]!, securityId, type: 'Buy', date: '2024-01-02 00:00:00', currency: 'USD', isApplyExchangeRate: false, shares: '1', shareprice: '10', transactionValue: '10', ...extra })
        .execute();
    await trade('u1', ids.KNOWN!, { currency: 'EUR' });
    await trade('u2', ids.KNOWN!, { currency: 'EUR' });
    await trade('u1', ids.FORMULA!);
    await trade('u1', ids.PRIVATE_X!, { currency: 'CHF' });
    await db().insertInto('manualPrices').values({ ownerUid: 'u2', securityId: ids.PRIVATE_X!, date: '2024-01-02', close: '9' }).execute();
    // u3 names it as the target of a Spin-Off from KNOWN.
    await trade('u3', ids.KNOWN!, { currency: 'CHF', type: 'Spin-Off', targetSecurityId: ids.PRIVATE_X!, shares: '0', shareprice: '0', transactionValue: '0', costBasisFraction: '0.1' });

    const after = await migrator.migrateTo('0011_private_securities');
    if (after.error) throw after.error;
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('keeps a known security shared, without what users typed; each user trading it keeps the ISIN as their own', async () => {
    expect(await security(ids.KNOWN!)).toMatchObject({ ownerUid: null, name: 'Known Inc.', currency: 'USD', isin: null, marketStatus: 'pending' });
    const overrides = await db().selectFrom('securityOverrides').select(['ownerUid', 'securityId', 'isin']).orderBy('ownerUid').execute();
    expect(overrides).toEqual([
      { ownerUid: 'u1', securityId: ids.KNOWN!, isin: APPLE_ISIN },
      { ownerUid: 'u2', securityId: ids.KNOWN!, isin: APPLE_ISIN },
      { ownerUid: 'u3', securityId: ids.KNOWN!, isin: APPLE_ISIN },
    ]);
    // An ISIN that fails the check createTransaction applies is nobody's.
    expect(await security(ids.FORMULA!)).toMatchObject({ ownerUid: null, isin: null });
  });

  it('gives a security no provider knows to each of its users: the first keeps the row, the others get copies', async () => {
    expect(await security(ids.PRIVATE_X!)).toMatchObject({ ownerUid: 'u1', ticker: 'PRIVATE_X', currency: 'CHF', isin: APPLE_ISIN, marketStatus: 'not-found' });
    expect(await securityOf('u1', 'transactions')).toContain(ids.PRIVATE_X);

    const [u2Copy] = await securityOf('u2', 'manualPrices');
    expect(u2Copy).not.toBe(ids.PRIVATE_X);
    expect(await security(u2Copy!)).toMatchObject({ ownerUid: 'u2', ticker: 'PRIVATE_X', exchangeCode: '', currency: 'CHF', isin: APPLE_ISIN });

    const spinOff = await db().selectFrom('transactions').select(['securityId', 'targetSecurityId']).where('ownerUid', '=', 'u3').executeTakeFirstOrThrow();
    expect(spinOff.securityId).toBe(ids.KNOWN);
    expect(await security(spinOff.targetSecurityId!)).toMatchObject({ ownerUid: 'u3', ticker: 'PRIVATE_X' });
    expect(new Set([ids.PRIVATE_X, u2Copy, spinOff.targetSecurityId]).size).toBe(3);
  });

  it('deletes a security nobody uses', async () => {
    expect(await security(ids.GARBAGE!)).toBeUndefined();
  });

  it('keeps one shared row per listing, and one private row per user and listing', async () => {
    const insert = (values: { ticker: string; ownerUid?: string }) => db().insertInto('securities').values(values).execute();
    await expect(insert({ ticker: 'KNOWN' })).rejects.toThrow(/securities_shared_key/);
    await expect(insert({ ticker: 'PRIVATE_X', ownerUid: 'u1' })).rejects.toThrow(/securities_private_key/);
    await insert({ ticker: 'KNOWN', ownerUid: 'u1' });
    await db().deleteFrom('securities').where('ticker', '=', 'KNOWN').where('ownerUid', '=', 'u1').execute();
  });

  it('goes back down to one row per listing, every reference moved to it', async () => {
    const down = await migrator.migrateTo('0010_embeds');
    if (down.error) throw down.error;
    const rows = await db().selectFrom('securities').select(['id', 'ticker']).orderBy('ticker').execute();
    expect(rows.map((row) => row.ticker)).toEqual(['FORMULA', 'KNOWN', 'PRIVATE_X']);
    const privateX = rows.find((row) => row.ticker === 'PRIVATE_X')!.id;
    expect(await securityOf('u2', 'manualPrices')).toEqual([privateX]);
    const spinOff = await db().selectFrom('transactions').select('targetSecurityId').where('ownerUid', '=', 'u3').executeTakeFirstOrThrow();
    expect(spinOff.targetSecurityId).toBe(privateX);
  });
});
