// Notifications through the real server: the day's job builds each kind from the situation in the
// database (a declared dividend, an ex-date and a pay date on the next weekday, a raise, a split,
// the day's movers, the portfolio's value) exactly once, also when two runs overlap; the reader
// pages, filters and marks only its own; settings turn kinds off; and the API refuses bad input.
import { toDay } from '../../portfolio/days';
import { caughtMail } from '../../test/caughtMail';
import { readUntil } from '../../test/eventually';
import { signUpUser, verifyEmail, type TestUser } from '../../test/emulatorUsers';
import { createPortfolio, createTransactions, dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

interface Note {
  _id: string;
  kind: string;
  symbol: string | null;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
}
interface Page {
  notifications: Note[];
  unreadCount: number;
  hasMore: boolean;
}

const FIELDS = '_id kind symbol title body read createdAt';
const PAGE = `query ($unreadOnly: Boolean, $symbol: String, $kinds: [NotificationKind!], $before: DateTime, $limit: Int) {
  userNotifications(unreadOnly: $unreadOnly, symbol: $symbol, kinds: $kinds, before: $before, limit: $limit) { notifications { ${FIELDS} } unreadCount hasMore } }`;
const MARK = `mutation ($ids: [ID!]!) { markNotificationsRead(notification_Ids: $ids) { notifications { ${FIELDS} } unreadCount } }`;
const MARK_ALL = `mutation { markAllNotificationsRead { notifications { _id read } unreadCount } }`;
const SETTINGS = '{ notificationSettings { enabledKinds emailImmediate emailDigest emailAvailable emailUnavailableReason } }';
const SET = 'mutation ($input: NotificationSettingsInput!) { setNotificationSettings(input: $input) { enabledKinds emailImmediate emailDigest } }';
const SUMMARY = 'query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { currency netWorth totalReturn } }';

// Wednesday: its next weekday is Thursday 26 November.
const DAY = '2026-11-25';

const page = async (server: TestServer, user: TestUser, variables: Record<string, unknown> = {}) => (await dataOf<{ userNotifications: Page }>(server, user.idToken, PAGE, variables)).userNotifications;

async function holdKoAndNvda(server: TestServer, user: TestUser): Promise<{ ko: string; nvda: string }> {
  const portfolio = await createPortfolio(server, user.idToken, 'Main');
  const { stocks } = await createTransactions(server, user.idToken, [
    { portfolio_Id: portfolio, ticker: 'KO', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 20, shareprice: 59 },
    { portfolio_Id: portfolio, ticker: 'NVDA', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 10, shareprice: 48 },
    { portfolio_Id: portfolio, ticker: 'NVDA', currency: 'USD', type: 'Sell', date: '2024-03-01', shares: 4, shareprice: 80 },
  ]);
  return { ko: stocks.find((s) => s.ticker === 'KO')!._id, nvda: stocks.find((s) => s.ticker === 'NVDA')!._id };
}

describe.each(testDatabases)('notifications on %s', (kind) => {
  const server = useTestServer(kind);

  it('makes each kind of the day once, with its figures, also when two runs overlap', async () => {
    const { db, services } = server.internals;
    const investor = await signUpUser();
    const bystander = await signUpUser();
    const { ko, nvda } = await holdKoAndNvda(server, investor);
    // With the market jobs off no provider has recognised the tickers: make them the shared listings
    // the market layer would (events are the market's, recorded against shared listings only).
    await db.updateTable('securities').set({ ownerUid: null, marketStatus: 'ready' }).where('id', 'in', [ko, nvda]).execute();
    await db.insertInto('securityDividends').values([
      { securityId: ko, exDate: '2026-06-12', payDate: '2026-07-01', amount: '0.485', currency: 'USD', source: 'test' },
      { securityId: ko, exDate: '2026-09-12', payDate: '2026-10-01', amount: '0.485', currency: 'USD', source: 'test' },
      // Raised, ex-date the next weekday, paid later.
      { securityId: ko, exDate: '2026-11-26', payDate: '2026-12-15', amount: '0.51', currency: 'USD', source: 'test' },
    ]).execute();
    // KO reports next Monday; NVDA reported its quarter to September.
    await db.insertInto('securityDividendProfiles').values([
      { securityId: ko, currency: 'USD', forwardRate: 2.04, forwardYield: 0.033, trailingRate: null, trailingYield: null, payoutRatio: 0.7, nextExDate: null, nextPayDate: null, frequency: 'quarterly', industry: null, source: 'test', fetchedAt: new Date(), nextEarningsDate: '2026-11-30', nextEarningsEstimated: false, epsEstimate: 0.71 },
      { securityId: nvda, currency: 'USD', forwardRate: null, forwardYield: null, trailingRate: null, trailingYield: null, payoutRatio: null, nextExDate: null, nextPayDate: null, frequency: null, industry: null, source: 'test', fetchedAt: new Date(), lastEarningsQuarter: '2026-10-26', lastEpsActual: 1.3, lastEpsEstimate: 1.25 },
    ]).execute();
    // NVDA's small dividend is paid on the next weekday.
    await db.insertInto('securityDividends').values({ securityId: nvda, exDate: '2026-11-02', payDate: '2026-11-26', amount: '0.01', currency: 'USD', source: 'test' }).execute();
    await db.insertInto('securitySplits').values({ securityId: nvda, date: '2026-12-01', ratio: '4', source: 'test' }).execute();
    const row = (symbol: string, changePercent: number) => ({ symbol, name: `${symbol} Inc`, exchange: null, currency: 'USD', price: 12.5, changePercent, marketCap: null, trailingPE: null, dividendYield: null, fiftyTwoWeekHigh: null, fiftyTwoWeekLow: null, sector: null });
    await services.market.live.store.writeList('gainers', [row('UP', 0.12)], { source: 'test', simulated: false }, new Date(`${DAY}T21:30:00Z`));
    await services.market.live.store.writeList('losers', [row('DOWN', -0.08)], { source: 'test', simulated: false }, new Date(`${DAY}T21:30:00Z`));

    // The day's quotes of the holdings: KO up, NVDA down.
    const quote = (symbol: string, price: number, change: number) => ({ symbol, name: null, currency: 'USD', price, change, changePercent: change / (price - change), previousClose: price - change, open: null, dayHigh: null, dayLow: null, volume: null, marketState: 'closed' as const, fiftyTwoWeekHigh: null, fiftyTwoWeekLow: null, marketCap: null, trailingPE: null, dividendYield: null, at: `${DAY}T21:00:00.000Z` });
    await services.market.live.store.touch(['KO', 'NVDA']);
    await services.market.live.store.writeQuotes([quote('KO', 61.2, 1.2), quote('NVDA', 150, -3)], { source: 'test', simulated: false });

    // Together the two runs make each of the day's 12 notifications once (listed below). A run
    // that finds the other's value update made already skips it instead of considering it again.
    const [first, second] = await Promise.all([services.notificationDay.run(toDay(DAY)), services.notificationDay.run(toDay(DAY))]);
    expect(first.made + second.made).toBe(12);
    expect(Math.max(first.considered, second.considered)).toBeLessThanOrEqual(12);
    expect((await services.notificationDay.run(toDay(DAY))).made).toBe(0);

    const { notifications, unreadCount, hasMore } = await page(server, investor);
    const byKind = new Map(notifications.map((note) => [note.kind, note]));
    expect([...byKind.keys()].sort()).toEqual(
      [
        'DailyPortfolioValueUpdate', 'DividendPaymentDateReminer', 'EarningsAnnouncements', 'EarningsResults', 'ExDividendDateReminder', 'FWDAnnualDividendRateChanges', 'NewDividendsAnnouncements', 'SplitsAnnoucements',
        'Top5MarketGainers', 'Top5MarketLosers', 'Top5PortfolioGainers', 'Top5PortfolioLosers',
      ].sort(),
    );
    expect(notifications).toHaveLength(12);
    expect(unreadCount).toBe(12);
    expect(hasMore).toBe(false);
    expect(byKind.get('ExDividendDateReminder')).toMatchObject({ symbol: 'KO', read: false, title: 'KO goes ex-dividend on 2026-11-26' });
    expect(byKind.get('ExDividendDateReminder')!.body).toContain('0.51 USD per share, paid 2026-12-15: about 10.20 USD on your 20 shares');
    expect(byKind.get('FWDAnnualDividendRateChanges')!.title).toBe('KO raised its dividend +5.15 %');
    // 6 shares left after the sale.
    expect(byKind.get('SplitsAnnoucements')!.body).toContain('your 6 shares become 24.');
    expect(byKind.get('Top5MarketGainers')!.body).toBe('1. UP Inc (UP) +12.00 % at 12.50 USD');
    expect(byKind.get('DividendPaymentDateReminer')!.body).toBe('NVDA pays 0.01 USD per share (ex-date 2026-11-02): about 0.06 USD on your 6 shares.');
    expect(byKind.get('EarningsAnnouncements')!.title).toBe('KO reports its results on 2026-11-30');
    expect(byKind.get('EarningsResults')!.body).toBe('NVDA earned 1.30 USD per share in the quarter to 2026-10-26, against 1.25 USD expected: +4.00 % above the estimate.');
    expect(byKind.get('Top5PortfolioGainers')!.body).toBe('1. KO +2.00 % at 61.20 USD: +24.00 USD on your shares');
    expect(byKind.get('Top5PortfolioLosers')!.body).toBe('1. NVDA -1.96 % at 150.00 USD: -18.00 USD on your shares');

    // The value is the summary's, for the same day.
    const { portfolioSummary } = await dataOf<{ portfolioSummary: { currency: string; netWorth: number; totalReturn: number } }>(server, investor.idToken, SUMMARY, { filter: { asOf: DAY, from: DAY, to: DAY } });
    const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(byKind.get('DailyPortfolioValueUpdate')!.title).toBe(`Your portfolio: ${money(portfolioSummary.netWorth)} ${portfolioSummary.currency} on ${DAY}`);

    // Friday ends a week, Monday 30 November a month.
    await services.notificationDay.run(toDay('2026-11-27'));
    await services.notificationDay.run(toDay('2026-11-30'));
    const later = (await page(server, investor, { kinds: ['WeeklyPortfolioValueUpdate', 'MonthlyPortfolioValueUpdate'] })).notifications;
    expect(later.map((note) => note.kind).sort()).toEqual(['MonthlyPortfolioValueUpdate', 'WeeklyPortfolioValueUpdate']);
    expect(later.find((note) => note.kind === 'WeeklyPortfolioValueUpdate')!.body).toContain('over the week from 2026-11-23');

    // Someone who holds and watches nothing hears nothing.
    expect((await page(server, bystander)).notifications).toEqual([]);
  });

  it('tells once of a watched security that stopped trading, and of one no provider knows', async () => {
    const { db, services } = server.internals;
    const watcher = await signUpUser();
    await dataOf(server, watcher.idToken, SET, { input: {} });
    const list = await db.insertInto('watchlists').values({ ownerUid: watcher.uid, name: 'Old', sortOrder: 0 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('watchlistEntries').values([
      { watchlistId: list.id, ownerUid: watcher.uid, symbol: 'GONE', sortOrder: 0, alertAbove: 10 },
      { watchlistId: list.id, ownerUid: watcher.uid, symbol: 'NOSUCH', sortOrder: 1, alertBelow: 1 },
      // Quiet for a week too, but without alerts: nothing to tell.
      { watchlistId: list.id, ownerUid: watcher.uid, symbol: 'QUIET', sortOrder: 2 },
    ]).execute();
    const old = { symbol: 'GONE', name: null, currency: 'USD', price: 5, change: 0, changePercent: 0, at: '2026-11-10T20:00:00.000Z', marketState: 'closed' };
    await db.insertInto('marketSymbols').values([
      { symbol: 'GONE', status: 'ready', quote: JSON.stringify(old), quoteAt: new Date('2026-11-10T20:00:00Z') },
      { symbol: 'QUIET', status: 'ready', quote: JSON.stringify({ ...old, symbol: 'QUIET' }), quoteAt: new Date('2026-11-10T20:00:00Z') },
      { symbol: 'NOSUCH', status: 'unknown' },
    ]).execute();

    await services.notificationDay.run(toDay(DAY));
    await services.notificationDay.run(toDay(DAY) + 1);
    const notes = (await page(server, watcher, { kinds: ['WatchlistPriceAlert'] })).notifications;
    expect(notes.map((note) => note.title).sort()).toEqual(['GONE has not traded since 2026-11-10', 'NOSUCH has no market data']);
    expect(notes.find((note) => note.symbol === 'GONE')!.body).toBe('No new price of GONE has come for 7 days or more: it may be suspended, delisted or renamed. Its alerts wait for a new price.');
  });

  it('pages newest first, filters, and marks only the reader’s own read', async () => {
    const { services } = server.internals;
    const reader = await signUpUser();
    const other = await signUpUser();
    // The API makes a user's row at their first write.
    await dataOf(server, reader.idToken, SET, { input: {} });
    const rows = (uid: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ownerUid: uid, kind: i % 2 ? 'WatchlistPriceAlert' : 'Top5MarketGainers', symbol: i % 2 ? 'ACME' : null, dedupeKey: `k${i}`, title: `t${i}`, body: `b${i}` }) as const);
    await dataOf(server, other.idToken, SET, { input: {} });
    // One by one, so that the times differ.
    for (const row of rows(reader.uid, 5)) await services.notifications.deliver([row]);
    const [foreign] = await services.notifications.deliver(rows(other.uid, 1));

    const first = await page(server, reader, { limit: 2 });
    expect(first.notifications.map((n) => n.title)).toEqual(['t4', 't3']);
    expect(first).toMatchObject({ unreadCount: 5, hasMore: true });
    const next = await page(server, reader, { limit: 2, before: first.notifications[1]!.createdAt });
    expect(next.notifications.map((n) => n.title)).toEqual(['t2', 't1']);
    expect((await page(server, reader, { symbol: 'acme' })).notifications.map((n) => n.title)).toEqual(['t3', 't1']);
    const gainers = await page(server, reader, { kinds: ['Top5MarketGainers'] });
    expect(gainers.notifications.map((n) => n.title)).toEqual(['t4', 't2', 't0']);
    // The count is the filter's.
    expect(gainers.unreadCount).toBe(3);

    // Another user's id is refused like a missing one, and nothing is marked.
    const refused = await errorOf(server, reader.idToken, MARK, { ids: [first.notifications[0]!._id, foreign!.id] });
    expect(refused).toMatchObject({ message: 'Notification does not exist!', extensions: { code: 'NOT_FOUND' } });
    expect((await page(server, reader)).unreadCount).toBe(5);
    const marked = await dataOf<{ markNotificationsRead: { notifications: Note[]; unreadCount: number } }>(server, reader.idToken, MARK, { ids: [first.notifications[0]!._id] });
    expect(marked.markNotificationsRead.notifications.map((n) => [n.title, n.read])).toEqual([['t4', true]]);
    expect(marked.markNotificationsRead.unreadCount).toBe(4);
    expect((await page(server, other)).unreadCount).toBe(1);
    expect((await page(server, reader, { unreadOnly: true })).notifications.map((n) => n.title)).toEqual(['t3', 't2', 't1', 't0']);

    const all = await dataOf<{ markAllNotificationsRead: { notifications: { read: boolean }[]; unreadCount: number } }>(server, reader.idToken, MARK_ALL);
    expect(all.markAllNotificationsRead.unreadCount).toBe(0);
    expect(all.markAllNotificationsRead.notifications).toHaveLength(4);
    expect((await page(server, other)).unreadCount).toBe(1);
  });

  it('makes no notification of a kind turned off, and checks the settings', async () => {
    const { services } = server.internals;
    const unverified = await signUpUser();
    const defaults = (await dataOf<{ notificationSettings: { enabledKinds: string[]; emailImmediate: string[]; emailAvailable: boolean; emailUnavailableReason: string } }>(server, unverified.idToken, SETTINGS)).notificationSettings;
    expect(defaults.enabledKinds).toHaveLength(15);
    expect(defaults.emailImmediate).toEqual([]);
    expect(defaults).toMatchObject({ emailAvailable: false, emailUnavailableReason: 'Verify your e-mail address to get notifications by e-mail.' });
    expect((await errorOf(server, unverified.idToken, SET, { input: { emailDigest: ['WatchlistPriceAlert'] } })).message).toBe('Verify your e-mail address to get notifications by e-mail.');
    const user = await verifyEmail(unverified);

    const saved = await dataOf<{ setNotificationSettings: { enabledKinds: string[]; emailDigest: string[] } }>(server, user.idToken, SET, {
      input: { enabledKinds: defaults.enabledKinds.filter((k) => k !== 'Top5MarketGainers'), emailDigest: ['WatchlistPriceAlert'] },
    });
    expect(saved.setNotificationSettings.enabledKinds).not.toContain('Top5MarketGainers');
    expect(saved.setNotificationSettings.emailDigest).toEqual(['WatchlistPriceAlert']);
    const made = await services.notifications.deliver([
      { ownerUid: user.uid, kind: 'Top5MarketGainers', symbol: null, dedupeKey: 'd', title: 'off', body: '' },
      { ownerUid: user.uid, kind: 'Top5MarketLosers', symbol: null, dedupeKey: 'd', title: 'on', body: '' },
    ]);
    expect(made.map((row) => row.title)).toEqual(['on']);

    expect((await errorOf(server, user.idToken, SET, { input: { emailImmediate: ['Top5MarketGainers'] } })).message).toBe('Turn on Top 5 market gainers to have it e-mailed, or choose no e-mail.');
    expect((await errorOf(server, user.idToken, SET, { input: { emailImmediate: ['WatchlistPriceAlert'] } })).message).toBe('A kind is e-mailed either at once or in the daily digest, not both.');
    expect((await errorOf(server, user.idToken, PAGE, { limit: 0 })).message).toBe('Ask for 1 to 100 notifications at a time.');
    expect((await errorOf(server, user.idToken, PAGE, { before: '0000-01-01T00:00:00Z' })).message).toBe('before must be a date and time between the years 2000 and 9999.');
    expect((await errorOf(server, user.idToken, MARK, { ids: Array.from({ length: 101 }, (_, i) => String(i)) })).message).toMatch(/at most 100/);
  });

  it('e-mails the kinds chosen at once as they are made, and the digest kinds once a day, each once', async () => {
    const { services } = server.internals;
    const user = await verifyEmail(await signUpUser());
    await dataOf(server, user.idToken, SET, { input: { emailImmediate: ['WatchlistPriceAlert'], emailDigest: ['Top5MarketLosers', 'DailyPortfolioValueUpdate'] } });
    const note = (kind: string, key: string, title: string) => ({ ownerUid: user.uid, kind, symbol: null, dedupeKey: key, title, body: `About ${title}.` }) as const;

    await services.notifications.deliver([note('WatchlistPriceAlert', 'a', 'ACME rose to 10.00 USD'), note('Top5MarketLosers', 'b', 'Top 1 market losers'), note('Top5MarketGainers', 'c', 'Not mailed')]);
    const [immediate] = await readUntil(() => caughtMail(user.email!), (mails) => mails.length > 0, 'the immediate e-mail', 10_000);
    expect(immediate).toMatchObject({ subject: 'ACME rose to 10.00 USD', from: 'notifications@localhost' });
    expect(immediate!.text).toContain('ACME rose to 10.00 USD\nAbout ACME rose to 10.00 USD.');
    expect(immediate!.text).toContain("Change what you receive in your profile's notification settings.");

    await services.notifications.deliver([note('DailyPortfolioValueUpdate', 'd', 'Your portfolio: 1,000.00 USD')]);
    expect(await services.notificationMail.sendDigests()).toBeGreaterThanOrEqual(1);
    expect(await services.notificationMail.sendDigests()).toBe(0);
    const mails = await caughtMail(user.email!);
    expect(mails.map((mail) => mail.subject)).toEqual(['ACME rose to 10.00 USD', 'Your daily digest: 2 notifications']);
    expect(mails[1]!.text).toMatch(/^Top 1 market losers\nAbout Top 1 market losers\.\n\nYour portfolio: 1,000\.00 USD/);
  });

  it('refuses a signed-out caller', async () => {
    const { status, body } = await server.graphql(PAGE);
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
