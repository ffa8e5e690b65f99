// Every operation has a bounded cost: each attack below is refused with a clear error before
// anything runs, within a bounded time, over HTTP and WebSocket; the server stays healthy and
// nothing is written. (The limits themselves are unit-tested in server/graphql/limits/.)
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { asEmbed, createEmbed } from '../test/embedCalls';
import { CREATE_BROKERS, createPortfolio, createTransactions, dataOf, listBrokers } from '../test/ledgerCalls';
import { trade } from '../test/ledgerFixtures';
import { aliased, deeplyNested, directivesSpam, fragmentFanOut } from '../test/attackDocuments';
import { connectSocket, firstOutcome } from '../test/wsClient';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

/** Attacks are answered quickly; the bound is generous for a loaded machine (the bench measures the real figure). */
const BOUND_MS = 2_000;

type Answer = Awaited<ReturnType<TestServer['graphql']>>;

async function timed(work: Promise<Answer>): Promise<Answer> {
  const started = performance.now();
  const answer = await work;
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  return answer;
}

/** A refusal: no data, one error with this code (and message when given). */
function expectRefused({ body }: Answer, code: string, message?: string | RegExp) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.extensions?.code).toBe(code);
  if (message) expect(body.errors![0]!.message).toMatch(message);
}

const TOKENS = /^The document has more than 2,000 tokens/;
const COST = /^The query would cost [\d,]+ \(lists, engine figures and ledgers cost more\); the limit is 5,000\./;

async function healthy(server: TestServer, user: TestUser): Promise<void> {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(await dataOf(server, user.idToken, '{ userDashboards { _id } }')).toEqual({ userDashboards: expect.any(Array) });
}

