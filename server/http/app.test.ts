import { useTestServer, testDatabases } from '../test/testServer';
import { knownOperationNames } from '../graphql/knownOperations';

describe.each(testDatabases)('HTTP server on %s', (kind) => {
  const server = useTestServer(kind, { MAX_REQUEST_BYTES: '4096', GRAPHQL_MAX_DEPTH: '2' });

  it('reports health with the database kind and the market data in use', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind, ok: true },
      auth: 'emulator',
      marketData: { setting: 'simulated', mode: 'simulated', providers: ['simulated'], failing: {}, jobs: { due: 0, scheduled: 0, running: 0, dead: 0 } },
    });
  });

  it('exposes Prometheus metrics to this machine, counting the app’s operations by name and any other name as other', async () => {
    const [appOperation] = [...knownOperationNames()];
    await server.graphql(`query ${appOperation} { getTokenBalance { balance } }`);
    await server.graphql('query Probe { getTokenBalance { balance } }');
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(`graphql_operations_total{operation="${appOperation}",type="query",outcome="error"} 1`);
    expect(text).toMatch(/graphql_operations_total\{operation="other",type="query",outcome="error"\} 1/);
    expect(text).not.toContain('Probe');
  });

  it('refuses an oversized body with a GraphQL error and 413', async () => {
    const { status, body } = await server.graphql(`query Big { getTokenBalance { balance } } # ${'x'.repeat(5000)}`);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with a GraphQL error and 400', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ getTokenBalance { balance } }"',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toEqual({ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('answers a request without a query with a GraphQL error', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toMatch(/query/i);
  });

  it('rejects a query deeper than the limit (2 here) before running it, through fragments too', async () => {
    const within = await server.graphql('{ UserTransactions { _id } }');
    expect(within.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const query of [
      '{ UserTransactions { parentportfolio { _id } } }',
      'query Q { ...A } fragment A on Query { UserBrokerAccount { ...B } } fragment B on Broker { accounts { _id } }',
    ]) {
      const { body } = await server.graphql(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({ message: 'The query is 3 levels deep; the limit is 2.' });
    }
  });

  it('sets security headers and echoes a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'support-123' } });
    expect(response.headers.get('x-request-id')).toBe('support-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const generated = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the runtime config for the SPA, and says when the SPA is not built', async () => {
    const config = await fetch(`${server.url}/app/runtime-config.js`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.text()).toMatch(/^window\.__APP_CONFIG__ = \{.*"projectId":"demo-portfolio-test".*"authEmulatorUrl":"http:\/\/127\.0\.0\.1:\d+"/);
    const app = await fetch(`${server.url}/app/`);
    expect(app.status).toBe(503);
    expect(await app.text()).toContain('npm run build');
  });
});
