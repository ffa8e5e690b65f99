/**
 * The name and description brokers and accounts share, checked in the browser with the server's
 * limits (common/limits.ts, which the server applies too) so a form refuses before it sends.
 */
import { MAX_DESCRIPTION, MAX_NAME } from '../../common/limits';

export { MAX_DESCRIPTION, MAX_NAME };

export interface NamedRecordValues {
  name: string;
  description: string;
}

/** What the server gets: trimmed, with an empty description sent as null (none). */
export interface NamedRecordInput {
  name: string;
  description: string | null;
}

export type NamedRecordErrors = Partial<Record<keyof NamedRecordValues, string>>;

export type NamedRecordCheck = { ok: true; input: NamedRecordInput } | { ok: false; errors: NamedRecordErrors };

export const NAME_REQUIRED = 'Enter a name.';
export const NAME_TOO_LONG = `Use at most ${MAX_NAME} characters.`;
export const DESCRIPTION_TOO_LONG = `Use at most ${MAX_DESCRIPTION} characters.`;

export function checkNamedRecord(values: NamedRecordValues): NamedRecordCheck {
  const name = values.name.trim();
  const description = values.description.trim();
  const errors: NamedRecordErrors = {};
  if (!name) errors.name = NAME_REQUIRED;
  else if (name.length > MAX_NAME) errors.name = NAME_TOO_LONG;
  if (description.length > MAX_DESCRIPTION) errors.description = DESCRIPTION_TOO_LONG;
  if (errors.name || errors.description) return { ok: false, errors };
  return { ok: true, input: { name, description: description || null } };
}

export function valuesOf(record?: { name: string; description: string | null } | null): NamedRecordValues {
  return { name: record?.name ?? '', description: record?.description ?? '' };
}
