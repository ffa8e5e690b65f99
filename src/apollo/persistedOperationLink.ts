/**
 * Trusted documents: the app's operations go to the server as ids (the sha256 of each text, in
 * the manifest `npm run codegen` writes), never as text, so a production server can refuse
 * every document that is not the app's own. The ids are looked up by operation name: nothing is
 * hashed in the browser. An operation the manifest does not know is sent as text (a server that
 * trusts only the manifest refuses it), and an id the server does not know is sent again as text
 * once, which a development server accepts (its manifest may lag a fresh `npm run codegen`).
 *
 * Apollo's PersistedQueryLink waits for a promise of the hash even when it is at hand, so a query
 * asked for during a render left only once the render had finished: this link is synchronous.
 */
import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { catchError, mergeMap, of, throwError } from 'rxjs';
import persistedOperationIds from '../generated/persisted-operation-ids.json';

export type OperationIds = Readonly<Record<string, string>>;

const notFound = (errors: readonly GraphQLFormattedError[] | undefined) =>
  errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND' || error.message === 'PersistedQueryNotFound') ?? false;

/** A refusal as an HTTP error (status 400) whose body says the id is unknown. */
function notFoundInBody(error: unknown): boolean {
  if (!ServerError.is(error)) return false;
  try {
    return notFound((JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] }).errors);
  } catch {
    return false;
  }
}

export function createPersistedOperationLink(ids: OperationIds = persistedOperationIds): ApolloLink {
  const idOf = (name: string | undefined) => (name !== undefined && Object.hasOwn(ids, name) ? ids[name] : undefined);
  return new ApolloLink((operation, forward) => {
    const id = idOf(operation.operationName);
    if (id === undefined) return forward(operation);
    operation.extensions.persistedQuery = { version: 1, sha256Hash: id };
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
    let retried = false;
    const withText = () => {
      retried = true;
      operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({ http: { ...http, includeQuery: true, includeExtensions: true } }));
      return forward(operation);
    };
    return forward(operation).pipe(
      mergeMap((result) => (!retried && notFound(result.errors as GraphQLFormattedError[] | undefined) ? withText() : of(result))),
      // Once only: the answer to the text is the answer.
      catchError((error: unknown) => (!retried && notFoundInBody(error) ? withText() : throwError(() => error))),
    );
  });
}
