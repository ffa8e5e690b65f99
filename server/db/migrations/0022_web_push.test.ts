// Migration 0022 on a database with notification settings and notifications already made: the
// settings push nothing, the notifications count as not pushed, the key pair row is one only, and
// the migration goes down and up again.
import { sql } from 'kysely';
import { useDatabaseMigratedFrom } from '../../test/migrationFrom';
import { testDatabases } from '../../test/testServer';

describe.each(testDatabases)('migration 0022 (web push) on %s', (kind) => {
  const database = useDatabaseMigratedFrom(kind, '0021_notifications', async (db) => {
    await db.insertInto('users').values({ uid: 'u1', currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    await sql`insert into notification_settings (owner_uid, email_immediate) values ('u1', '{WatchlistPriceAlert}')`.execute(db);
    await sql`insert into notifications (owner_uid, kind, dedupe_key, title, body) values ('u1', 'WatchlistPriceAlert', 'a', 'KO rose', '')`.execute(db);
  });

  it('pushes nothing of what existed, keeps one key pair, and goes down and up again', async () => {
    const { db } = database;
    expect(await db.selectFrom('notificationSettings').select(['emailImmediate', 'pushKinds']).execute()).toEqual([{ emailImmediate: ['WatchlistPriceAlert'], pushKinds: [] }]);
    expect(await db.selectFrom('notifications').select('pushedAt').execute()).toEqual([{ pushedAt: null }]);
    await db.insertInto('vapidKeys').values({ id: 1, publicKey: 'p', privateKey: 'k' }).execute();
    await expect(db.insertInto('vapidKeys').values({ id: 2, publicKey: 'p', privateKey: 'k' }).execute()).rejects.toThrow(/check/);
    await db.insertInto('pushSubscriptions').values({ ownerUid: 'u1', endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'p', auth: 'a' }).execute();
    await expect(db.insertInto('pushSubscriptions').values({ ownerUid: 'u1', endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'p', auth: 'a' }).execute()).rejects.toThrow(/unique/);
    // A user's subscriptions go with the user.
    await db.deleteFrom('users').where('uid', '=', 'u1').execute();
    expect(await db.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);

    await database.downAndUp();
    expect(await db.selectFrom('vapidKeys').selectAll().execute()).toEqual([]);
  });
});
