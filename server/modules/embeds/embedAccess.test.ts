// What an embed token can reach, through the real server: the sweep sends every root field of the
// executable schema (a field added later is swept too) with a KPI embed's token and expects all
// of them refused, but embeddedWidget and portfolioSummary with the embed's own scope. Then what
// each data source may read, within which scope, and that its figures are the owner's own.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { createExecutableSchema } from '../../graphql/schema';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { EMBEDDED_WIDGET, asEmbed, createEmbed, listEmbeds } from '../../test/embedCalls';
import { createPortfolio, createTransactions, dataOf, listPortfolios } from '../../test/ledgerCalls';
import { connectSocket, firstOutcome } from '../../test/wsClient';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';
import { decodeTransactionRows, type TransactionTable } from '../../../common/transactionTable';

const FORBIDDEN = { message: 'An embed can only read its widget\'s data.', extensions: { code: 'FORBIDDEN' } };
const SUMMARY = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) {
  currency asOf marketValue costBasis unrealizedGain realizedGain income taxes fees totalReturn netContributions holdingCount twr xirr } }`;
const SERIES = 'query ($filter: AnalyticsFilter) { portfolioValueSeries(filter: $filter) { date value cost } }';
const TABLE = '{ UserTransactionTable }';
const TIMELINE = 'query ($input: TransactionTimelineInput!) { transactionTimeline(input: $input) { buckets { start count totals { kind total } } kinds transactionCount ledgerCount lastDate } }';

/** A value of the type that GraphQL accepts: the embed must be refused for who it is, not for bad input. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [placeholder(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, placeholder(field.type)]));
  }
  const scalars: Record<string, unknown> = { ID: '00000000-0000-4000-8000-000000000000', String: 'x', Int: 1, Float: 1, Boolean: true, DateTime: '2024-01-02', JSON: {}, TransactionType: 'Buy', DisplayCurrency: 'EUR' };
  if (!(type.name in scalars)) throw new Error(`The sweep has no placeholder for the scalar ${type.name}: add one.`);
  return scalars[type.name];
}

/** The smallest operation that calls `field`: its required arguments (plus `given`), `__typename` below. */
function operationFor(root: GraphQLObjectType, field: GraphQLField<unknown, unknown>, given: Record<string, unknown> = {}) {
  const args = field.args.filter((arg) => arg.name in given || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${root.name.toLowerCase()} Sweep${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, arg.name in given ? given[arg.name] : placeholder(arg.type)])),
  };
}

const trade = (portfolio: string, ticker: string, date: string, shares: number, shareprice: number) => ({ portfolio_Id: portfolio, ticker, currency: 'USD', type: 'Buy', date, shares, shareprice });

async function seed(server: TestServer) {
  const owner = await signUpUser();
  const main = await createPortfolio(server, owner.idToken, 'Main');
  const other = await createPortfolio(server, owner.idToken, 'Other');
  await createTransactions(server, owner.idToken, [
    trade(main, 'ACME', '2024-01-02', 10, 100),
    trade(main, 'BETA', '2024-02-01', 5, 20),
    trade(other, 'GAMMA', '2024-01-10', 3, 50),
  ]);
  return { owner, main, other };
}

describe.each(testDatabases)('what an embed token reaches on %s', (kind) => {
  const server = useTestServer(kind);
  let owner: TestUser;
  let main: string;
  let other: string;
  beforeAll(async () => {
    ({ owner, main, other } = await seed(server));
  });

  it('sweeps every root field: all refused with no data, but embeddedWidget, portfolioSummary in scope and its benchmark', async () => {
    const { token, embed } = await createEmbed(server, owner.idToken, { widgetName: 'widgetKpiTotalValue', title: 'Value', config: { portfolio_Ids: [main] } });
    const before = { embeds: await listEmbeds(server, owner.idToken), portfolios: await listPortfolios(server, owner.idToken) };
    const schema = createExecutableSchema();
    const allowed: Record<string, Record<string, unknown>> = {
      embeddedWidget: { widgetName: 'widgetKpiTotalValue' },
      portfolioSummary: { filter: { portfolio_Ids: [main] } },
    };
    const outcomes: Record<string, string> = {};
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root!.getFields())) {
        const { query, variables } = operationFor(root!, field, allowed[field.name]);
        const { body } = await asEmbed(server, token, query, variables);
        const code = body.errors?.[0]?.extensions?.code;
        const refused = (body.data ?? null) === null && (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED');
        outcomes[`${root!.name}.${field.name}`] = refused ? 'refused' : body.errors ? `error ${JSON.stringify(body.errors)}` : 'answered';
      }
    }
    // Every field was swept (the profile and the owner's embeds among them)...
    for (const name of ['Query.userEmbeds', 'Query.signoutFromAllDevices', 'Query.UserTransactions', 'Query.userDashboards', 'Mutation.auditUser', 'Mutation.editUserSetting', 'Mutation.deleteUserAccount', 'Mutation.createEmbed', 'Mutation.revokeEmbed', 'Subscription.transactionPush', 'Subscription.userDocument']) {
      expect([name, outcomes[name]]).toEqual([name, 'refused']);
    }
    // ...and only what the embed needs answered: its data, its page, and the benchmark a return
    // KPI compares with (market data, no one's own; SECONDARY_FIELDS).
    const answered = Object.entries(outcomes).filter(([, outcome]) => outcome !== 'refused');
    expect(answered).toEqual([
      ['Query.benchmarkReturn', 'answered'],
      ['Query.portfolioSummary', 'answered'],
      ['Query.embeddedWidget', 'answered'],
    ]);
    // Nothing the sweep sent changed anything of the owner's, whose own session still works.
    expect({ embeds: await listEmbeds(server, owner.idToken), portfolios: await listPortfolios(server, owner.idToken) }).toEqual({
      embeds: before.embeds.map((e) => (e._id === embed._id ? { ...e, lastUsedAt: expect.any(String) } : e)),
      portfolios: before.portfolios,
    });
  });

  it('refuses root fragments and introspection even around allowed fields', async () => {
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetKpiTotalValue', title: 'Value', config: {} });
    for (const query of ['{ ... on Query { portfolioSummary { marketValue } } }', 'query { ...Root } fragment Root on Query { portfolioSummary { marketValue } }', '{ __schema { queryType { name } } }', '{ __type(name: "User") { name } }']) {
      expect((await asEmbed(server, token, query)).body).toEqual({ errors: [expect.objectContaining(FORBIDDEN)] });
    }
  });

  it('reads the owner\'s own figures for exactly its scope; any other scope or currency is refused', async () => {
    const config = { portfolio_Ids: [other, main], holdingType: 'allStocks', displayPastHoldings: true };
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetKpiTotalValue', title: 'Value', config });
    const scope = { portfolio_Ids: [main, other], holdingType: 'allStocks', includePastHoldings: true };
    for (const dates of [{}, { asOf: '2024-03-31' }, { from: '2024-01-15', to: '2024-02-15' }]) {
      const filter = { ...scope, ...dates };
      const owners = await dataOf(server, owner.idToken, SUMMARY, { filter });
      expect((await asEmbed(server, token, SUMMARY, { filter })).body).toEqual({ data: owners });
    }
    for (const change of [{ portfolio_Ids: [main] }, { portfolio_Ids: [main, other, '00000000-0000-4000-8000-000000000000'] }, { portfolio_Ids: null }, { holdingType: 'ETF' }, { holdingType: null }, { includePastHoldings: false }, { currency: 'EUR' }]) {
      const { body } = await asEmbed(server, token, SUMMARY, { filter: { ...scope, ...change } });
      expect([change, body]).toEqual([change, { data: null, errors: [expect.objectContaining(FORBIDDEN)] }]);
    }
  });

  it('lets a chart embed read its value series, not the summary', async () => {
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetPortfolioValueOvertimeChart', title: 'Value over time', config: { portfolio_Ids: [main], selectedInterval: { name: '1Y', desc: '1 year' } } });
    const filter = { portfolio_Ids: [main], from: '2024-01-01', to: '2024-02-29' };
    const { body } = await asEmbed(server, token, SERIES, { filter });
    expect(body).toEqual({ data: await dataOf(server, owner.idToken, SERIES, { filter }) });
    expect((await asEmbed(server, token, SUMMARY, { filter: { portfolio_Ids: [main] } })).body).toEqual({ errors: [expect.objectContaining(FORBIDDEN)] });
    expect((await asEmbed(server, token, EMBEDDED_WIDGET, { name: 'widgetPortfolioValueOvertimeChart' })).body.data).toBeTruthy();
  });

  it('lets a dividend embed read the dividend figures of its scope, not the summary', async () => {
    const DIVIDENDS = 'query ($filter: AnalyticsFilter) { portfolioDividends(filter: $filter) { currency forwardIncome holdings { stock { ticker } shares } payouts { exDate } } }';
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetFWDAnnualIncomeKPI', title: 'Dividend estimate', config: { portfolio_Ids: [main] } });
    const filter = { portfolio_Ids: [main] };
    const { body } = await asEmbed<{ portfolioDividends: { holdings: { stock: { ticker: string } }[] } }>(server, token, DIVIDENDS, { filter });
    expect(body).toEqual({ data: await dataOf(server, owner.idToken, DIVIDENDS, { filter }) });
    expect(body.data!.portfolioDividends.holdings.map((h) => h.stock.ticker).sort()).toEqual(['ACME', 'BETA']);
    expect((await asEmbed(server, token, DIVIDENDS, { filter: { portfolio_Ids: [other] } })).body).toEqual({ data: null, errors: [expect.objectContaining(FORBIDDEN)] });
    expect((await asEmbed(server, token, SUMMARY, { filter: { portfolio_Ids: [main] } })).body).toEqual({ errors: [expect.objectContaining(FORBIDDEN)] });
  });

  it('gives a transactions embed only the rows of its portfolios, and all of them when it names none', async () => {
    const tickersOf = async (token: string) => {
      const { body } = await asEmbed<{ UserTransactionTable: TransactionTable }>(server, token, TABLE);
      return decodeTransactionRows<{ ticker: string }>(body.data!.UserTransactionTable).map((row) => row.ticker).sort();
    };
    const scoped = await createEmbed(server, owner.idToken, { widgetName: 'widgetTransactionTable', title: 'Trades', config: { portfolio_Ids: [main] } });
    expect(await tickersOf(scoped.token)).toEqual(['ACME', 'BETA']);
    const everything = await createEmbed(server, owner.idToken, { widgetName: 'widgetTransactionTable', title: 'Trades', config: {} });
    expect(await tickersOf(everything.token)).toEqual(['ACME', 'BETA', 'GAMMA']);
    expect((await asEmbed(server, scoped.token, '{ UserTransactions { ticker } }')).body).toEqual({ errors: [expect.objectContaining(FORBIDDEN)] });
  });

  it('gives a timeline embed the owner\'s timeline of exactly its portfolios, and not the transaction table', async () => {
    const settings = { interval: '3M', groupBy: 'month', includeCurrentInterval: true, measure: 'value', asOf: '2024-02-29' };
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetTransactionTimeline', title: 'Timeline', config: { portfolio_Ids: [main], mainInterval: { name: '3M', desc: '3 months' } } });
    const input = { ...settings, portfolio_Ids: [main] };
    const { body } = await asEmbed<{ transactionTimeline: { transactionCount: number; kinds: string[] } }>(server, token, TIMELINE, { input });
    expect(body).toEqual({ data: await dataOf(server, owner.idToken, TIMELINE, { input }) });
    // Main's two buys (ACME in January, BETA in February), not Other's GAMMA.
    expect(body.data!.transactionTimeline).toMatchObject({ transactionCount: 2, ledgerCount: 2, kinds: ['Buy'] });
    // Its settings and dates are the visitor's to change; its portfolios are not.
    expect((await asEmbed(server, token, TIMELINE, { input: { ...input, interval: 'MAX', groupBy: 'year', measure: 'count', asOf: null } })).body.data).toBeTruthy();
    for (const portfolio_Ids of [[], [other], [main, other], null]) {
      const { body: refused } = await asEmbed(server, token, TIMELINE, { input: { ...settings, portfolio_Ids } });
      expect([portfolio_Ids, refused]).toEqual([portfolio_Ids, { data: null, errors: [expect.objectContaining(FORBIDDEN)] }]);
    }
    // The timeline no longer needs the ledger's rows, so its token cannot read them.
    expect((await asEmbed(server, token, TABLE)).body).toEqual({ errors: [expect.objectContaining(FORBIDDEN)] });
    // An embed of every portfolio reads every portfolio, and only that way.
    const everything = await createEmbed(server, owner.idToken, { widgetName: 'widgetTransactionTimeline', title: 'Timeline', config: {} });
    const all = await asEmbed<{ transactionTimeline: { transactionCount: number } }>(server, everything.token, TIMELINE, { input: settings });
    expect(all.body.data!.transactionTimeline.transactionCount).toBe(3);
    expect((await asEmbed(server, everything.token, TIMELINE, { input: { ...settings, portfolio_Ids: [main] } })).body).toEqual({ data: null, errors: [expect.objectContaining(FORBIDDEN)] });
  });

  it('is refused a WebSocket connection', async () => {
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetKpiTotalValue', title: 'Value', config: {} });
    const client = connectSocket(server, `Embed ${token}`);
    const outcome = await firstOutcome(client, '{ __typename }');
    expect(outcome.kind).toBe('error');
    expect((outcome.detail as { code?: number }).code).toBe(4403);
    await client.dispose();
  });
});
