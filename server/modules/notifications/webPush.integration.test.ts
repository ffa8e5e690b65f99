// Web Push through the real server, database and the run's push service stand-in: a browser's
// subscription (made on the stand-in) is registered through GraphQL, a pushed kind reaches it
// encrypted and VAPID-signed and is decrypted there, once also when two runs race; a browser
// gone (410) loses its subscription; a failed push gives its claim back; endpoints outside the
// push services and malformed keys are refused; another user's endpoint cannot be unsubscribed.
import { readUntil } from '../../test/eventually';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { dataOf, errorOf } from '../../test/ledgerCalls';
import { dropStandInSubscription, pushedMessages, standInSubscription, type StandInSubscription } from '../../test/pushStandIn';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';
import type { PushPayload } from './notificationPush';
import { MAX_PUSH_SUBSCRIPTIONS } from './pushEndpoint';

const SETTINGS = '{ notificationSettings { enabledKinds pushKinds pushPublicKey } }';
const SET = 'mutation ($input: NotificationSettingsInput!) { setNotificationSettings(input: $input) { pushKinds } }';
const SUBSCRIBE = 'mutation ($input: PushSubscriptionInput!) { subscribePush(input: $input) }';
const UNSUBSCRIBE = 'mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }';

const inputOf = (subscription: StandInSubscription) => ({ endpoint: subscription.endpoint, ...subscription.keys });
const subscribe = (server: TestServer, user: TestUser, subscription: StandInSubscription) => dataOf(server, user.idToken, SUBSCRIBE, { input: inputOf(subscription) });
const note = (user: TestUser, kind: string, key: string, title: string, body = 'From 0.485 to 0.51 USD.') => ({ ownerUid: user.uid, kind, symbol: 'KO', dedupeKey: key, title, body });
const payloads = async (subscription: StandInSubscription) => (await pushedMessages(subscription)).map((message) => ({ ...(JSON.parse(message.text) as PushPayload), urgency: message.urgency, ttl: message.ttl }));
const ownerOf = async (server: TestServer, endpoint: string) => (await server.internals.db.selectFrom('pushSubscriptions').select('ownerUid').where('endpoint', '=', endpoint).executeTakeFirst())?.ownerUid ?? null;

