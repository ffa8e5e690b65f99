// Trusted documents: with TRUSTED_DOCUMENTS=on (the production default; forced here because a
// production config refuses the tests' demo project and emulator) only the app's own operations
// run, sent by the id in the manifest. A document text, an unknown id or a request with neither
// is refused before parsing, quickly, writing nothing, and the server stays healthy. An embed
// token sent with the app's ids still runs only its widget's query. Over WebSocket, where the
// protocol carries text, only the manifest's subscription texts run. Not enforced (development,
// tests), ids resolve and any document runs.
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { connectSocket, firstOutcome } from '../test/wsClient';
import { persistedOperationsManifest } from '../graphql/persistedOperationsManifest';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

interface Answer {
  status: number;
  elapsedMs: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

const BOUND_MS = 2000;

const manifest = persistedOperationsManifest();
function operation(name: string) {
  const found = manifest.operations.find((entry) => entry.name === name);
  if (!found) throw new Error(`The manifest has no operation ${name}.`);
  return found;
}

async function post(server: TestServer, body: Record<string, unknown>, authorization = ''): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], elapsedMs: performance.now() - started };
}

/** The app's operation `name` as the browser sends it: by id, no text. */
function byId(server: TestServer, name: string, variables: Record<string, unknown>, authorization: string) {
  const { id } = operation(name);
  return post(server, { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }, authorization);
}

function expectRefused(answer: Answer, code: string, message: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(message), extensions: expect.objectContaining({ code }) })]);
  expect(answer.elapsedMs).toBeLessThan(BOUND_MS);
}

const bearer = (user: TestUser) => `Bearer ${user.idToken}`;
const KPI = { widgetName: 'widgetKpiTotalValue', title: 'Value', config: {} };

