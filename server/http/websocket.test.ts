import { useTestServer } from '../test/testServer';
import { forgedSignedToken, signInAnonymously, signUpUser } from '../test/emulatorUsers';
import { connectSocket as connect, firstOutcome } from '../test/wsClient';
import { SUBSCRIPTIONS_ONLY, tokenExpiresAt } from './websocket';

describe('GraphQL over WebSocket', () => {
  const server = useTestServer('pglite');

  it('accepts a verified token and runs subscriptions through the same schema', async () => {
    const user = await signUpUser({ displayName: 'Ada' });
    await server.graphql('mutation { auditUser { uid } }', { token: user.idToken });
    const client = connect(server, `Bearer ${user.idToken}`);
    const outcome = await firstOutcome(client, 'subscription { userDocument { displayName } }');
    expect(outcome).toEqual({ kind: 'next', detail: { data: { userDocument: { displayName: 'Ada' } } } });
    await client.dispose();
  });

  it('answers a query or mutation sent over the socket with an error, keeping the socket open', async () => {
    const user = await signUpUser();
    await server.graphql('mutation { auditUser { uid } }', { token: user.idToken });
    const client = connect(server, `Bearer ${user.idToken}`);
    const refused = await firstOutcome(client, 'mutation { auditUser { uid } }');
    expect(refused.kind).toBe('error');
    expect(refused.detail).toEqual([expect.objectContaining({ message: SUBSCRIPTIONS_ONLY, extensions: { code: 'BAD_REQUEST' } })]);
    const syntax = await firstOutcome(client, 'subscription {');
    expect(syntax.kind).toBe('error');
    expect(JSON.stringify(syntax.detail)).toContain('Syntax Error');
    const still = await firstOutcome(client, 'subscription { userDocument { theme } }');
    expect(still.kind).toBe('next');
    await client.dispose();
  });

  it('closes the socket for a forged token (4403), before any operation runs', async () => {
    const user = await signUpUser();
    const client = connect(server, `Bearer ${forgedSignedToken(user.uid)}`);
    const outcome = await firstOutcome(client, 'subscription { userDocument { theme } }');
    expect(outcome.kind).toBe('error');
    expect((outcome.detail as { code?: number }).code).toBe(4403);
    await client.dispose();
  });

  it.each([
    ['no token', async () => ''],
    ['an anonymous user', async () => `Bearer ${(await signInAnonymously()).idToken}`],
  ])('refuses a socket with %s: sign in required (4401, which clients do not retry)', async (_name, authorization) => {
    const client = connect(server, await authorization());
    const outcome = await firstOutcome(client, 'subscription { userDocument { theme } }');
    expect(outcome).toEqual({ kind: 'error', detail: expect.objectContaining({ code: 4401, reason: 'Sign in required' }) });
    await client.dispose();
  });
});

describe('GraphQL over WebSocket, refused tokens per address', () => {
  const server = useTestServer('pglite', { RATE_LIMIT_AUTH_FAILURES: '3' });

  it('counts a refused handshake token against the address, then refuses its sockets and its HTTP requests', async () => {
    const user = await signUpUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const client = connect(server, `Bearer ${forgedSignedToken(user.uid)}`);
      expect(await firstOutcome(client, 'subscription { userDocument { theme } }')).toEqual({ kind: 'error', detail: expect.objectContaining({ code: 4403 }) });
      await client.dispose();
    }
    const blocked = connect(server, `Bearer ${user.idToken}`);
    expect(await firstOutcome(blocked, 'subscription { userDocument { theme } }')).toEqual({
      kind: 'error',
      detail: expect.objectContaining({ code: 1013, reason: 'Too many refused tokens from this address; try again later' }),
    });
    await blocked.dispose();
    const http = await server.graphql('mutation { auditUser { uid } }', { token: user.idToken });
    expect(http.status).toBe(429);
    expect(http.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('tokenExpiresAt', () => {
  const token = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  it('reads exp in milliseconds, and null from anything else', () => {
    expect(tokenExpiresAt(token({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(token({ exp: '1700000000' }))).toBeNull();
    expect(tokenExpiresAt('not-a-token')).toBeNull();
  });
});