describe.each(testDatabases)('Web Push on %s', (kind) => {
  const server = useTestServer(kind);

  it('pushes the chosen kinds to the browser, encrypted and signed, each once even when runs race', async () => {
    const { db, services } = server.internals;
    const user = await signUpUser();
    const browser = await standInSubscription();
    const { notificationSettings } = await dataOf<{ notificationSettings: { pushKinds: string[]; pushPublicKey: string } }>(server, user.idToken, SETTINGS);
    expect(notificationSettings.pushKinds).toEqual([]);
    expect(Buffer.from(notificationSettings.pushPublicKey, 'base64url')).toHaveLength(65);
    // The key browsers subscribe with is the one pushes are signed with, kept for every server.
    expect((await db.selectFrom('vapidKeys').select('publicKey').executeTakeFirstOrThrow()).publicKey).toBe(notificationSettings.pushPublicKey);

    expect(await subscribe(server, user, browser)).toEqual({ subscribePush: true });
    expect(await dataOf(server, user.idToken, SET, { input: { pushKinds: ['WatchlistPriceAlert', 'EarningsResults'] } })).toEqual({ setNotificationSettings: { pushKinds: ['EarningsResults', 'WatchlistPriceAlert'] } });

    // Made as an alert that fires is made: the push job is queued with the e-mail's.
    await services.notifications.deliver([note(user, 'WatchlistPriceAlert', 'a', 'KO rose to 61.00 USD'), note(user, 'Top5MarketGainers', 'b', 'Not pushed')]);
    const [alert] = await readUntil(() => payloads(browser), (messages) => messages.length > 0, 'the pushed alert', 10_000);
    const made = await db.selectFrom('notifications').select(['id', 'pushedAt']).where('ownerUid', '=', user.uid).where('dedupeKey', '=', 'a').executeTakeFirstOrThrow();
    expect(alert).toEqual({ title: 'KO rose to 61.00 USD', body: 'From 0.485 to 0.51 USD.', url: '/app/', tag: made.id, urgency: 'high', ttl: 86_400 });
    expect(made.pushedAt).not.toBeNull();
    await readUntil(async () => (await db.selectFrom('pushSubscriptions').select('lastUsedAt').where('endpoint', '=', browser.endpoint).executeTakeFirstOrThrow()).lastUsedAt, (at) => at !== null, 'the subscription marked used');

    // Two runs at once over a notification nobody pushed yet (inserted without queueing the job).
    await services.notifications.repository.insert([note(user, 'EarningsResults', 'c', 'KO beat estimates', 'x'.repeat(10_000))]);
    const runs = await Promise.all([services.notificationPush.run(), services.notificationPush.run()]);
    expect(runs.map((run) => run.pushed).sort()).toEqual([0, 1]);
    const all = await payloads(browser);
    expect(all.map((message) => message.title)).toEqual(['KO rose to 61.00 USD', 'KO beat estimates']);
    // A long body is cut to fit a push message (4 KB), and the day's news is not urgent.
    expect(all[1]!.body.length).toBeLessThan(4_000);
    expect(all[1]!.body.endsWith('…')).toBe(true);
    expect(all[1]!.urgency).toBe('normal');
  });

  it('drops a subscription the push service says is gone, and gives back a claim whose push failed', async () => {
    const { db, services } = server.internals;
    const user = await signUpUser();
    await dataOf(server, user.idToken, SET, { input: { pushKinds: ['WatchlistPriceAlert'] } });
    const gone = await standInSubscription();
    await subscribe(server, user, gone);
    await dropStandInSubscription(gone);
    await services.notifications.repository.insert([note(user, 'WatchlistPriceAlert', 'gone', 'KO fell to 50.00 USD')]);
    await services.notificationPush.run();
    expect(await ownerOf(server, gone.endpoint)).toBeNull();

    // Keys of the right size that are no point on the curve: the push cannot be encrypted.
    const broken = await standInSubscription();
    const p256dh = Buffer.alloc(65, 7);
    p256dh[0] = 4;
    await dataOf(server, user.idToken, SUBSCRIBE, { input: { ...inputOf(broken), p256dh: p256dh.toString('base64url') } });
    await services.notifications.repository.insert([note(user, 'WatchlistPriceAlert', 'broken', 'KO fell to 49.00 USD')]);
    expect(await services.notificationPush.run()).toEqual({ pushed: 0, failed: 1 });
    const claim = await db.selectFrom('notifications').select('pushedAt').where('ownerUid', '=', user.uid).where('dedupeKey', '=', 'broken').executeTakeFirstOrThrow();
    expect(claim.pushedAt).toBeNull();
    expect(await ownerOf(server, broken.endpoint)).toBe(user.uid);
  });

  it('refuses endpoints outside the push services and malformed keys, with clear messages', async () => {
    const user = await signUpUser();
    const browser = await standInSubscription();
    const refusal = async (input: Record<string, string>) => {
      const error = await errorOf(server, user.idToken, SUBSCRIBE, { input: { ...inputOf(browser), ...input } });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      return error.message;
    };
    expect(await refusal({ endpoint: 'http://evil.example.com/push/1' })).toBe('The push endpoint must be an https: address.');
    expect(await refusal({ endpoint: 'https://evil.example.com/push/1' })).toBe('evil.example.com is not a push service this server sends to.');
    expect(await refusal({ endpoint: 'http://169.254.169.254/latest/meta-data' })).toBe('The push endpoint must be an https: address.');
    expect(await refusal({ endpoint: 'https://169.254.169.254/latest/meta-data' })).toBe('169.254.169.254 is not a push service this server sends to.');
    expect(await refusal({ endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x' })).toBe('fcm.googleapis.com is not a push service this server sends to.');
    expect(await refusal({ endpoint: 'https://user:secret@fcm.googleapis.com/fcm/send/x' })).toBe('The push endpoint must not carry a user name or password.');
    expect(await refusal({ endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2_048)}` })).toBe('The push endpoint is longer than 2,048 characters.');
    expect(await refusal({ endpoint: 'not an address' })).toBe('The push endpoint is not an address.');
    expect(await refusal({ p256dh: Buffer.alloc(33, 4).toString('base64url') })).toBe("p256dh must be the browser's public key: 65 bytes in base64url.");
    expect(await refusal({ auth: 'not base64url!' })).toBe("auth must be the browser's auth secret: 16 bytes in base64url.");
    expect(await ownerOf(server, browser.endpoint)).toBeNull();
    // The browsers' own services are accepted as they are.
    expect(await dataOf(server, user.idToken, SUBSCRIBE, { input: { ...inputOf(browser), endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' } })).toEqual({ subscribePush: true });
    expect(await dataOf(server, user.idToken, SUBSCRIBE, { input: { ...inputOf(browser), endpoint: 'https://wns2-par02p.notify.windows.com/w/?token=abc' } })).toEqual({ subscribePush: true });
    // Push kinds follow the e-mail's rule: only kinds that are made.
    expect((await errorOf(server, user.idToken, SET, { input: { enabledKinds: [], pushKinds: ['WatchlistPriceAlert'] } })).message).toBe(
      'Turn on Watchlist price alert to get it as a browser notification, or turn that off.',
    );
  });

  it('keeps another user\'s endpoint out of reach, moves a re-subscribed browser, and keeps the newest ten', async () => {
    const owner = await signUpUser();
    const intruder = await signUpUser();
    const browser = await standInSubscription();
    await subscribe(server, owner, browser);
    // Another user's endpoint answers as a missing one does, and stays.
    expect(await dataOf(server, intruder.idToken, UNSUBSCRIBE, { endpoint: browser.endpoint })).toEqual({ unsubscribePush: false });
    expect(await dataOf(server, intruder.idToken, UNSUBSCRIBE, { endpoint: `${browser.endpoint}0` })).toEqual({ unsubscribePush: false });
    expect(await ownerOf(server, browser.endpoint)).toBe(owner.uid);
    // The browser changes hands (the owner signed out, the other signed in there).
    await subscribe(server, intruder, browser);
    expect(await ownerOf(server, browser.endpoint)).toBe(intruder.uid);
    expect(await dataOf(server, owner.idToken, UNSUBSCRIBE, { endpoint: browser.endpoint })).toEqual({ unsubscribePush: false });
    expect(await dataOf(server, intruder.idToken, UNSUBSCRIBE, { endpoint: browser.endpoint })).toEqual({ unsubscribePush: true });
    expect(await ownerOf(server, browser.endpoint)).toBeNull();

    const browsers: StandInSubscription[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i += 1) {
      browsers.push(await standInSubscription());
      await subscribe(server, owner, browsers[i]!);
    }
    const kept = await server.internals.db.selectFrom('pushSubscriptions').select('endpoint').where('ownerUid', '=', owner.uid).execute();
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept.map((row) => row.endpoint)).not.toContain(browsers[0]!.endpoint);
  });
});
