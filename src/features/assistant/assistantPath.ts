/** The full page's router path, with the conversation it opens (none: a new one). */
export const ASSISTANT_PATH = '/assistant';

export function assistantPath(conversationId: string | null): string {
  return conversationId ? `${ASSISTANT_PATH}/${encodeURIComponent(conversationId)}` : ASSISTANT_PATH;
}
