import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, createTransportLink, type IdTokenGetter } from './links';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions {
  getIdToken: IdTokenGetter;
  /** Replaces HTTP + WebSocket (tests pass a link that answers in memory). */
  terminatingLink?: ApolloLink;
}

export function createApolloClient({ getIdToken, terminatingLink }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(),
      createAuthLink(getIdToken),
      terminatingLink ?? createTransportLink(getIdToken),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
