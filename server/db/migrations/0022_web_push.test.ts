// Migration 0022 on a database with notification settings and notifications already made: the
// settings push nothing, the notifications count as not pushed, the key pair row is one only, and
// the migration goes down and up again.
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../database';
import { migrations } from '../migrate';
import { openTestDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';

describe.each(testDatabases)('migration 0022 (web push) on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let migrator: Migrator;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(kind));
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0021_notifications');
    if (before.error) throw before.error;
    await handle.db.insertInto('users').values({ uid: 'u1', currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    await sql`insert into notification_settings (owner_uid, email_immediate) values ('u1', '{WatchlistPriceAlert}')`.execute(handle.db);
    await sql`insert into notifications (owner_uid, kind, dedupe_key, title, body) values ('u1', 'WatchlistPriceAlert', 'a', 'KO rose', '')`.execute(handle.db);
    const after = await migrator.migrateToLatest();
    if (after.error) throw after.error;
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('pushes nothing of what existed, keeps one key pair, and goes down and up again', async () => {
    const db = handle.db;
    expect(await db.selectFrom('notificationSettings').select(['emailImmediate', 'pushKinds']).execute()).toEqual([{ emailImmediate: ['WatchlistPriceAlert'], pushKinds: [] }]);
    expect(await db.selectFrom('notifications').select('pushedAt').execute()).toEqual([{ pushedAt: null }]);
    await db.insertInto('vapidKeys').values({ id: 1, publicKey: 'p', privateKey: 'k' }).execute();
    await expect(db.insertInto('vapidKeys').values({ id: 2, publicKey: 'p', privateKey: 'k' }).execute()).rejects.toThrow(/check/);
    await db.insertInto('pushSubscriptions').values({ ownerUid: 'u1', endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'p', auth: 'a' }).execute();
    await expect(db.insertInto('pushSubscriptions').values({ ownerUid: 'u1', endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'p', auth: 'a' }).execute()).rejects.toThrow(/unique/);
    // A user's subscriptions go with the user.
    await db.deleteFrom('users').where('uid', '=', 'u1').execute();
    expect(await db.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);

    const down = await migrator.migrateTo('0021_notifications');
    if (down.error) throw down.error;
    const up = await migrator.migrateToLatest();
    if (up.error) throw up.error;
    expect(await db.selectFrom('vapidKeys').selectAll().execute()).toEqual([]);
  });
});
