import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, createTransportLink, type IdTokenGetter, type KnownIdToken } from './links';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions {
  getIdToken: IdTokenGetter;
  /** The current token when already known (sent without waiting for getIdToken). */
  knownIdToken?: KnownIdToken;
  /** Replaces HTTP + WebSocket (tests pass a link that answers in memory). */
  terminatingLink?: ApolloLink;
  /**
   * Links that see every operation first, before errors are handled: the app's operation log, so
   * the log holds what the screens received (support staff replay it). A replay passes none.
   */
  observers?: readonly ApolloLink[];
}

export function createApolloClient({ getIdToken, knownIdToken, terminatingLink, observers = [] }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      ...observers,
      createErrorLink(),
      createAuthLink(getIdToken, knownIdToken),
      terminatingLink ?? createTransportLink(getIdToken),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
