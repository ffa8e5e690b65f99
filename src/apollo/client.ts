import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { operationLog } from '../features/support/operationLog';
import { createOperationLogLink } from '../features/support/operationLogLink';
import { createAuthLink, createErrorLink, createTransportLink, type IdTokenGetter } from './links';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions {
  getIdToken: IdTokenGetter;
  /** Replaces HTTP + WebSocket (tests pass a link that answers in memory). */
  terminatingLink?: ApolloLink;
  /** Off for a replay, which answers from a log and must not write one. */
  recordOperations?: boolean;
}

export function createApolloClient({ getIdToken, terminatingLink, recordOperations = true }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      // First, so the log holds what the screens received (support staff replay it).
      ...(recordOperations ? [createOperationLogLink(operationLog)] : []),
      createErrorLink(),
      createAuthLink(getIdToken),
      terminatingLink ?? createTransportLink(getIdToken),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
