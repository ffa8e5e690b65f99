// Another user's broker, account, portfolio, transaction, private security, dashboard or embed behaves exactly like a missing one, for
// reads and writes: every operation that takes an id is called with the owner's ids and with
// random ones, the two answers must be identical, and neither user's data may change.
import { randomUUID } from 'node:crypto';
import { buildSchema, getNamedType, GraphQLID, isInputObjectType, type GraphQLInputType, type GraphQLNamedType } from 'graphql';
import { readTypeDefs, unbuiltOperations } from '../../graphql/schema';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { REVOKE_EMBED, createEmbed, listEmbeds } from '../../test/embedCalls';
import {
  ADD_ACCOUNT,
  BROKERS,
  CREATE_TRANSACTIONS,
  DELETE_TRANSACTIONS,
  SET_MANUAL_PRICES,
  EDIT_ACCOUNT,
  EDIT_BROKER,
  EDIT_PORTFOLIO,
  PORTFOLIOS,
  TRANSACTIONS,
  UPDATE_TRANSACTIONS,
  addAccount,
  createBroker,
  dataOf,
  createPortfolio,
  createTransactions,
  listBrokers,
  listPortfolios,
  listTransactions,
} from '../../test/ledgerCalls';
import { DELETE_ACCOUNTS_CASCADE, DELETE_BROKER_CASCADE, DELETE_MANUAL_PRICES, DELETE_PORTFOLIO_CASCADE, MANUAL_PRICES, trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

interface Ids {
  broker: string;
  account: string;
  portfolio: string;
  transaction: string;
  /** A security only its owner's records name (no provider knows ACME while the market jobs are off). */
  stock: string;
  /** A staged import (stageImport). */
  import: string;
  dashboard: string;
  embed: string;
  watchlist: string;
  /** An entry of that watchlist. */
  watchlistEntry: string;
  /** A notification made for the user (as a job would). */
  notification: string;
  /** An assistant conversation with one question in it. */
  conversation: string;
}

type Operation = [name: string, field: string, query: string, variables: (target: Ids, own: Ids) => Record<string, unknown>, message: string];

const BROKER_MISSING = 'Broker does not exist!';
const ACCOUNT_MISSING = 'Account does not exist!';
const PORTFOLIO_MISSING = 'Portfolio does not exist!';
const TRANSACTION_MISSING = 'Transaction does not exist!';
const IMPORT_MISSING = 'Import does not exist!';
const DASHBOARD_MISSING = 'Dashboard does not exist!';
const EMBED_MISSING = 'Embed does not exist!';
const STOCK_MISSING = 'Stock does not exist!';
const WATCHLIST_MISSING = 'Watchlist does not exist!';
const WATCHLIST_ENTRY_MISSING = 'Watchlist entry does not exist!';

const WATCHLISTS = '{ userWatchlists { _id name sortOrder entries { _id symbol sortOrder alertPriceChangePercent alertAbove alertBelow } } }';
const CREATE_WATCHLIST = 'mutation ($name: String!) { createWatchlist(name: $name) { _id } }';
const ADD_WATCHLIST_ENTRY = 'mutation ($id: ID!, $symbol: String!) { addWatchlistEntry(watchlist_Id: $id, symbol: $symbol) { entries { _id } } }';
const RENAME_WATCHLIST = 'mutation ($id: ID!) { renameWatchlist(watchlist_Id: $id, name: "Taken over") { _id } }';
const REORDER_WATCHLISTS = 'mutation ($ids: [ID!]!) { reorderWatchlists(watchlist_Ids: $ids) { _id } }';
const DELETE_WATCHLIST = 'mutation ($id: ID!) { deleteWatchlist(watchlist_Id: $id) }';
const SET_WATCHLIST_ALERTS = 'mutation ($id: ID!) { setWatchlistAlerts(entry_Id: $id, alerts: { alertAbove: 1 }) { _id } }';
const REORDER_WATCHLIST_ENTRIES = 'mutation ($id: ID!, $ids: [ID!]!) { reorderWatchlistEntries(watchlist_Id: $id, entry_Ids: $ids) { _id } }';
const NOTIFICATION_MISSING = 'Notification does not exist!';
const NOTIFICATIONS = '{ userNotifications { notifications { _id read title } unreadCount } }';
const MARK_NOTIFICATIONS_READ = 'mutation ($ids: [ID!]!) { markNotificationsRead(notification_Ids: $ids) { unreadCount } }';
const CONVERSATION_MISSING = 'Conversation does not exist!';
const CONVERSATIONS = '{ assistantConversations { _id title tokensUsed messages { content } } }';
const ASSISTANT_CONVERSATION = 'query ($id: ID!) { assistantConversation(conversation_Id: $id) { _id messages { content } } }';
const DELETE_ASSISTANT_CONVERSATION = 'mutation ($id: ID!) { deleteAssistantConversation(conversation_Id: $id) }';
const REMOVE_WATCHLIST_ENTRY = 'mutation ($id: ID!) { removeWatchlistEntry(entry_Id: $id) { _id } }';

const DASHBOARDS = '{ userDashboards { _id name sortOrder indicatorColor layouts widgets } }';
const CREATE_DASHBOARD = 'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id } }';
const CREATE_DASHBOARDS = 'mutation ($input: [DashboardInput!]!) { createDashboards(dashboardInput: $input) { _id } }';
const EDIT_DASHBOARD = 'mutation ($input: [DashboardInput!]!) { editDashboard(dashboardInput: $input) { _id } }';
const DELETE_DASHBOARD = 'mutation ($id: ID!) { deleteDashboard(dashboard_Id: $id) }';

const IMPORT_ROW = { row: 2, ticker: 'ACME', currency: 'USD', date: '2024-03-01', type: 'Buy', shares: 1, shareprice: 10 };
const STAGE_IMPORT = 'mutation ($id: ID, $rows: [ImportRowInput!]!) { stageImport(importId: $id, rows: $rows) { importId rowCount } }';
const COMMIT_IMPORT =
  'mutation ($id: ID!, $portfolio: ID!, $account: ID!, $dryRun: Boolean) { commitImport(importId: $id, portfolio_Id: $portfolio, account_Id: $account, dryRun: $dryRun) { inserted } }';
const DISCARD_IMPORT = 'mutation ($id: ID!) { discardImport(importId: $id) }';
/** An import id that exists for nobody: the portfolio and account are checked before the import. */
const NO_IMPORT = '00000000-0000-4000-8000-000000000000';

/** Every id-taking operation, with the target's ids (the owner's, or random ones) and the intruder's own. */
const operations: Operation[] = [
  ['UserBrokerAccount', 'Query.UserBrokerAccount', BROKERS, (t) => ({ id: t.broker }), BROKER_MISSING],
  ['createDashboard copying the dashboard', 'Mutation.createDashboard', CREATE_DASHBOARD, (t) => ({ input: { name: 'Copied', copyDashboardId: t.dashboard } }), DASHBOARD_MISSING],
  [
    'createDashboards copying the dashboard, after a plain one',
    'Mutation.createDashboards',
    CREATE_DASHBOARDS,
    (t) => ({ input: [{ name: 'Plain' }, { name: 'Copied', copyDashboardId: t.dashboard }] }),
    DASHBOARD_MISSING,
  ],
  ['editDashboard', 'Mutation.editDashboard', EDIT_DASHBOARD, (t) => ({ input: [{ _id: t.dashboard, name: 'Taken over', layouts: {} }] }), DASHBOARD_MISSING],
  [
    'editDashboard mixed with an own dashboard',
    'Mutation.editDashboard',
    EDIT_DASHBOARD,
    (t, o) => ({ input: [{ _id: o.dashboard, sortOrder: 5 }, { _id: t.dashboard, sortOrder: 0 }] }),
    DASHBOARD_MISSING,
  ],
  ['deleteDashboard', 'Mutation.deleteDashboard', DELETE_DASHBOARD, (t) => ({ id: t.dashboard }), DASHBOARD_MISSING],
  ['renameWatchlist', 'Mutation.renameWatchlist', RENAME_WATCHLIST, (t) => ({ id: t.watchlist }), WATCHLIST_MISSING],
  ['reorderWatchlists mixed with an own watchlist', 'Mutation.reorderWatchlists', REORDER_WATCHLISTS, (t, o) => ({ ids: [o.watchlist, t.watchlist] }), WATCHLIST_MISSING],
  ['deleteWatchlist', 'Mutation.deleteWatchlist', DELETE_WATCHLIST, (t) => ({ id: t.watchlist }), WATCHLIST_MISSING],
  ['addWatchlistEntry to the watchlist', 'Mutation.addWatchlistEntry', ADD_WATCHLIST_ENTRY, (t) => ({ id: t.watchlist, symbol: 'PLANTED' }), WATCHLIST_MISSING],
  ['setWatchlistAlerts of the entry', 'Mutation.setWatchlistAlerts', SET_WATCHLIST_ALERTS, (t) => ({ id: t.watchlistEntry }), WATCHLIST_ENTRY_MISSING],
  ['reorderWatchlistEntries of the watchlist', 'Mutation.reorderWatchlistEntries', REORDER_WATCHLIST_ENTRIES, (t) => ({ id: t.watchlist, ids: [t.watchlistEntry] }), WATCHLIST_MISSING],
  [
    'reorderWatchlistEntries of an own watchlist, with the entry mixed in',
    'Mutation.reorderWatchlistEntries',
    REORDER_WATCHLIST_ENTRIES,
    (t, o) => ({ id: o.watchlist, ids: [o.watchlistEntry, t.watchlistEntry] }),
    WATCHLIST_ENTRY_MISSING,
  ],
  ['removeWatchlistEntry', 'Mutation.removeWatchlistEntry', REMOVE_WATCHLIST_ENTRY, (t) => ({ id: t.watchlistEntry }), WATCHLIST_ENTRY_MISSING],
  ['markNotificationsRead', 'Mutation.markNotificationsRead', MARK_NOTIFICATIONS_READ, (t) => ({ ids: [t.notification] }), NOTIFICATION_MISSING],
  ['assistantConversation', 'Query.assistantConversation', ASSISTANT_CONVERSATION, (t) => ({ id: t.conversation }), CONVERSATION_MISSING],
  ['deleteAssistantConversation', 'Mutation.deleteAssistantConversation', DELETE_ASSISTANT_CONVERSATION, (t) => ({ id: t.conversation }), CONVERSATION_MISSING],
  ['markNotificationsRead mixed with an own notification', 'Mutation.markNotificationsRead', MARK_NOTIFICATIONS_READ, (t, o) => ({ ids: [o.notification, t.notification] }), NOTIFICATION_MISSING],
  ['editBroker', 'Mutation.editBroker', EDIT_BROKER, (t) => ({ id: t.broker, input: { name: 'Taken over' } }), BROKER_MISSING],
  ['deleteBroker (confirm, cascade)', 'Mutation.deleteBroker', DELETE_BROKER_CASCADE, (t) => ({ id: t.broker, confirm: true, cascade: true }), BROKER_MISSING],
  ['addAccountToBroker', 'Mutation.addAccountToBroker', ADD_ACCOUNT, (t) => ({ input: { broker_Id: t.broker, name: 'Planted' } }), BROKER_MISSING],
  ['editAccount of the account', 'Mutation.editAccount', EDIT_ACCOUNT, (t, o) => ({ id: t.account, input: { broker_Id: o.broker, name: 'Taken over' } }), ACCOUNT_MISSING],
  ['editAccount moving an own account into the broker', 'Mutation.editAccount', EDIT_ACCOUNT, (t, o) => ({ id: o.account, input: { broker_Id: t.broker, name: 'Moved in' } }), BROKER_MISSING],
  [
    'deleteAccount of the broker (confirm, cascade)',
    'Mutation.deleteAccount',
    DELETE_ACCOUNTS_CASCADE,
    (t) => ({ brokerId: t.broker, ids: [t.account], confirm: true, cascade: true }),
    BROKER_MISSING,
  ],
  [
    'deleteAccount under an own broker, mixed with an own account (confirm, cascade)',
    'Mutation.deleteAccount',
    DELETE_ACCOUNTS_CASCADE,
    (t, o) => ({ brokerId: o.broker, ids: [o.account, t.account], confirm: true, cascade: true }),
    ACCOUNT_MISSING,
  ],
  ['PortfolioStockTransactions', 'Query.PortfolioStockTransactions', PORTFOLIOS, (t) => ({ id: t.portfolio }), PORTFOLIO_MISSING],
  ['editPortfolio', 'Mutation.editPortfolio', EDIT_PORTFOLIO, (t) => ({ id: t.portfolio, input: { name: 'Taken over' } }), PORTFOLIO_MISSING],
  ['deletePortfolio (confirm, cascade)', 'Mutation.deletePortfolio', DELETE_PORTFOLIO_CASCADE, (t) => ({ id: t.portfolio, confirm: true, cascade: true }), PORTFOLIO_MISSING],
  ['UserTransactions', 'Query.UserTransactions', TRANSACTIONS, (t) => ({ ids: [t.transaction] }), TRANSACTION_MISSING],
  ['UserTransactions mixed with an own transaction', 'Query.UserTransactions', TRANSACTIONS, (t, o) => ({ ids: [o.transaction, t.transaction] }), TRANSACTION_MISSING],
  ['updateTransactionStats of the transaction', 'Mutation.updateTransactionStats', UPDATE_TRANSACTIONS, (t) => ({ input: [{ _id: t.transaction, shares: 1 }] }), TRANSACTION_MISSING],
  [
    'updateTransactionStats moving an own transaction into the portfolio',
    'Mutation.updateTransactionStats',
    UPDATE_TRANSACTIONS,
    (t, o) => ({ input: [{ _id: o.transaction, portfolio_Id: t.portfolio }] }),
    PORTFOLIO_MISSING,
  ],
  [
    'updateTransactionStats moving an own transaction into the account',
    'Mutation.updateTransactionStats',
    UPDATE_TRANSACTIONS,
    (t, o) => ({ input: [{ _id: o.transaction, account_Id: t.account }] }),
    ACCOUNT_MISSING,
  ],
  ['deleteTransactions', 'Mutation.deleteTransactions', DELETE_TRANSACTIONS, (t) => ({ ids: [t.transaction] }), TRANSACTION_MISSING],
  ['deleteTransactions mixed with an own transaction', 'Mutation.deleteTransactions', DELETE_TRANSACTIONS, (t, o) => ({ ids: [o.transaction, t.transaction] }), TRANSACTION_MISSING],
  ['createTransaction in the portfolio', 'Mutation.createTransaction', CREATE_TRANSACTIONS, (t) => ({ input: [trade(t.portfolio, 'Buy', '2024-05-01', 1, 10)] }), PORTFOLIO_MISSING],
  [
    'createTransaction under the broker',
    'Mutation.createTransaction',
    CREATE_TRANSACTIONS,
    (t, o) => ({ input: [trade(o.portfolio, 'Buy', '2024-05-01', 1, 10, { broker_Id: t.broker })] }),
    BROKER_MISSING,
  ],
  [
    'createTransaction in the account',
    'Mutation.createTransaction',
    CREATE_TRANSACTIONS,
    (t, o) => ({ input: [trade(o.portfolio, 'Buy', '2024-05-01', 1, 10, { account_Id: t.account })] }),
    ACCOUNT_MISSING,
  ],
  ['stageImport into the import', 'Mutation.stageImport', STAGE_IMPORT, (t) => ({ id: t.import, rows: [IMPORT_ROW] }), IMPORT_MISSING],
  ['commitImport of the import', 'Mutation.commitImport', COMMIT_IMPORT, (t, o) => ({ id: t.import, portfolio: o.portfolio, account: o.account }), IMPORT_MISSING],
  ['commitImport of the import (dry run)', 'Mutation.commitImport', COMMIT_IMPORT, (t, o) => ({ id: t.import, portfolio: o.portfolio, account: o.account, dryRun: true }), IMPORT_MISSING],
  ['commitImport into the portfolio', 'Mutation.commitImport', COMMIT_IMPORT, (t, o) => ({ id: NO_IMPORT, portfolio: t.portfolio, account: o.account }), PORTFOLIO_MISSING],
  ['commitImport into the account', 'Mutation.commitImport', COMMIT_IMPORT, (t, o) => ({ id: NO_IMPORT, portfolio: o.portfolio, account: t.account }), ACCOUNT_MISSING],
  ['discardImport', 'Mutation.discardImport', DISCARD_IMPORT, (t) => ({ id: t.import }), IMPORT_MISSING],
  ['revokeEmbed', 'Mutation.revokeEmbed', REVOKE_EMBED, (t) => ({ id: t.embed }), EMBED_MISSING],
  ['manualPrices of the stock', 'Query.manualPrices', MANUAL_PRICES, (t) => ({ id: t.stock }), STOCK_MISSING],
  ['setManualPrices of the stock', 'Mutation.setManualPrices', SET_MANUAL_PRICES, (t) => ({ id: t.stock, prices: [{ date: '2024-01-02', close: 1 }] }), STOCK_MISSING],
  ['deleteManualPrices of the stock', 'Mutation.deleteManualPrices', DELETE_MANUAL_PRICES, (t) => ({ id: t.stock, dates: ['2024-01-02'] }), STOCK_MISSING],
  ...analytics(),
  ...corporateActions(),
];

/** The pending corporate actions by portfolio or stock, and accepting or dismissing an action of the target's portfolio. */
function corporateActions(): Operation[] {
  const pending = 'query ($portfolio: ID, $stock: ID) { pendingCorporateActions(portfolio_Id: $portfolio, stock_Id: $stock) { __typename } }';
  const accept = 'mutation ($ids: [ID!]!) { acceptCorporateActions(action_Ids: $ids) }';
  const dismiss = 'mutation ($ids: [ID!]!) { dismissCorporateActions(action_Ids: $ids) }';
  const actionOf = (ids: Ids) => `dividend:${ids.portfolio}:${ids.stock}:2024-01-15`;
  return [
    ['pendingCorporateActions of the portfolio', 'Query.pendingCorporateActions', pending, (t) => ({ portfolio: t.portfolio }), PORTFOLIO_MISSING],
    ['pendingCorporateActions of the stock', 'Query.pendingCorporateActions', pending, (t, o) => ({ portfolio: o.portfolio, stock: t.stock }), STOCK_MISSING],
    ['acceptCorporateActions of the portfolio', 'Mutation.acceptCorporateActions', accept, (t) => ({ ids: [actionOf(t)] }), PORTFOLIO_MISSING],
    ['dismissCorporateActions of the portfolio', 'Mutation.dismissCorporateActions', dismiss, (t) => ({ ids: [actionOf(t)] }), PORTFOLIO_MISSING],
  ];
}

/** The analytics queries take portfolio ids in their filter (the timeline in its input): alone, and mixed with an own portfolio. */
function analytics(): Operation[] {
  const queries: [field: string, selection: string][] = [
    ['portfolioSummary', 'currency marketValue'],
    ['portfolioHoldings', 'key shares'],
    ['portfolioValueSeries', 'date value'],
    ['holdingReturns', 'key twr'],
    ['portfolioDividends', 'forwardIncome'],
  ];
  const filtered = queries.flatMap(([field, selection]): Operation[] => {
    const query = `query ($filter: AnalyticsFilter) { ${field}(filter: $filter) { ${selection} } }`;
    return [
      [field, `Query.${field}`, query, (t) => ({ filter: { portfolio_Ids: [t.portfolio] } }), PORTFOLIO_MISSING],
      [`${field} mixed with an own portfolio`, `Query.${field}`, query, (t, o) => ({ filter: { portfolio_Ids: [o.portfolio, t.portfolio] } }), PORTFOLIO_MISSING],
    ];
  });
  // The timeline takes its portfolios in its own input, beside its settings.
  const timeline = 'query ($input: TransactionTimelineInput!) { transactionTimeline(input: $input) { transactionCount ledgerCount } }';
  const timelineInput = (portfolio_Ids: string[]) => ({ input: { portfolio_Ids, interval: 'MAX', groupBy: 'month', includeCurrentInterval: true, measure: 'value' } });
  // The market widgets' reads that default to the filter's holdings.
  const market: [string, string][] = [
    ['marketQuotes', 'query ($filter: AnalyticsFilter) { marketQuotes(filter: $filter) { pending } }'],
    ['stockHeatmap', 'query ($filter: AnalyticsFilter) { stockHeatmap(universe: holdings, filter: $filter) { currency } }'],
    ['marketNews', 'query ($filter: AnalyticsFilter) { marketNews(filter: $filter) { simulated } }'],
  ];
  return [
    ...filtered,
    ...market.map(([field, query]): Operation => [field, `Query.${field}`, query, (t) => ({ filter: { portfolio_Ids: [t.portfolio] } }), PORTFOLIO_MISSING]),
    ['transactionTimeline', 'Query.transactionTimeline', timeline, (t) => timelineInput([t.portfolio]), PORTFOLIO_MISSING],
    ['transactionTimeline mixed with an own portfolio', 'Query.transactionTimeline', timeline, (t, o) => timelineInput([o.portfolio, t.portfolio]), PORTFOLIO_MISSING],
  ];
}

/**
 * Fields with an id argument (directly or inside an input object) that the sweep leaves out, and why.
 * Each reason is checked below where it can be.
 */
const excluded: Record<string, 'not built'> = {};

function containsId(type: GraphQLInputType, seen = new Set<GraphQLNamedType>()): boolean {
  const named = getNamedType(type);
  if (named.name === GraphQLID.name) return true;
  if (!isInputObjectType(named) || seen.has(named)) return false;
  seen.add(named);
  return Object.values(named.getFields()).some((field) => containsId(field.type, seen));
}

describe('the foreign-id sweep', () => {
  it('covers every Query and Mutation field that takes an id, or says why not', () => {
    const schema = buildSchema(readTypeDefs());
    const idFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
      Object.values(root.getFields())
        .filter((field) => field.args.some((arg) => containsId(arg.type)))
        .map((field) => `${root.name}.${field.name}`),
    );
    const swept = new Set(operations.map(([, field]) => field));
    // Every swept field exists and takes an id; none is both swept and excluded.
    expect([...swept].filter((field) => !idFields.includes(field))).toEqual([]);
    expect([...swept].filter((field) => field in excluded)).toEqual([]);
    // Every id-taking field is swept or excluded.
    expect(idFields.filter((field) => !swept.has(field) && !(field in excluded))).toEqual([]);
    // The excluded fields exist, and "not built" ones really are (built, they must join the sweep).
    expect(Object.keys(excluded).filter((field) => !idFields.includes(field))).toEqual([]);
    const unbuilt = unbuiltOperations(readTypeDefs());
    const notBuilt = Object.entries(excluded).filter(([, why]) => why === 'not built').map(([field]) => field);
    expect(notBuilt.filter((field) => !unbuilt.includes(field))).toEqual([]);
    expect(Object.entries(excluded).filter(([field, why]) => why !== 'not built' && unbuilt.includes(field))).toEqual([]);
  });
});

