// Transport attacks: cross-origin calls (an evil site, a sandboxed `null` origin), reading or
// bloating /metrics, unsafe production settings, and WebSockets without a token, past the cap
// per user, past the pending bound and past their token's expiry. Each is refused clearly and
// quickly, and the server stays healthy.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '../config';
import { CONNECTION_INIT_TIMEOUT_MS, MAX_PENDING_SOCKETS, MAX_SOCKETS_PER_USER, SOCKET_CLOSE } from '../http/websocket';
import { shortLivedToken, signUpUser } from '../test/emulatorUsers';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';
import { collect, until } from '../test/wsClient';

const ALLOWED = 'https://app.example.com';
const METRICS_TOKEN = 'metrics-secret-0123456789';
/** Generous: the machine is loaded; real targets are measured by the bench. */
const BOUND_MS = 2_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function expectHealthy(server: TestServer): Promise<void> {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

type SocketOutcome = { connected: true; client: Client } | { connected: false; code: number; reason: string };

/** Opens a graphql-ws connection (no retries) and reports whether the server acknowledged it. */
function openSocket(server: TestServer, authorization: string): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const client: Client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => resolve({ connected: true, client }),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolve({ connected: false, code, reason });
        },
      },
    });
  });
}

describe.each(testDatabases)('transport attacks on %s', (kind) => {
  const server = useTestServer(kind, { ALLOWED_ORIGINS: ALLOWED, METRICS_TOKEN });

  describe('CORS', () => {
    const post = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });

    it.each(['https://evil.example', 'null', `${ALLOWED}.evil.example`, 'http://app.example.com'])(
      'gives the origin %s no CORS header, in the preflight or the answer',
      async (origin) => {
        const { result: answer, ms } = await timed(() => preflight(origin));
        expect(ms).toBeLessThan(BOUND_MS);
        expect(answer.status).toBe(405); // not a preflight this server answers: GraphQL's own refusal
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
        expect(answer.headers.get('access-control-allow-methods')).toBeNull();
        const response = await post(origin);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        await expectHealthy(server);
      },
    );

    it('lets a configured origin call /graphql with credentials, and only /graphql', async () => {
      const answer = await preflight(ALLOWED);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
      const response = await post(ALLOWED);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(response.headers.get('vary')).toMatch(/origin/i);
      const health = await fetch(`${server.url}/healthz`, { headers: { origin: ALLOWED } });
      expect(health.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('/metrics', () => {
    const metrics = (authorization?: string) => fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

    it.each([
      ['no token', undefined],
      ['a wrong token', 'Bearer not-the-metrics-token'],
      ['the token in another scheme', `Basic ${METRICS_TOKEN}`],
    ])('refuses %s with 401, even from this machine', async (_name, authorization) => {
      const { result: response, ms } = await timed(() => metrics(authorization));
      expect(ms).toBeLessThan(BOUND_MS);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ message: 'Reading /metrics needs Authorization: Bearer <METRICS_TOKEN>.' });
      await expectHealthy(server);
    });

    it('does not grow with client-chosen operation names (1,000 random names)', async () => {
      const read = async () => (await metrics(`Bearer ${METRICS_TOKEN}`)).text();
      await server.graphql('query Warmup { __typename }');
      await read(); // so that /metrics's own request is counted before the first reading
      const before = await read();
      const names = Array.from({ length: 1000 }, () => `Q${randomUUID().replace(/-/g, '')}`);
      for (let i = 0; i < names.length; i += 50) {
        await Promise.all(names.slice(i, i + 50).map((name) => server.graphql(`query ${name} { __typename }`)));
      }
      const after = await read();
      const series = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.slice(0, line.lastIndexOf(' ')));
      const seen = new Set(series(before));
      // Node's own metrics may add a series or two (a new kind of GC); ours add none.
      expect(series(after).filter((line) => !seen.has(line) && !line.startsWith('nodejs_'))).toEqual([]);
      expect(after).toMatch(/graphql_operations_total\{operation="other",type="query",outcome="ok"\} 1001/);
      expect(after).not.toContain(names[0]);
      expect(after.length).toBeLessThan(before.length + 5_000);
    });
  });

  describe('WebSocket', () => {
    const subscription = 'subscription { userDocument { theme } }';

    it('refuses a socket without a token at once: sign in required (4401)', async () => {
      const { result: outcome, ms } = await timed(() => openSocket(server, ''));
      expect(ms).toBeLessThan(BOUND_MS);
      expect(outcome).toEqual({ connected: false, ...SOCKET_CLOSE.signInRequired });
      await expectHealthy(server);
    });

    it(`refuses a user's socket past ${MAX_SOCKETS_PER_USER}, and accepts one again once another closed`, async () => {
      const user = await signUpUser();
      const open: Client[] = [];
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) {
        const outcome = await openSocket(server, `Bearer ${user.idToken}`);
        if (!outcome.connected) throw new Error(`socket ${i + 1} was refused: ${outcome.code} ${outcome.reason}`);
        open.push(outcome.client);
      }
      const { result: refused, ms } = await timed(() => openSocket(server, `Bearer ${user.idToken}`));
      expect(ms).toBeLessThan(BOUND_MS);
      expect(refused).toEqual({ connected: false, ...SOCKET_CLOSE.tooManyForUser });
      // Another user is not affected.
      const other = await openSocket(server, `Bearer ${(await signUpUser()).idToken}`);
      expect(other.connected).toBe(true);

      await open.pop()!.dispose();
      await new Promise((resolve) => setTimeout(resolve, 100)); // the server sees the close
      const again = await openSocket(server, `Bearer ${user.idToken}`);
      expect(again.connected).toBe(true);
      for (const client of [...open, ...[again, other].map((o) => (o.connected ? o.client : null))]) await client?.dispose();
      await expectHealthy(server);
    });

    it(`frees a socket's place when it closes with the app's subscriptions open, past ${MAX_SOCKETS_PER_USER} page loads`, async () => {
      // Each page load opens a socket with the shell's subscriptions, waiting for events that may
      // never come, and closes it when the page goes: the user's count must go down each time.
      const user = await signUpUser();
      await server.graphql('mutation { auditUser { uid } }', { token: user.idToken });
      const waiting = ['subscription { revocation { revokedAt } }', 'subscription { transactionPush { __typename } }', 'subscription { notificationAdded { _id } }', 'subscription { marketQuote(symbols: ["AAPL"]) { price } }', 'subscription { userDocument { theme } }'];
      for (let load = 0; load <= MAX_SOCKETS_PER_USER; load += 1) {
        const outcome = await openSocket(server, `Bearer ${user.idToken}`);
        if (!outcome.connected) throw new Error(`page load ${load + 1} was refused: ${outcome.code} ${outcome.reason}`);
        const outcomes = waiting.map((query) => collect(outcome.client, query));
        await new Promise((resolve) => setTimeout(resolve, 100)); // the server has them running
        expect(outcomes.flat().filter((o) => o.kind === 'error')).toEqual([]);
        await outcome.client.dispose();
        await new Promise((resolve) => setTimeout(resolve, 50)); // the server sees the close
      }
      await expectHealthy(server);
    });

    it(`closes sockets past ${MAX_PENDING_SOCKETS} waiting to sign in, and those that never do`, async () => {
      const url = `${server.url.replace('http', 'ws')}/graphql`;
      const raw = () => new WebSocket(url, 'graphql-transport-ws');
      const closed = (socket: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
      const waiting = Array.from({ length: MAX_PENDING_SOCKETS }, raw);
      await Promise.all(waiting.map((socket) => new Promise((resolve) => socket.once('open', resolve))));
      const { result: refused, ms } = await timed(() => closed(raw()));
      expect(ms).toBeLessThan(BOUND_MS);
      expect(refused).toEqual(SOCKET_CLOSE.tooManyPending);
      // Never signing in, they are closed by graphql-ws's connection_init timeout (4408).
      const ends = await Promise.all(waiting.map(closed));
      expect(new Set(ends.map((end) => end.code))).toEqual(new Set([4408]));
      expect(CONNECTION_INIT_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
      const user = await signUpUser();
      const outcome = await openSocket(server, `Bearer ${user.idToken}`);
      expect(outcome.connected).toBe(true);
      if (outcome.connected) await outcome.client.dispose();
      await expectHealthy(server);
    });

    it('closes a socket when its token expires; the client reconnects with its refreshed token and carries on', async () => {
      const user = await signUpUser();
      await server.graphql('mutation { auditUser { uid } }', { token: user.idToken });
      const tokens = [shortLivedToken(user.uid, 3), user.idToken];
      const given: string[] = [];
      const closes: { code: number; reason: string }[] = [];
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        // As the app does: the current token on every (re)connection.
        connectionParams: async () => {
          const token = tokens[Math.min(given.length, tokens.length - 1)]!;
          given.push(token);
          return { authorization: `Bearer ${token}` };
        },
        retryAttempts: 2,
        retryWait: async () => undefined,
        on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
      });
      const events = collect(client, subscription);
      await until(() => events.length >= 1);
      const expiresAt = Date.now() + 3_000;
      await until(() => closes.length >= 1, 8_000);
      expect(Date.now()).toBeLessThan(expiresAt + BOUND_MS);
      expect(closes[0]).toMatchObject(SOCKET_CLOSE.tokenExpired);
      // Reconnected with the fresh token, subscribed again: the current document comes again.
      await until(() => events.length >= 2, 5_000);
      expect(events.map((event) => event.kind)).toEqual(['next', 'next']);
      expect(given).toEqual(tokens);
      await client.dispose();
      await expectHealthy(server);
    });
  });
});

