// A watchlist alert end to end through the real server and the simulated market: an alert set
// past the stored price fires at once, reaches a subscribed socket, and stays one notification
// while quotes keep coming; a changed alert is armed afresh. Crypto trades around the clock, so
// the quotes keep coming whenever the suite runs.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { dataOf } from '../../test/ledgerCalls';
import { readUntil } from '../../test/eventually';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const SYMBOL = 'BTC-USD';
const QUOTE = 'query ($s: [String!]) { marketQuotes(symbols: $s) { quotes { price } } }';
const CREATE = 'mutation { createWatchlist(name: "Coins") { _id } }';
const ADD = 'mutation ($id: ID!, $symbol: String!) { addWatchlistEntry(watchlist_Id: $id, symbol: $symbol) { entries { _id symbol } } }';
const ALERTS = 'mutation ($id: ID!, $alerts: WatchlistAlertsInput!) { setWatchlistAlerts(entry_Id: $id, alerts: $alerts) { _id } }';
const ALERT_NOTES = '{ userNotifications(kinds: [WatchlistPriceAlert]) { notifications { symbol title body } unreadCount } }';

interface Pushed {
  kind: string;
  symbol: string | null;
  title: string;
}

const price = async (server: TestServer, user: TestUser) =>
  (await dataOf<{ marketQuotes: { quotes: { price: number }[] } }>(server, user.idToken, QUOTE, { s: [SYMBOL] })).marketQuotes.quotes[0]?.price ?? null;

describe.each(testDatabases)('watchlist alerts through the server on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on', MARKET_QUOTE_SECONDS: '1' });

  it('fires an alert once, pushes it, and arms a changed alert afresh', async () => {
    const user = await signUpUser();
    const now = await readUntil(() => price(server, user), (value) => value !== null, 'a quote');
    const { createWatchlist } = await dataOf<{ createWatchlist: { _id: string } }>(server, user.idToken, CREATE);
    const { addWatchlistEntry } = await dataOf<{ addWatchlistEntry: { entries: { _id: string }[] } }>(server, user.idToken, ADD, { id: createWatchlist._id, symbol: SYMBOL });
    const entry = addWatchlistEntry.entries[0]!._id;

    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${user.idToken}` }, retryAttempts: 0 });
    const pushed: Pushed[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      client.on('connected', () => setTimeout(resolve, 300));
      client.subscribe<{ notificationAdded: Pushed }>(
        { query: 'subscription { notificationAdded { kind symbol title } }' },
        { next: (result) => result.data && pushed.push(result.data.notificationAdded), error: reject, complete: () => undefined },
      );
    });
    try {
      await subscribed;
      // A target far below the price: the price stands above it already.
      await dataOf(server, user.idToken, ALERTS, { id: entry, alerts: { alertAbove: Math.floor(now! / 2) } });
      await readUntil(async () => pushed.length, (count) => count > 0, 'the pushed alert', 5_000);
      expect(pushed[0]).toMatchObject({ kind: 'WatchlistPriceAlert', symbol: SYMBOL });
      expect(pushed[0]!.title).toMatch(/^BTC-USD rose to [\d,.]+ USD$/);

      // Quotes keep being stored (one a second, each checked against the alerts) and the price
      // stays above: no second notification.
      const quotedAt = async () => (await server.internals.db.selectFrom('marketSymbols').select('quoteAt').where('symbol', '=', SYMBOL).executeTakeFirstOrThrow()).quoteAt?.valueOf();
      const first = await quotedAt();
      await readUntil(quotedAt, (at) => at !== first, 'a quote stored again');
      const second = await quotedAt();
      await readUntil(quotedAt, (at) => at !== second, 'one more quote stored');
      const notes = (await dataOf<{ userNotifications: { notifications: { body: string }[]; unreadCount: number } }>(server, user.idToken, ALERT_NOTES)).userNotifications;
      expect(notes.notifications).toHaveLength(1);
      expect(notes.notifications[0]!.body).toContain(`your alert was at or above ${Math.floor(now! / 2).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`);
      expect(pushed).toHaveLength(1);

      // A new target is a new alert: it fires too.
      await dataOf(server, user.idToken, ALERTS, { id: entry, alerts: { alertAbove: Math.floor(now! / 3) } });
      await readUntil(async () => pushed.length, (count) => count > 1, 'the second alert', 5_000);
      expect((await dataOf<{ userNotifications: { unreadCount: number } }>(server, user.idToken, ALERT_NOTES)).userNotifications.unreadCount).toBe(2);
    } finally {
      await client.dispose();
    }
  });
});
