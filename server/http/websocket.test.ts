import { useTestServer } from '../test/testServer';
import { forgedSignedToken, signUpUser } from '../test/emulatorUsers';
import { connectSocket as connect, firstOutcome } from '../test/wsClient';

describe('GraphQL over WebSocket', () => {
  const server = useTestServer('pglite');

  it('accepts a verified token and runs operations through the same schema', async () => {
    const user = await signUpUser();
    const client = connect(server, `Bearer ${user.idToken}`);
    const outcome = await firstOutcome(client, 'mutation { auditUser { uid } }');
    expect(outcome).toEqual({ kind: 'next', detail: { data: { auditUser: { uid: user.uid } } } });
    const unbuilt = await firstOutcome(client, '{ getTokenBalance { balance } }');
    expect(JSON.stringify(unbuilt.detail)).toContain('The operation getTokenBalance is not available yet.');
    await client.dispose();
  });

  it('closes the socket for a forged token (4403), before any operation runs', async () => {
    const user = await signUpUser();
    const client = connect(server, `Bearer ${forgedSignedToken(user.uid)}`);
    const outcome = await firstOutcome(client, 'mutation { auditUser { uid } }');
    expect(outcome.kind).toBe('error');
    expect((outcome.detail as { code?: number }).code).toBe(4403);
    await client.dispose();
  });

  it('lets a socket without a token connect but reach nothing private', async () => {
    const client = connect(server, '');
    const outcome = await firstOutcome(client, 'mutation { auditUser { uid } }');
    expect(outcome.kind).toBe('next');
    expect(JSON.stringify(outcome.detail)).toContain('UNAUTHENTICATED');
    expect((outcome.detail as { data: unknown }).data).toBeNull();
    await client.dispose();
  });
});
