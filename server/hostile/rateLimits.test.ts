// Rate limits: a burst from one address, one user's flood, a public embed hammered, embed tokens
// guessed, refused sign-in tokens and a sign-in storm are each answered 429 with Retry-After and,
// on /graphql, GraphQL's error shape (RATE_LIMITED, retryAfterSeconds), quickly and before any
// work; everyone else (another address, another user, another embed) is served as before and the
// server stays healthy. Each server here starts with low limits through its settings; all test
// traffic comes from 127.0.0.1, and "another address" is a connection made from 127.0.0.2.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { expiredToken, signUpUser, type TestUser } from '../test/emulatorUsers';
import { createEmbed } from '../test/embedCalls';
import { dataOf, listBrokers } from '../test/ledgerCalls';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

/** Refusals are answered quickly; the bound is generous for a loaded machine. */
const BOUND_MS = 2_000;
const BURST = 15_000;
const PARALLEL = 50;
const TYPENAME = JSON.stringify({ query: '{ __typename }' });
const CREATE_BROKER = 'mutation { createBroker(brokerInput: { name: "Burst" }) { _id } }';
const BROKER_COUNT = '{ UserBrokerAccount { _id } }';
const EMBEDDED_SUMMARY = 'query { portfolioSummary { marketValue } }';
const KPI = { widgetName: 'widgetKpiTotalValue', title: 'Total value', config: { portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false } };
const AUDIT = 'mutation { auditUser { uid } }';
const OFF = { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_STATIC_PER_IP: '0', RATE_LIMIT_PER_USER: '0', RATE_LIMIT_PER_EMBED: '0', RATE_LIMIT_AUTH_FAILURES: '0', RATE_LIMIT_SIGN_INS: '0' };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | { message?: string };
  ms: number;
}

/** One request over a fresh connection from `localAddress` (another client address on loopback). */
function requestFrom(localAddress: string, server: TestServer, path: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method: options.body ? 'POST' : 'GET',
        localAddress,
        agent: false,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
            body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {},
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function post(server: TestServer, query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'], ms: performance.now() - started };
}

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const embedHeader = (token: string) => ({ authorization: `Embed ${token}` });
const guessedEmbedToken = () => `pte_${randomBytes(32).toString('base64url')}`;

/** A 429 in GraphQL's shape, naming how long to wait, answered within the bound. */
function expectRateLimited(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(answer.body).toEqual({ errors: [{ message: expect.stringMatching(message), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } }] });
  expect(answer.ms).toBeLessThan(BOUND_MS);
}

const ok = (answer: Answer) => {
  expect(answer.status).toBe(200);
  expect('errors' in answer.body ? answer.body.errors : undefined).toBeUndefined();
};

