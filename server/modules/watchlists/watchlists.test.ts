// Watchlists through the real server: several per user in their order, tickers added once each
// and reordered, alerts checked on both ends of their range, the limits, and what bad input gets.
import { MAX_WATCHLIST_ENTRIES, MAX_WATCHLISTS } from '../../../common/watchlists';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { asEmbed, createEmbed } from '../../test/embedCalls';
import { dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases } from '../../test/testServer';

interface Entry {
  _id: string;
  symbol: string;
  sortOrder: number;
  alertPriceChangePercent: number | null;
  alertAbove: number | null;
  alertBelow: number | null;
}
interface Watchlist {
  _id: string;
  name: string;
  sortOrder: number;
  entries: Entry[];
}

const ENTRY = '_id symbol sortOrder alertPriceChangePercent alertAbove alertBelow';
const LIST_FIELDS = `_id name sortOrder entries { ${ENTRY} }`;
const LISTS = `{ userWatchlists { ${LIST_FIELDS} } }`;
const CREATE = `mutation ($name: String!) { createWatchlist(name: $name) { ${LIST_FIELDS} } }`;
const RENAME = `mutation ($id: ID!, $name: String!) { renameWatchlist(watchlist_Id: $id, name: $name) { ${LIST_FIELDS} } }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderWatchlists(watchlist_Ids: $ids) { ${LIST_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteWatchlist(watchlist_Id: $id) }';
const ADD = `mutation ($id: ID!, $symbol: String!) { addWatchlistEntry(watchlist_Id: $id, symbol: $symbol) { ${LIST_FIELDS} } }`;
const ALERTS = `mutation ($id: ID!, $alerts: WatchlistAlertsInput!) { setWatchlistAlerts(entry_Id: $id, alerts: $alerts) { ${ENTRY} } }`;
const REORDER_ENTRIES = `mutation ($id: ID!, $ids: [ID!]!) { reorderWatchlistEntries(watchlist_Id: $id, entry_Ids: $ids) { ${LIST_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removeWatchlistEntry(entry_Id: $id) { ${LIST_FIELDS} } }`;

describe.each(testDatabases)('watchlists on %s', (kind) => {
  const server = useTestServer(kind);
  const lists = async (user: TestUser) => (await dataOf<{ userWatchlists: Watchlist[] }>(server, user.idToken, LISTS)).userWatchlists;
  const create = async (user: TestUser, name: string) => (await dataOf<{ createWatchlist: Watchlist }>(server, user.idToken, CREATE, { name })).createWatchlist;
  const add = async (user: TestUser, id: string, symbol: string) => (await dataOf<{ addWatchlistEntry: Watchlist }>(server, user.idToken, ADD, { id, symbol })).addWatchlistEntry;
  const alerts = async (user: TestUser, id: string, given: Record<string, unknown>) => (await dataOf<{ setWatchlistAlerts: Entry }>(server, user.idToken, ALERTS, { id, alerts: given })).setWatchlistAlerts;

  it('keeps several watchlists in the order the user gives, renamed and deleted with their entries', async () => {
    const user = await signUpUser();
    expect(await lists(user)).toEqual([]);
    const tech = await create(user, '  Tech  ');
    const income = await create(user, 'Income');
    expect([tech, income].map(({ name, sortOrder, entries }) => ({ name, sortOrder, entries }))).toEqual([
      { name: 'Tech', sortOrder: 0, entries: [] },
      { name: 'Income', sortOrder: 1, entries: [] },
    ]);

    const reordered = (await dataOf<{ reorderWatchlists: Watchlist[] }>(server, user.idToken, REORDER, { ids: [income._id, tech._id] })).reorderWatchlists;
    expect(reordered.map((list) => list.name)).toEqual(['Income', 'Tech']);
    expect((await dataOf<{ renameWatchlist: Watchlist }>(server, user.idToken, RENAME, { id: tech._id, name: 'Technology' })).renameWatchlist.name).toBe('Technology');

    await add(user, tech._id, 'msft');
    expect((await dataOf<{ deleteWatchlist: string }>(server, user.idToken, DELETE, { id: tech._id })).deleteWatchlist).toBe(tech._id);
    expect((await lists(user)).map((list) => list.name)).toEqual(['Income']);
    expect(await errorOf(server, user.idToken, DELETE, { id: tech._id })).toMatchObject({ message: 'Watchlist does not exist!', extensions: { code: 'NOT_FOUND' } });
  });

  it('adds a ticker once, at the end, and reorders and removes entries', async () => {
    const user = await signUpUser();
    const list = await create(user, 'Ideas');
    await add(user, list._id, 'aapl');
    await add(user, list._id, 'VTI');
    const again = await add(user, list._id, ' AAPL ');
    expect(again.entries.map(({ symbol, sortOrder }) => [symbol, sortOrder])).toEqual([
      ['AAPL', 0],
      ['VTI', 1],
    ]);

    const [aapl, vti] = again.entries;
    const reordered = (await dataOf<{ reorderWatchlistEntries: Watchlist }>(server, user.idToken, REORDER_ENTRIES, { id: list._id, ids: [vti!._id, aapl!._id] })).reorderWatchlistEntries;
    expect(reordered.entries.map((entry) => entry.symbol)).toEqual(['VTI', 'AAPL']);
    // The order names every entry once.
    expect(await errorOf(server, user.idToken, REORDER_ENTRIES, { id: list._id, ids: [vti!._id] })).toMatchObject({ message: "List every one of the watchlist's entries once.", extensions: { code: 'BAD_USER_INPUT' } });

    const removed = (await dataOf<{ removeWatchlistEntry: Watchlist }>(server, user.idToken, REMOVE, { id: vti!._id })).removeWatchlistEntry;
    expect(removed.entries.map((entry) => entry.symbol)).toEqual(['AAPL']);
    expect(await errorOf(server, user.idToken, ADD, { id: list._id, symbol: 'not a ticker!' })).toMatchObject({ message: 'Not a ticker: "not a ticker!".', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('sets and clears alerts, and refuses 0 %, more than 1,000 %, prices of 0 or less and a floor above the ceiling', async () => {
    const user = await signUpUser();
    const list = await create(user, 'Alerts');
    const [entry] = (await add(user, list._id, 'MSFT')).entries;
    const id = entry!._id;

    expect(await alerts(user, id, { alertPriceChangePercent: 5, alertAbove: 450, alertBelow: 380.5 })).toMatchObject({ alertPriceChangePercent: 5, alertAbove: 450, alertBelow: 380.5 });
    // A field left out stays; null turns that alert off.
    expect(await alerts(user, id, { alertAbove: null })).toMatchObject({ alertPriceChangePercent: 5, alertAbove: null, alertBelow: 380.5 });
    expect(await alerts(user, id, { alertPriceChangePercent: 1000 })).toMatchObject({ alertPriceChangePercent: 1000 });

    const refusals: [Record<string, unknown>, string][] = [
      [{ alertPriceChangePercent: 0 }, 'The change alert must be above 0 % and at most 1,000 %.'],
      [{ alertPriceChangePercent: 1000.5 }, 'The change alert must be above 0 % and at most 1,000 %.'],
      [{ alertAbove: 0 }, 'The price to rise to must be above 0.'],
      [{ alertBelow: -3 }, 'The price to fall to must be above 0.'],
      [{ alertAbove: 300 }, 'The price to fall to must be under the price to rise to.'],
    ];
    for (const [given, message] of refusals) expect(await errorOf(server, user.idToken, ALERTS, { id, alerts: given })).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    // Nothing refused was written.
    expect((await lists(user))[0]!.entries[0]).toMatchObject({ alertPriceChangePercent: 1000, alertAbove: null, alertBelow: 380.5 });
  });

  it(`keeps at most ${MAX_WATCHLISTS} watchlists and ${MAX_WATCHLIST_ENTRIES} entries each, and says so`, async () => {
    const user = await signUpUser();
    const first = await create(user, 'List 0');
    for (let i = 1; i < MAX_WATCHLISTS; i++) await create(user, `List ${i}`);
    expect(await errorOf(server, user.idToken, CREATE, { name: 'One more' })).toMatchObject({ message: `You can keep at most ${MAX_WATCHLISTS} watchlists; delete one first.`, extensions: { code: 'BAD_USER_INPUT' } });

    // Ten adds to an operation, the most one may carry.
    for (let start = 0; start < MAX_WATCHLIST_ENTRIES; start += 10) {
      const fields = Array.from({ length: 10 }, (_, i) => `a${i}: addWatchlistEntry(watchlist_Id: $id, symbol: "S${start + i}") { _id }`).join(' ');
      await dataOf(server, user.idToken, `mutation ($id: ID!) { ${fields} }`, { id: first._id });
    }
    expect(await errorOf(server, user.idToken, ADD, { id: first._id, symbol: 'ONEMORE' })).toMatchObject({
      message: `A watchlist holds at most ${MAX_WATCHLIST_ENTRIES} securities; start another one or remove some.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // One already on it is no addition.
    expect((await add(user, first._id, 'S7')).entries).toHaveLength(MAX_WATCHLIST_ENTRIES);
  }, 120_000);

  it("treats another user's watchlist and entry as missing ones", async () => {
    const [owner, intruder] = await Promise.all([signUpUser(), signUpUser()]);
    const list = await create(owner, 'Private');
    const [entry] = (await add(owner, list._id, 'AAPL')).entries;
    await create(intruder, 'Own');

    const listMissing = { message: 'Watchlist does not exist!', extensions: { code: 'NOT_FOUND' } };
    const entryMissing = { message: 'Watchlist entry does not exist!', extensions: { code: 'NOT_FOUND' } };
    expect(await errorOf(server, intruder.idToken, RENAME, { id: list._id, name: 'Mine' })).toMatchObject(listMissing);
    expect(await errorOf(server, intruder.idToken, ADD, { id: list._id, symbol: 'MSFT' })).toMatchObject(listMissing);
    expect(await errorOf(server, intruder.idToken, ALERTS, { id: entry!._id, alerts: { alertAbove: 1 } })).toMatchObject(entryMissing);
    expect(await errorOf(server, intruder.idToken, REMOVE, { id: entry!._id })).toMatchObject(entryMissing);
    expect((await lists(owner))[0]).toMatchObject({ name: 'Private', entries: [{ symbol: 'AAPL', alertAbove: null }] });
  });

  it('lets an embed read the one list its owner chose, with its quotes, and nothing else', async () => {
    const owner = await signUpUser();
    const first = await create(owner, 'First');
    const chosen = await create(owner, 'Chosen');
    await add(owner, first._id, 'AAPL');
    await add(owner, chosen._id, 'KO');
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetWatchlist', title: 'Watchlist', config: { selectedWatchlist: chosen._id } });
    const read = await asEmbed<{ userWatchlists: Watchlist[] }>(server, token, LISTS);
    expect(read.body.data!.userWatchlists.map((list) => [list.name, list.entries.map((entry) => entry.symbol)])).toEqual([['Chosen', ['KO']]]);
    const quotes = await asEmbed(server, token, 'query ($s: [String!]) { marketQuotes(symbols: $s) { pending } }', { s: ['KO'] });
    expect(quotes.body.errors).toBeUndefined();
    // Neither writes nor the owner's other reads: refused before anything runs.
    const write = await asEmbed(server, token, CREATE, { name: 'Planted' });
    expect(write.body.errors?.[0]).toMatchObject({ message: "An embed can only read its widget's data.", extensions: { code: 'FORBIDDEN' } });
    const other = await asEmbed(server, token, '{ userNotifications { unreadCount } }');
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await lists(owner)).map((list) => list.name)).toEqual(['First', 'Chosen']);

    // Without a chosen list, the first.
    const { token: firstToken } = await createEmbed(server, owner.idToken, { widgetName: 'widgetWatchlist', title: 'Watchlist', config: {} });
    expect((await asEmbed<{ userWatchlists: Watchlist[] }>(server, firstToken, LISTS)).body.data!.userWatchlists.map((list) => list.name)).toEqual(['First']);
  });
});