describe.each(testDatabases)('operation limits on %s', (kind) => {
  const server = useTestServer(kind);
  let owner: TestUser;
  let seriesToken: string;
  /** A series within the embed's scope: what the embed may read, once. */
  let series: (from: string, to: string, fields?: string) => string;

  beforeAll(async () => {
    owner = await signUpUser();
    const main = await createPortfolio(server, owner.idToken, 'Main');
    series = (from, to, fields = 'date value cost netContributions') => `portfolioValueSeries(filter: {portfolio_Ids: ["${main}"], from: "${from}", to: "${to}"}) { ${fields} }`;
    await createTransactions(server, owner.idToken, [trade(main, 'Buy', '2024-01-02', 10, 100)]);
    ({ token: seriesToken } = await createEmbed(server, owner.idToken, { widgetName: 'widgetPortfolioValueOvertimeChart', title: 'Value', config: { portfolio_Ids: [main] } }));
  });

  it.each([23, 25, 30])('refuses a fragment fan-out of %i fragments, sent without a token, for its cost', async (fragments) => {
    const answer = await timed(server.graphql(fragmentFanOut(fragments)));
    expect(answer.status).toBe(400);
    expectRefused(answer, 'BAD_REQUEST', COST);
    await healthy(server, owner);
  });

  it('refuses 1,000 aliases of portfolioSummary while parsing, and 300 for their number and cost', async () => {
    expectRefused(await timed(server.graphql(aliased(1000, 'portfolioSummary { marketValue }'), { token: owner.idToken })), 'BAD_REQUEST', TOKENS);
    const { body } = await timed(server.graphql(aliased(300, 'portfolioSummary { marketValue }'), { token: owner.idToken }));
    expect(body.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      ['BAD_REQUEST', 'The query uses 300 aliases; the limit is 20.'],
      ['BAD_REQUEST', expect.stringMatching(COST)],
    ]);
    await healthy(server, owner);
  });

  it('refuses 120 aliases of a 200-year value series sent with an embed token, and 10 for their cost', async () => {
    const wide = series('1900-01-01', '2099-12-31');
    expectRefused(await timed(asEmbed(server, seriesToken, aliased(120, wide))), 'BAD_REQUEST', TOKENS);
    expectRefused(await timed(asEmbed(server, seriesToken, aliased(10, wide))), 'BAD_REQUEST', COST);
    await healthy(server, owner);
  });

  it('lets an embed select its data field only once, without aliases', async () => {
    const january = series('2024-01-01', '2024-02-01', 'date');
    expect((await asEmbed(server, seriesToken, `{ ${january} }`)).body).toEqual({ data: { portfolioValueSeries: expect.any(Array) } });
    expectRefused(await timed(asEmbed(server, seriesToken, `{ ${january} ${january} }`)), 'FORBIDDEN', 'An embed can select portfolioValueSeries only once.');
    expectRefused(await timed(asEmbed(server, seriesToken, `{ a: ${january} b: ${january} }`)), 'FORBIDDEN', 'An embed can select portfolioValueSeries only once.');
    expectRefused(await timed(asEmbed(server, seriesToken, `{ a: ${january} }`)), 'FORBIDDEN', 'An embed\'s query cannot rename fields with aliases (found "a").');
    expectRefused(await timed(asEmbed(server, seriesToken, `{ ${series('2024-01-01', '2024-02-01', 'day: date')} }`)), 'FORBIDDEN', 'An embed\'s query cannot rename fields with aliases (found "day").');
  });

  it('refuses aliased mutations past the bulk limit and writes nothing', async () => {
    const user = await signUpUser();
    const createBroker = 'createBroker(brokerInput: {name: "x"}) { _id }';
    expectRefused(await timed(server.graphql(aliased(1000, createBroker, 'mutation'), { token: user.idToken })), 'BAD_REQUEST', TOKENS);
    expectRefused(await timed(server.graphql(aliased(11, createBroker, 'mutation'), { token: user.idToken })), 'BAD_REQUEST', 'The operation sends 11 mutations; at most 10 may be sent in one request.');
    const twice = 'mutation ($a: [BrokerInput!]!, $b: [BrokerInput!]!) { a: createBrokers(brokerInput: $a) { insertedCount } b: createBrokers(brokerInput: $b) { insertedCount } }';
    const brokers = Array.from({ length: 1000 }, (_, i) => ({ name: `B${i}` }));
    expectRefused(await timed(server.graphql(twice, { token: user.idToken, variables: { a: brokers, b: brokers } })), 'BAD_USER_INPUT', /^The mutations of this operation together hold more items than one call may \(a: createBrokers 1,000 of at most 1,000; b: createBrokers 1,000 of at most 1,000\)/);
    expect(await listBrokers(server, user.idToken)).toEqual([]);
    // One call of the bulk limit is still the service's to take.
    expect(await dataOf(server, user.idToken, CREATE_BROKERS, { input: brokers.slice(0, 3) })).toEqual({ createBrokers: { insertedCount: 3, insertedIds: expect.any(Array) } });
    await healthy(server, owner);
  });

  it('answers selections nested 5,000 deep with a 400, not a stack overflow', async () => {
    const answer = await timed(server.graphql(deeplyNested(5000)));
    expect(answer.status).toBe(400);
    expectRefused(answer, 'BAD_REQUEST', TOKENS);
    const within = await timed(server.graphql(`query ${deeplyNested(13)}`));
    expectRefused(within, 'BAD_REQUEST', 'The query is 13 levels deep; the limit is 12.');
    await healthy(server, owner);
  });

  it('answers a huge unparseable body with a 400 BAD_REQUEST in GraphQL\'s shape', async () => {
    for (const query of [`{ portfolioSummary(filter: {from: "${'x'.repeat(4_000_000)}`, `{ ${'{'.repeat(4_000_000)}`, '}'.repeat(4_000_000)]) {
      const answer = await timed(server.graphql(query));
      expect(answer.status).toBe(400);
      expectRefused(answer, 'BAD_REQUEST');
    }
    expectRefused(await server.graphql('{ portfolioSummary { marketValue }'), 'BAD_REQUEST', 'Syntax Error: Expected Name, found <EOF>.');
    await healthy(server, owner);
  });

  it('refuses directives spam', async () => {
    expectRefused(await timed(server.graphql(directivesSpam(5000))), 'BAD_REQUEST', TOKENS);
    expectRefused(await timed(server.graphql(directivesSpam(30))), 'BAD_REQUEST', 'The query uses 30 directives; the limit is 20.');
    await healthy(server, owner);
  });

  it('applies the same limits over WebSocket', async () => {
    const client = connectSocket(server, `Bearer ${owner.idToken}`);
    const push = 'transactionPush { updatedAt }';
    try {
      const started = performance.now();
      const fanOut = await firstOutcome(client, fragmentFanOut(30, push, 'subscription'));
      expect(performance.now() - started).toBeLessThan(BOUND_MS);
      expect(fanOut).toMatchObject({ kind: 'error', detail: [expect.objectContaining({ message: expect.stringMatching(/^The subscription would cost/), extensions: expect.objectContaining({ code: 'BAD_REQUEST' }) })] });
      const aliases = await firstOutcome(client, aliased(300, push, 'subscription'));
      expect(aliases).toMatchObject({ kind: 'error', detail: expect.arrayContaining([expect.objectContaining({ message: 'The subscription uses 300 aliases; the limit is 20.' })]) });
      // Refused while parsing: the operation's error; the socket stays open for the next one.
      expect(await firstOutcome(client, deeplyNested(5000))).toMatchObject({ kind: 'error', detail: [expect.objectContaining({ message: expect.stringMatching(TOKENS) })] });
      expect(await firstOutcome(client, `subscription { transactionPush ${'@include(if: true) '.repeat(30)}{ updatedAt } }`)).toMatchObject({
        kind: 'error',
        detail: [expect.objectContaining({ message: 'The subscription uses 30 directives; the limit is 20.' })],
      });
    } finally {
      await client.dispose();
    }
    await healthy(server, owner);
  });

  it('keeps introspection and suggestions outside production', async () => {
    const { body } = await server.graphql('{ __schema { queryType { name } } }');
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const misspelt = await server.graphql('{ portfolioSumary { marketValue } }');
    expect(misspelt.body.errors?.[0]?.message).toMatch(/Did you mean "portfolioSummary"\?/);
  });
});

describe.each(testDatabases)('the response ceiling on %s', (kind) => {
  const server = useTestServer(kind, { GRAPHQL_MAX_RESPONSE_BYTES: String(1024 * 1024) });

  it('turns an answer past GRAPHQL_MAX_RESPONSE_BYTES into RESPONSE_TOO_LARGE, and stays up', async () => {
    const user = await signUpUser();
    // Six dashboards of 200 KB each: 1.2 MB in one answer.
    const dashboards = Array.from({ length: 6 }, (_, i) => ({ name: `D${i}`, widgets: { w1: { name: 'note', text: String(i).repeat(200 * 1024) } } }));
    await dataOf(server, user.idToken, 'mutation ($input: [DashboardInput!]!) { createDashboards(dashboardInput: $input) { _id } }', { input: dashboards });
    const answer = await timed(server.graphql('{ userDashboards { _id widgets } }', { token: user.idToken }));
    expectRefused(answer, 'RESPONSE_TOO_LARGE', /^The answer would be 1\.\d MB, more than the 1\.0 MB one response may carry\./);
    expect(await dataOf(server, user.idToken, '{ userDashboards { _id name } }')).toEqual({ userDashboards: expect.arrayContaining([expect.objectContaining({ name: 'D0' })]) });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
