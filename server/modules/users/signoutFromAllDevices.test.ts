import { useTestServer, testDatabases } from '../../test/testServer';
import { signInWithPassword, signUpUser } from '../../test/emulatorUsers';
import { collect, connectSocket, until } from '../../test/wsClient';

const AUDIT = 'mutation { auditUser { uid } }';

describe.each(testDatabases)('signoutFromAllDevices on %s', (kind) => {
  const server = useTestServer(kind);

  it('pushes the revocation, closes old sockets, refuses old tokens and accepts a new sign-in', async () => {
    const user = await signUpUser();
    const otherDevice = await signInWithPassword(user.email!);
    await server.graphql(AUDIT, { token: user.idToken });

    const socket = connectSocket(server, `Bearer ${otherDevice}`);
    const events = collect(socket, 'subscription { revocation { revokedAt } }');
    await new Promise((resolve) => setTimeout(resolve, 200)); // subscribed
    // The second boundary: Firebase's cut-off has second resolution, later sign-ins must be after it.
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

    const { body } = await server.graphql<{ signoutFromAllDevices: { revokedAt: string } }>('{ signoutFromAllDevices { revokedAt } }', { token: user.idToken });
    expect(body.errors).toBeUndefined();
    const revokedAt = body.data!.signoutFromAllDevices.revokedAt;

    await until(() => events.length >= 2);
    expect(events[0]).toEqual({ kind: 'next', detail: { data: { revocation: { revokedAt } } } });
    expect(events[1]).toMatchObject({ kind: 'error', detail: { code: 4401 } });

    for (const old of [user.idToken, otherDevice]) {
      const refused = await server.graphql(AUDIT, { token: old });
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]).toMatchObject({ message: 'You were signed out of all devices. Please sign in again.' });
      expect(refused.body.data ?? null).toBeNull();
    }
    const reconnect = connectSocket(server, `Bearer ${otherDevice}`);
    const refusedSocket = collect(reconnect, 'subscription { revocation { revokedAt } }');
    await until(() => refusedSocket.length === 1);
    expect(refusedSocket[0]).toMatchObject({ kind: 'error', detail: { code: 4403 } });

    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    const fresh = await signInWithPassword(user.email!);
    const accepted = await server.graphql<{ auditUser: { uid: string } }>(AUDIT, { token: fresh });
    expect(accepted.body.data?.auditUser.uid).toBe(user.uid);
    await socket.dispose();
    await reconnect.dispose();
  });
});
