import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { defer, mergeMap, throwError } from 'rxjs';
import { authorizationValue, type IdTokenGetter } from './links';

export const SIGNED_OUT_SUBSCRIPTION = 'Live updates need a signed-in user.';

/**
 * Subscriptions over graphql-ws on the page's own origin, authorised like HTTP requests. The
 * server accepts only a signed-in user's socket, so without a token no socket is opened (a
 * signed-out tab would otherwise be refused again and again). When the server closes a socket
 * because its token expired, graphql-ws reconnects and reads connectionParams again, which
 * carries the refreshed token; a refusal for want of a user (4401) is never retried.
 */
export function createWebSocketLink(getIdToken: IdTokenGetter): ApolloLink {
  const { protocol, host } = window.location;
  const socket = new GraphQLWsLink(
    createClient({
      url: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`,
      lazy: true,
      // Read on every (re)connection, so a reconnect carries the current user's token.
      connectionParams: async () => ({ authorization: await authorizationValue(getIdToken) }),
    }),
  );
  const signedInOnly = new ApolloLink((operation, forward) =>
    defer(getIdToken).pipe(mergeMap((token) => (token ? forward(operation) : throwError(() => new Error(SIGNED_OUT_SUBSCRIPTION))))),
  );
  return ApolloLink.from([signedInOnly, socket]);
}