describe.each(testDatabases)('another user\'s ids behave exactly like missing ones on %s', (kind) => {
  const server = useTestServer(kind);
  let owner: TestUser;
  let intruder: TestUser;
  let foreign: Ids;
  let own: Ids;
  const missing: Ids = { broker: randomUUID(), account: randomUUID(), portfolio: randomUUID(), transaction: randomUUID(), stock: randomUUID(), import: randomUUID(), dashboard: randomUUID(), embed: randomUUID(), watchlist: randomUUID(), watchlistEntry: randomUUID(), notification: randomUUID(), conversation: randomUUID() };

  async function ledgerOf(server: TestServer, user: TestUser) {
    return {
      transactions: await listTransactions(server, user.idToken),
      brokers: await listBrokers(server, user.idToken),
      portfolios: await listPortfolios(server, user.idToken),
      dashboards: (await dataOf<{ userDashboards: unknown[] }>(server, user.idToken, DASHBOARDS)).userDashboards,
      embeds: await listEmbeds(server, user.idToken),
      watchlists: (await dataOf<{ userWatchlists: unknown[] }>(server, user.idToken, WATCHLISTS)).userWatchlists,
      notifications: (await dataOf<{ userNotifications: unknown }>(server, user.idToken, NOTIFICATIONS)).userNotifications,
      conversations: (await dataOf<{ assistantConversations: unknown[] }>(server, user.idToken, CONVERSATIONS)).assistantConversations,
    };
  }

  async function seed(user: TestUser, name: string): Promise<Ids> {
    const broker = await createBroker(server, user.idToken, `${name} broker`);
    const account = await addAccount(server, user.idToken, broker, `${name} account`);
    const portfolio = await createPortfolio(server, user.idToken, `${name} portfolio`);
    const { transactions, stocks } = await createTransactions(server, user.idToken, [
      trade(portfolio, 'Buy', '2024-01-02', 10, 100, { account_Id: account }),
      trade(portfolio, 'Sell', '2024-02-01', 4, 120, { account_Id: account }),
    ]);
    const staged = await server.graphql<{ stageImport: { importId: string } }>(STAGE_IMPORT, { token: user.idToken, variables: { rows: [IMPORT_ROW] } });
    const dashboard = await dataOf<{ createDashboard: { _id: string } }>(server, user.idToken, CREATE_DASHBOARD, {
      input: { name: `${name} dashboard`, indicatorColor: '#2b6cb0', layouts: { lg: [{ i: 'w1', x: 0, y: 0, w: 4, h: 3 }] }, widgets: { w1: { name: 'widgetKpiTotalValue' } } },
    });
    const { embed } = await createEmbed(server, user.idToken, { widgetName: 'widgetKpiTotalValue', title: `${name} embed`, config: { portfolio_Ids: [portfolio] } });
    const watchlist = (await dataOf<{ createWatchlist: { _id: string } }>(server, user.idToken, CREATE_WATCHLIST, { name: `${name} watchlist` })).createWatchlist._id;
    const watched = await dataOf<{ addWatchlistEntry: { entries: { _id: string }[] } }>(server, user.idToken, ADD_WATCHLIST_ENTRY, { id: watchlist, symbol: 'AAPL' });
    const [notification] = await server.internals.services.notifications.deliver([{ ownerUid: user.uid, kind: 'WatchlistPriceAlert', symbol: 'AAPL', dedupeKey: 'sweep', title: `${name} alert`, body: '' }]);
    // As an answer stores it (no model is configured here: the conversation's own API is swept).
    const { repository } = server.internals.services.assistant;
    const conversation = await repository.createConversation(user.uid, `${name} question`);
    await repository.addMessage({ conversationId: conversation, ownerUid: user.uid, role: 'user', content: `${name} question`, status: 'done' });
    return {
      broker,
      account,
      portfolio,
      transaction: transactions[0]!._id,
      stock: stocks[0]!._id,
      import: staged.body.data!.stageImport.importId,
      dashboard: dashboard.createDashboard._id,
      embed: embed._id,
      watchlist,
      watchlistEntry: watched.addWatchlistEntry.entries[0]!._id,
      notification: notification!.id,
      conversation,
    };
  }

  beforeAll(async () => {
    [owner, intruder] = await Promise.all([signUpUser(), signUpUser()]);
    foreign = await seed(owner, 'Owner');
    own = await seed(intruder, 'Intruder');
  });

  it.each(operations)('%s', async (_name, _field, query, variables, message) => {
    const [ownerBefore, intruderBefore] = [await ledgerOf(server, owner), await ledgerOf(server, intruder)];
    // Something to protect: the owner's ledger is not empty.
    expect(ownerBefore.transactions).toHaveLength(2);
    expect(ownerBefore.brokers[0]!.accounts).toHaveLength(1);
    expect(ownerBefore.portfolios).toHaveLength(1);
    expect(ownerBefore.dashboards).toHaveLength(1);
    expect(ownerBefore.embeds).toHaveLength(1);
    expect(ownerBefore.watchlists).toHaveLength(1);
    expect(ownerBefore.notifications).toMatchObject({ unreadCount: 1 });
    expect(ownerBefore.conversations).toHaveLength(1);

    const withForeign = await server.graphql(query, { token: intruder.idToken, variables: variables(foreign, own) });
    const withMissing = await server.graphql(query, { token: intruder.idToken, variables: variables(missing, own) });
    expect(withForeign.body.data ?? null).toBeNull();
    expect(withForeign.body.errors).toHaveLength(1);
    expect(withForeign.body.errors![0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    expect(withForeign).toEqual(withMissing);

    expect(await ledgerOf(server, owner)).toEqual(ownerBefore);
    expect(await ledgerOf(server, intruder)).toEqual(intruderBefore);
  });
});
