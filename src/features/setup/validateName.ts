/** The server's limits on broker, account and portfolio names (server/modules/shared/namedInput.ts). */
export const MAX_NAME_LENGTH = 100;

/** A name as the server will store it (trimmed), or the message saying why it cannot be. */
export function validateName(raw: string, label: string): { value: string; error: string | null } {
  const value = raw.trim();
  if (!value) return { value, error: `${label} is required.` };
  if (value.length > MAX_NAME_LENGTH) return { value, error: `${label} must be at most ${MAX_NAME_LENGTH} characters.` };
  return { value, error: null };
}
