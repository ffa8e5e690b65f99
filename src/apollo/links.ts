/**
 * The Apollo link chain: error logging, then the Firebase bearer token, then the transport
 * (HTTP for queries and mutations, sent by persisted id; a WebSocket for subscriptions).
 */
import { ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { defer, mergeMap, throwError } from 'rxjs';
import { createPersistedOperationLink } from './persistedOperationLink';

/** Resolves to the current user's Firebase ID token, or null when there is no user. */
export type IdTokenGetter = () => Promise<string | null>;

/** The Authorization header's value: a bearer token, or an empty value when signed out. */
export async function authorizationValue(getIdToken: IdTokenGetter): Promise<string> {
  const token = await getIdToken();
  return token ? `Bearer ${token}` : '';
}

/** The token already known to be current, synchronously, or null when only getIdToken can tell. */
export type KnownIdToken = () => string | null;

export function createAuthLink(getIdToken: IdTokenGetter, knownIdToken: KnownIdToken = () => null): ApolloLink {
  const asking = new SetContextLink(async (prevContext) => ({
    // The caller's headers come last so that a screen can send its own Authorization (the
    // embedded widget's embed token) and any extra headers it needs.
    headers: { authorization: await authorizationValue(getIdToken), ...prevContext.headers },
  }));
  // A known token goes on without a promise in between: the request leaves in the task that made it.
  return new ApolloLink((operation, forward) => {
    const token = knownIdToken();
    if (token === null) return asking.request(operation, forward);
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { authorization: `Bearer ${token}`, ...headers } }));
    return forward(operation);
  });
}

/** A non-OK HTTP response fails with the body's `message`, or "Request failed". */
export function requestFailedMessage(bodyText: string): string {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall through to the generic message.
  }
  return 'Request failed';
}

export function createErrorLink(log: (message: string) => void = console.error): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const name = operation.operationName ?? 'anonymous operation';
    if (CombinedGraphQLErrors.is(error)) {
      for (const { message, path } of error.errors) {
        log(`[GraphQL error] ${name}: ${message}${path ? ` (path: ${path.join('.')})` : ''}`);
      }
      return;
    }
    if (ServerError.is(error) && !error.response.ok) {
      const message = requestFailedMessage(error.bodyText);
      log(`[HTTP ${error.statusCode}] ${name}: ${message}`);
      // Same error class and response, with the message the server meant for the user.
      const failure = new ServerError(message, { response: error.response, bodyText: error.bodyText });
      return throwError(() => failure);
    }
    log(`[Network error] ${name}: ${error.message}`);
  });
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/** A link whose code is fetched the first time an operation goes through it. */
export function createDeferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const getLink = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (flaky network) is retried by the next operation
      throw error;
    }));
  return new ApolloLink((operation, forward) =>
    defer(getLink).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}

/** Same-origin HTTP that sends the app's operations by persisted id (trusted documents). */
export function createHttpTransportLink(options: Omit<HttpLink.Options, 'uri'> = {}): ApolloLink {
  return ApolloLink.from([createPersistedOperationLink(), new HttpLink({ ...options, uri: '/graphql' })]);
}

/**
 * The real transport: same-origin HTTP, and a WebSocket for subscriptions. The WebSocket code
 * (graphql-ws) is only fetched when the first subscription starts, keeping it off the first load.
 */
export function createTransportLink(getIdToken: IdTokenGetter): ApolloLink {
  const ws = createDeferredLink(async () =>
    (await import('./createWebSocketLink')).createWebSocketLink(getIdToken),
  );
  return ApolloLink.split(isSubscription, ws, createHttpTransportLink());
}
