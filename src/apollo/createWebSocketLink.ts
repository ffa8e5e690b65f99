import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { authorizationValue, type IdTokenGetter } from './links';

/** Subscriptions over graphql-ws on the page's own origin, authorised like HTTP requests. */
export function createWebSocketLink(getIdToken: IdTokenGetter): GraphQLWsLink {
  const { protocol, host } = window.location;
  return new GraphQLWsLink(
    createClient({
      url: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`,
      lazy: true,
      // Read on every (re)connection, so a reconnect carries the current user's token.
      connectionParams: async () => ({ authorization: await authorizationValue(getIdToken) }),
    }),
  );
}
