// Deleting a user (deleteUserAccount, deleteAnonymousUser) deletes the users row; the schema must
// then delete every row the user owns, and nothing of anyone else's. Checked on the database
// itself, counting rows, because the API can no longer see a deleted user's data.
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase, testDatabases } from '../../test/testServer';
import { createBrokersRepository } from '../brokers/brokers.repository';
import { createEmbedsRepository } from '../embeds/embeds.repository';
import { createPortfoliosRepository } from '../portfolios/portfolios.repository';
import { createWatchlistsRepository } from '../watchlists/watchlists.repository';
import { createUsersRepository } from './users.repository';

describe.each(testDatabases)('owned rows on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
    if (postgres) drop = postgres.drop;
    handle = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://' });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const seed = async (uid: string) => {
    const users = createUsersRepository(handle.db);
    const brokers = createBrokersRepository(handle.db);
    await users.insertIfMissing({ uid, currency: 'USD', signUpCurrency: 'USD', email: null, name: null, userLocale: null, photoUrl: null, provider: null, providerToSignedIn: null, emailVerified: true, stripeId: null });
    const [broker] = await brokers.insert(uid, [{ name: 'B', description: null }]);
    await brokers.insertAccount(uid, broker!.id, { name: 'A', description: null });
    await createPortfoliosRepository(handle.db).insert(uid, [{ name: 'P', description: null }]);
    await createEmbedsRepository(handle.db).insert(uid, { widgetName: 'widgetKpiTotalValue', title: 'Value', config: '{}', tokenHash: `hash-of-${uid}`, expiresAt: null });
    const watchlists = createWatchlistsRepository(handle.db);
    await watchlists.addEntry(uid, (await watchlists.insertList(uid, 'W')).id, 'AAPL', 10);
    return broker!.id;
  };

  const counts = async (uid: string) =>
    Object.fromEntries(
      await Promise.all(
        (['brokers', 'accounts', 'portfolios', 'embeds', 'watchlists', 'watchlistEntries'] as const).map(async (table) => {
          const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('ownerUid', '=', uid).executeTakeFirstOrThrow();
          return [table, Number(row.n)];
        }),
      ),
    );

  it('deleting a user deletes their brokers, accounts, portfolios, embeds and watchlists, and only theirs', async () => {
    await seed('cascade-a');
    await seed('cascade-b');
    const all = { brokers: 1, accounts: 1, portfolios: 1, embeds: 1, watchlists: 1, watchlistEntries: 1 };
    const none = { brokers: 0, accounts: 0, portfolios: 0, embeds: 0, watchlists: 0, watchlistEntries: 0 };
    expect(await counts('cascade-a')).toEqual(all);
    expect(await createUsersRepository(handle.db).deleteByUid('cascade-a')).toBe(1);
    expect(await counts('cascade-a')).toEqual(none);
    expect(await counts('cascade-b')).toEqual(all);
  });

  it('refuses, in the schema itself, an account filed under another user\'s broker', async () => {
    const foreignBroker = await seed('fk-owner');
    await seed('fk-intruder');
    await expect(createBrokersRepository(handle.db).insertAccount('fk-intruder', foreignBroker, { name: 'Planted', description: null })).rejects.toThrow(/foreign key/);
  });
});
