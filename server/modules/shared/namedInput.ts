// The rules brokers, accounts and portfolios share for what the user types: a name and a description.
import { MAX_DESCRIPTION, MAX_NAME } from '../../../common/limits';
import { appError } from '../../kernel/errors';

export { MAX_DESCRIPTION, MAX_NAME };

export interface NamedInput {
  name: string;
  description: string | null;
}

/**
 * Trims and checks a name and description; `path` is the argument as the caller wrote it
 * (`brokerInput`, `brokerInput[2]`) so the error names the exact field.
 */
export function parseNamedInput(input: { name: string; description?: string | null }, path: string): NamedInput {
  const name = input.name.trim();
  if (name.length === 0 || name.length > MAX_NAME) {
    throw appError('BAD_USER_INPUT', `${path}.name must be 1 to ${MAX_NAME} characters.`);
  }
  const description = input.description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION) {
    throw appError('BAD_USER_INPUT', `${path}.description must be at most ${MAX_DESCRIPTION} characters.`);
  }
  return { name, description };
}

/** Deletes cascade to owned rows, so they happen only when the caller says so. */
export function requireConfirm(confirm: boolean | null | undefined, what: string): void {
  if (confirm !== true) {
    throw appError('BAD_USER_INPUT', `Deleting ${what} needs confirm: true; nothing was deleted.`);
  }
}

/** Limits bulk creates: one request, one statement, bounded. */
export const MAX_BULK = 1000;

export function requireBulkSize(count: number, path: string): void {
  if (count > MAX_BULK) throw appError('BAD_USER_INPUT', `${path} may hold at most ${MAX_BULK} items.`);
}
