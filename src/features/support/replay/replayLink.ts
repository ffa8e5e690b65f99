/**
 * The transport of a replay: answers every operation from the operation log instead of a server.
 * Recorded failures come back as the same kind of failure (GraphQL errors, an HTTP error status,
 * a network failure), so the screens show the same error states. An operation the log cannot
 * answer fails with a message saying so, and is reported through `onWarning`.
 */
import { ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import { typePolicies } from '../../../apollo/typePolicies';
import type { LoggedOperation } from '../operationLog';
import { RecordedAnswers, type AnswerLookup, type ReplayWarning } from './recordedAnswers';

export const UNANSWERED_CODE = 'NOT_IN_OPERATION_LOG';

function replayedFailure({ message, statusCode }: NonNullable<LoggedOperation['networkError']>): Error {
  if (statusCode === undefined) return new TypeError(message);
  // The error link turns an HTTP failure into the body's message, as it did when it was recorded.
  const bodyText = JSON.stringify({ message });
  return new ServerError(message, { response: new Response(bodyText, { status: statusCode, headers: { 'content-type': 'application/json' } }), bodyText });
}

function result(entry: LoggedOperation): ApolloLink.Result {
  return { data: (entry.data ?? null) as ApolloLink.Result['data'], ...(entry.errors ? { errors: entry.errors as ApolloLink.Result['errors'] } : {}) };
}

export interface ReplayLinkOptions {
  route: () => string;
  /** The cache saved at the download: the replay starts from it (see RecordedAnswers). */
  endState?: Record<string, unknown>;
  onWarning: (warning: ReplayWarning) => void;
}

/**
 * A query the current screen never recorded, answered from the saved cache when it holds all of
 * it: the screen refetching what the user's cache had (the dashboards list after one was created)
 * sees that state, not an older recording made before the change.
 */
function endStateReader(endState: Record<string, unknown> | undefined) {
  if (!endState) return () => null;
  const cache = new InMemoryCache({ typePolicies });
  cache.restore(endState as Parameters<typeof cache.restore>[0]);
  return (operation: ApolloLink.Operation): LoggedOperation | null => {
    try {
      const data = cache.readQuery({ query: operation.query, variables: operation.variables });
      return data ? { at: '', route: '', operationName: operation.operationName ?? '', operationType: 'query', variables: operation.variables, data, httpStatus: 200, durationMs: 0 } : null;
    } catch {
      return null;
    }
  };
}

export function createReplayLink(operations: readonly LoggedOperation[], { route, onWarning, endState }: ReplayLinkOptions): ApolloLink {
  const answers = new RecordedAnswers(operations, endState !== undefined);
  const fromEndState = endStateReader(endState);
  return new ApolloLink((operation) => {
    const definition = getMainDefinition(operation.query);
    const operationType: LoggedOperation['operationType'] = definition.kind === 'OperationDefinition' ? definition.operation : 'query';
    const asked = { operationName: operation.operationName ?? '(anonymous)', operationType, variables: operation.variables, route: route() };
    const saved = operationType === 'query' && !answers.recordedOn(asked) ? fromEndState(operation) : null;
    const lookup: AnswerLookup = saved ? { kind: 'answer', entry: saved } : answers.lookup(asked);
    return new Observable<ApolloLink.Result>((observer) => {
      // Answer on a later task, like a network would: screens must not see answers synchronously.
      const timer = setTimeout(() => {
        if (lookup.kind === 'events') {
          // Recorded events are delivered; the subscription then stays open, like the real one.
          for (const entry of lookup.entries) observer.next(result(entry));
          return;
        }
        if (lookup.kind === 'unanswered') {
          onWarning(lookup.warning);
          observer.next({ data: null, errors: [{ message: lookup.warning.message, extensions: { code: UNANSWERED_CODE } }] });
          observer.complete();
          return;
        }
        if (lookup.warning) onWarning(lookup.warning);
        if (lookup.entry.networkError) {
          observer.error(replayedFailure(lookup.entry.networkError));
          return;
        }
        observer.next(result(lookup.entry));
        observer.complete();
      }, 0);
      return () => clearTimeout(timer);
    });
  });
}
