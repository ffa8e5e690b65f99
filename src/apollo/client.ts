import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, createTransportLink, type IdTokenGetter } from './links';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions {
  getIdToken: IdTokenGetter;
  /** Replaces HTTP + WebSocket (tests pass a link that answers in memory). */
  terminatingLink?: ApolloLink;
  /**
   * Links that see every operation first, before errors are handled: the app's operation log, so
   * the log holds what the screens received (support staff replay it). A replay passes none.
   */
  observers?: readonly ApolloLink[];
}

export function createApolloClient({ getIdToken, terminatingLink, observers = [] }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      ...observers,
      createErrorLink(),
      createAuthLink(getIdToken),
      terminatingLink ?? createTransportLink(getIdToken),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
