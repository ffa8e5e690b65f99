import { ApolloLink, gql } from '@apollo/client';
import { firstValueFrom } from 'rxjs';
import { createApolloClient } from './client';
import { createWebSocketLink, SIGNED_OUT_SUBSCRIPTION } from './createWebSocketLink';

const Revocation = gql`
  subscription Revocation {
    revocation {
      revokedAt
    }
  }
`;

/** Records the sockets the link opens; they never connect. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: string[] = [];
  readyState = FakeWebSocket.CONNECTING;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(url);
  }
  close() {
    this.readyState = FakeWebSocket.CLOSED;
  }
  send() {}
}

describe('createWebSocketLink', () => {
  const realWebSocket = window.WebSocket;
  beforeEach(() => {
    FakeWebSocket.opened = [];
    window.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    window.WebSocket = realWebSocket;
  });

  const client = createApolloClient({ getIdToken: async () => null, terminatingLink: ApolloLink.empty() });

  it('opens no socket without a signed-in user, and fails the subscription at once', async () => {
    const link = createWebSocketLink(async () => null);
    await expect(firstValueFrom(ApolloLink.execute(link, { query: Revocation }, { client }))).rejects.toThrow(SIGNED_OUT_SUBSCRIPTION);
    expect(FakeWebSocket.opened).toEqual([]);
  });

  it('opens the socket on the page’s own origin when there is a token', async () => {
    const link = createWebSocketLink(async () => 'id-token');
    const subscription = ApolloLink.execute(link, { query: Revocation }, { client }).subscribe({ error: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeWebSocket.opened).toEqual([`ws://${window.location.host}/graphql`]);
    subscription.unsubscribe();
  });
});
