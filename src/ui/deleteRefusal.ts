/**
 * Reads why the server refused a delete. IN_USE (transactions are filed under the record) is the
 * one refusal the user can act on: by deleting those transactions too (cascade).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from './errorMessage';

export interface DeleteRefusal {
  message: string;
  /** Transactions use the record: deleting it with them (cascade) would go through. */
  inUse: boolean;
}

export function deleteRefusal(error: unknown): DeleteRefusal {
  const inUseError = CombinedGraphQLErrors.is(error)
    ? error.errors.find((graphQLError) => graphQLError.extensions?.code === 'IN_USE')
    : undefined;
  if (!inUseError) return { message: errorMessage(error), inUse: false };
  return { message: inUseSentence(inUseError.message), inUse: true };
}

/**
 * The server's IN_USE message ends with advice for API callers ("delete with cascade: true ...");
 * the dialog offers that choice as a button, so only the first clause is shown.
 */
export function inUseSentence(message: string): string {
  const clause = /^(.*? used by \d+ transactions?);/.exec(message);
  return clause ? `${clause[1]}.` : message;
}
