// The error kinds resolvers and the HTTP layer raise. Codes travel in extensions.code so the
// client can act on them without parsing messages.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NOT_AVAILABLE'
  // Too many requests (HTTP 429, extensions.retryAfterSeconds); a per-user cap reached (what is kept).
  | 'RATE_LIMITED'
  | 'QUOTA_EXCEEDED'
  | 'PAYLOAD_TOO_LARGE'
  // An answer past GRAPHQL_MAX_RESPONSE_BYTES: replaced by this error, never sent.
  | 'RESPONSE_TOO_LARGE'
  | 'BAD_REQUEST'
  | 'IN_USE'
  // Trusted documents: an operation id the manifest does not hold; a document text where only ids run.
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_REQUIRED'
  // A feature that needs the subscription or the trial (common/billing.ts; extensions.feature).
  | 'PLAN_REQUIRED';

/** `status` only for errors that reject the whole request (a bad token); resolver errors stay 200. */
export function appError(code: ErrorCode, message: string, status?: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(status ? { http: { status } } : {}) } });
}

/** An error about one argument, named in extensions.field (`transactionInput[2].portfolio_Id`) for forms. */
export function fieldError(code: ErrorCode, message: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, field } });
}

export const unauthenticated = (message = 'You must be signed in to do this.') => appError('UNAUTHENTICATED', message);

/** The request's credentials are bad: HTTP 401, nothing executes. */
export const invalidCredentials = (message: string) => appError('UNAUTHENTICATED', message, 401);

export const notAvailable = (operation: string) =>
  appError('NOT_AVAILABLE', `The operation ${operation} is not available yet.`);

/** A GraphQL-shaped body for errors raised before GraphQL runs (body too large, bad JSON). */
export function errorBody(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}