describe('production settings', () => {
  const real = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'my-real-app', FIREBASE_API_KEY: 'AIza-key' };

  it.each([
    ['a demo- project', { ...real, FIREBASE_PROJECT_ID: 'demo-anything' }, 'FIREBASE_PROJECT_ID'],
    ['the default (demo) project', { NODE_ENV: 'production' }, 'FIREBASE_PROJECT_ID'],
    ['an Auth emulator host', { ...real, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
  ])('refuses to start in production with %s, naming the variable in one line', (_name, env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid setting ${variable}=".+": expected .*NODE_ENV=production.*\\.$`));
    expect((error as Error).message).not.toContain('\n');
  });

  it('starts in production with a real project and no emulator', () => {
    expect(loadConfig(real)).toMatchObject({ isDemoProject: false, authEmulatorUrl: null });
  });

  it.each([
    ['ALLOWED_ORIGINS', 'null'],
    ['ALLOWED_ORIGINS', '*'],
    ['ALLOWED_ORIGINS', 'https://app.example.com/'],
    ['ALLOWED_ORIGINS', 'https://ok.example.com, file://x'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has a space in it, long enough'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });

  it('reads ALLOWED_ORIGINS as a list', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: ' https://a.example.com ,http://localhost:3000' }).ALLOWED_ORIGINS).toEqual(['https://a.example.com', 'http://localhost:3000']);
    expect(loadConfig({}).ALLOWED_ORIGINS).toEqual([]);
  });
});