describe.each(testDatabases)('rate limits on %s', (kind) => {
  describe('per address', () => {
    const server = useTestServer(kind, { ...OFF, RATE_LIMIT_PER_IP: '100', RATE_LIMIT_STATIC_PER_IP: '1000' });

    it(`refuses most of a ${BURST.toLocaleString('en-US')}-request burst from one address, writing nothing for them, and serves another address and the app's files`, async () => {
      const user = await signUpUser();
      const statuses = new Map<number, number>();
      let refusals: Answer[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < BURST) {
            next += 1;
            const answer = await post(server, CREATE_BROKER, bearer(user));
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            // Every hundredth refusal is checked in full (all of them would be 15,000 deep comparisons).
            if (answer.status === 429 && next % 100 === 0) refusals = refusals.concat(answer);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      // One window admits 100; a burst longer than a minute would open a second one.
      const admitted = statuses.get(200) ?? 0;
      expect(admitted).toBeGreaterThanOrEqual(100);
      expect(admitted).toBeLessThanOrEqual(100 * Math.ceil(seconds / 60 + 1));
      expect(statuses.get(429)).toBe(BURST - admitted);
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(429);
        expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(refusal.body).toEqual({ errors: [{ message: expect.stringMatching(/^Too many requests from this address; try again in \d+ seconds?\.$/), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Number(refusal.retryAfter) } }] });
      }
      expectRateLimited(await post(server, '{ __typename }'), /^Too many requests from this address/);

      // Other routes share the address's budget and answer in plain JSON; the app's files have their own.
      const health = await requestFrom('127.0.0.1', server, '/healthz');
      expect(health.status).toBe(429);
      expect(health.body).toMatchObject({ message: expect.stringMatching(/^Too many requests from this address/), retryAfterSeconds: Number(health.retryAfter) });
      expect((await requestFrom('127.0.0.1', server, '/app/')).status).not.toBe(429);

      // Another address is served, and the server is healthy; only the admitted creates were written.
      const other = await requestFrom('127.0.0.2', server, '/graphql', { body: TYPENAME });
      expect(other).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
      const brokers = await requestFrom('127.0.0.2', server, '/graphql', { body: JSON.stringify({ query: BROKER_COUNT }), headers: bearer(user) });
      expect((brokers.body as { data: { UserBrokerAccount: unknown[] } }).data.UserBrokerAccount).toHaveLength(admitted);
      expect((await requestFrom('127.0.0.2', server, '/healthz')).status).toBe(200);
    }, 180_000);
  });

  describe('per user and per embed', () => {
    const server = useTestServer(kind, { ...OFF, RATE_LIMIT_PER_USER: '20', RATE_LIMIT_PER_EMBED: '10' });

    it('refuses a user past the limit, counted by the verified uid: another user, and refused tokens claiming them, do not spend it', async () => {
      const [flooder, bystander] = await Promise.all([signUpUser(), signUpUser()]);
      // Refused tokens claiming the bystander's uid are not the bystander: they count nothing against them.
      for (let i = 0; i < 25; i += 1) expect((await post(server, '{ __typename }', { authorization: `Bearer ${expiredToken(bystander.uid)}` })).status).toBe(401);
      for (let i = 0; i < 20; i += 1) ok(await post(server, '{ __typename }', bearer(flooder)));
      // Refused before it runs (graphql/rateLimitOperations.test.ts shows no resolver runs).
      expectRateLimited(await post(server, CREATE_BROKER, bearer(flooder)), /^Too many requests; try again in \d+ seconds?\.$/);
      // The bystander, from the same address, still has its whole budget.
      expect(await listBrokers(server, bystander.idToken)).toEqual([]);
      for (let i = 0; i < 19; i += 1) ok(await post(server, '{ __typename }', bearer(bystander)));
      expectRateLimited(await post(server, '{ __typename }', bearer(bystander)), /^Too many requests/);
      expect((await requestFrom('127.0.0.1', server, '/healthz')).status).toBe(200);
    });

    it('refuses an embed asked for too often; another embed of the same owner is served', async () => {
      const owner = await signUpUser();
      const [hot, cold] = [await createEmbed(server, owner.idToken, KPI), await createEmbed(server, owner.idToken, KPI)];
      for (let i = 0; i < 10; i += 1) ok(await post(server, EMBEDDED_SUMMARY, embedHeader(hot.token)));
      expectRateLimited(await post(server, EMBEDDED_SUMMARY, embedHeader(hot.token)), /^This embedded widget is asked for too often; try again in/);
      ok(await post(server, EMBEDDED_SUMMARY, embedHeader(cold.token)));
      // The owner's own budget is theirs, not the embeds'.
      expect(await dataOf(server, owner.idToken, '{ userEmbeds { _id } }')).toEqual({ userEmbeds: expect.any(Array) });
    });
  });

  describe('refused tokens per address', () => {
    const server = useTestServer(kind, { ...OFF, RATE_LIMIT_AUTH_FAILURES: '10' });

    it('throttles embed-token guessing and bad sign-in tokens from an address, before checking the next token; another address is served', async () => {
      const owner = await signUpUser();
      const { token } = await createEmbed(server, owner.idToken, KPI);
      for (let i = 0; i < 6; i += 1) {
        const guess = await post(server, EMBEDDED_SUMMARY, embedHeader(guessedEmbedToken()));
        expect(guess.status).toBe(401);
      }
      for (let i = 0; i < 4; i += 1) expect((await post(server, '{ __typename }', { authorization: `Bearer ${expiredToken(owner.uid)}` })).status).toBe(401);
      // Ten refused: from now on this address's API requests are refused unread, a valid token's too.
      expectRateLimited(await post(server, EMBEDDED_SUMMARY, embedHeader(guessedEmbedToken())), /^Too many refused sign-in or embed tokens from this address; try again in/);
      expectRateLimited(await post(server, EMBEDDED_SUMMARY, embedHeader(token)), /^Too many refused sign-in or embed tokens/);
      expectRateLimited(await post(server, '{ __typename }', bearer(owner)), /^Too many refused sign-in or embed tokens/);
      // Another address is served, the embed link too.
      const embedded = await requestFrom('127.0.0.2', server, '/graphql', { body: JSON.stringify({ query: EMBEDDED_SUMMARY }), headers: embedHeader(token) });
      expect(embedded).toMatchObject({ status: 200, body: { data: { portfolioSummary: expect.any(Object) } } });
      expect((await requestFrom('127.0.0.2', server, '/healthz')).status).toBe(200);
    });
  });

  describe('sign-ins per address', () => {
    const server = useTestServer(kind, { ...OFF, RATE_LIMIT_SIGN_INS: '5' });

    it('refuses a storm of sign-ins (auditUser) from one address, nothing written; other operations and other addresses go on', async () => {
      const users = await Promise.all(Array.from({ length: 6 }, () => signUpUser()));
      for (const user of users.slice(0, 5)) ok(await post(server, AUDIT, bearer(user)));
      const late = users[5]!;
      expectRateLimited(await post(server, AUDIT, bearer(late)), /^Too many sign-ins from this address; try again in/);
      // Through a fragment or an alias it is the same sign-in.
      expectRateLimited(await post(server, 'mutation { ...F } fragment F on Mutation { me: auditUser { uid } }', bearer(late)), /^Too many sign-ins/);
      // A second later: had a refused sign-in made the profile, it would be older than this.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const refusedBy = Date.now();
      ok(await post(server, '{ __typename }', bearer(late)));
      // From another address the sign-in goes through, and makes the profile only now: the refused ones wrote nothing.
      const elsewhere = await requestFrom('127.0.0.2', server, '/graphql', { body: JSON.stringify({ query: 'mutation { auditUser { uid createdAt } }' }), headers: bearer(late) });
      expect(elsewhere).toMatchObject({ status: 200, body: { data: { auditUser: { uid: late.uid } } } });
      const { createdAt } = (elsewhere.body as { data: { auditUser: { createdAt: string } } }).data.auditUser;
      expect(new Date(createdAt).getTime()).toBeGreaterThan(refusedBy - 500);
    });
  });
});