describe.each(testDatabases)('trusted documents enforced on %s', (kind) => {
  const server = useTestServer(kind, { TRUSTED_DOCUMENTS: 'on' });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpUser();
  });

  async function brokerCount(): Promise<number> {
    const answer = await byId(server, 'UserBrokerAccount', {}, bearer(owner));
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data!.UserBrokerAccount as unknown[]).length;
  }

  async function expectHealthy() {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  }

  it('refuses an arbitrary document, a mutation included, and writes nothing', async () => {
    const mutation = 'mutation { createBroker(brokerInput: { name: "Sneaky" }) { _id } }';
    expectRefused(await post(server, { query: mutation }, bearer(owner)), 'PERSISTED_QUERY_REQUIRED', /only the app's own operations/);
    expectRefused(await post(server, { query: '{ __typename }' }), 'PERSISTED_QUERY_REQUIRED', /document text is not accepted/);
    expect(await brokerCount()).toBe(0);
    await expectHealthy();
  });

  it("refuses the app's own text sent as text: only its id runs", async () => {
    const { body } = operation('UserBrokerAccount');
    expectRefused(await post(server, { query: body, operationName: 'UserBrokerAccount' }, bearer(owner)), 'PERSISTED_QUERY_REQUIRED', /sent by id/);
  });

  it('refuses an unknown id, naming it, and a request with neither text nor id', async () => {
    const unknown = 'f'.repeat(64);
    const answer = await post(server, { extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } }, bearer(owner));
    expectRefused(answer, 'PERSISTED_QUERY_NOT_FOUND', new RegExp(`Unknown operation id "${unknown}"`));
    // A client-chosen id is echoed only in part.
    const long = await post(server, { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(10_000) } } });
    expectRefused(long, 'PERSISTED_QUERY_NOT_FOUND', /Unknown operation id/);
    expect(long.body.errors![0]!.message.length).toBeLessThan(300);
    expectRefused(await post(server, { variables: {} }), 'PERSISTED_QUERY_REQUIRED', /sent by id/);
    await expectHealthy();
  });

  it("runs the app's operations by id: a mutation, then the query that reads it", async () => {
    const created = await byId(server, 'CreatePortfolio', { portfolioInput: { name: 'Main' } }, bearer(owner));
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data).toEqual({ createPortfolio: expect.objectContaining({ name: 'Main', __typename: 'Portfolio' }) });
    const listed = await byId(server, 'PortfolioStockTransactions', {}, bearer(owner));
    expect(listed.body.data!.PortfolioStockTransactions).toEqual([expect.objectContaining({ name: 'Main' })]);
  });

  it("with an embed token, an id still runs only its widget's query", async () => {
    const created = await byId(server, 'CreateEmbed', { embedInput: KPI }, bearer(owner));
    expect(created.body.errors).toBeUndefined();
    const token = (created.body.data!.createEmbed as { token: string }).token;
    const embed = `Embed ${token}`;

    const widget = await byId(server, 'EmbeddedWidget', { widgetName: KPI.widgetName }, embed);
    expect(widget.body.errors).toBeUndefined();
    expect(widget.body.data!.embeddedWidget).toEqual(expect.objectContaining({ widgetName: KPI.widgetName, title: 'Value' }));
    const summary = await byId(server, 'WidgetSummary', {}, embed);
    expect(summary.body.errors).toBeUndefined();
    expect(summary.body.data!.portfolioSummary).toEqual(expect.objectContaining({ holdingCount: 0 }));

    // The app's other operations are trusted documents too, but not this token's to run.
    for (const [name, variables] of [['UserBrokerAccount', {}], ['WidgetValueSeries', {}], ['CreateBroker', { brokerInput: { name: 'Sneaky' } }]] as const) {
      const refused = await byId(server, name, variables, embed);
      expect({ name, data: refused.body.data ?? null, codes: refused.body.errors?.map((error) => error.extensions?.code) }).toEqual({ name, data: null, codes: ['FORBIDDEN'] });
    }
    // And a document text is refused before the embed check is even reached.
    expectRefused(await post(server, { query: '{ portfolioSummary { marketValue } }' }, embed), 'PERSISTED_QUERY_REQUIRED', /sent by id/);
    expect(await brokerCount()).toBe(0);
  });

  it("runs a subscription over WebSocket only when its text is the manifest's", async () => {
    const socket = connectSocket(server, bearer(owner));
    try {
      const refused = await firstOutcome(socket, 'subscription { revocation { revokedAt } }');
      expect(refused.kind).toBe('error');
      expect(refused.detail).toEqual([expect.objectContaining({ message: expect.stringMatching(/sent by id/), extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_REQUIRED' }) })]);

      // The app's own text is accepted: the subscription starts and waits for an event.
      const outcomes: string[] = [];
      const stop = socket.subscribe({ query: operation('Revocation').body }, {
        next: () => outcomes.push('next'),
        error: (error) => outcomes.push(`error ${JSON.stringify(error)}`),
        complete: () => outcomes.push('complete'),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      stop();
      expect(outcomes).toEqual([]);
    } finally {
      await socket.dispose();
    }
    await expectHealthy();
  });
});

describe.each(testDatabases)('trusted documents not enforced (development, tests) on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser();
  });

  it('runs an id from the manifest and any document text', async () => {
    const byManifest = await byId(server, 'UserBrokerAccount', {}, bearer(user));
    expect(byManifest.body).toEqual({ data: { UserBrokerAccount: [] } });
    const byText = await post(server, { query: '{ UserBrokerAccount { _id } }' }, bearer(user));
    expect(byText.body).toEqual({ data: { UserBrokerAccount: [] } });
  });

  it('refuses an unknown id with PERSISTED_QUERY_NOT_FOUND, so the client sends the text instead', async () => {
    expectRefused(await post(server, { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }), 'PERSISTED_QUERY_NOT_FOUND', /Unknown operation id/);
  });

  it('answers a request with neither text nor id as GraphQL over HTTP does', async () => {
    expectRefused(await post(server, { variables: {} }), 'BAD_REQUEST', /Must provide query string/);
  });
});
