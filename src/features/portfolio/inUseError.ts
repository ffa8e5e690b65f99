import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server refused a delete because transactions use the record (code IN_USE in the error's
 * extensions); deleting it again with cascade would take those transactions too.
 */
export function isInUseError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'IN_USE');
}
