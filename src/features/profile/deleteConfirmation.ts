/** The word that confirms account deletion, besides the user's own e-mail. */
export const DELETE_WORD = 'DELETE';

/** The typed text confirms deletion: DELETE exactly, or the account's e-mail (any case). */
export function confirmsDeletion(typed: string, email: string | null | undefined): boolean {
  const text = typed.trim();
  if (text === DELETE_WORD) return true;
  return !!email && text.toLowerCase() === email.trim().toLowerCase();
}
