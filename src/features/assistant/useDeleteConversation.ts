import type { Reference } from '@apollo/client';
import { useDeleteAssistantConversationMutation } from '../../generated/graphql';

/**
 * Deletes a conversation and takes it out of the cache: out of the history list, and the
 * conversation itself (its messages) evicted.
 */
export function useDeleteConversation() {
  const [mutate, state] = useDeleteAssistantConversationMutation();
  const remove = async (conversationId: string) => {
    await mutate({
      variables: { conversation_Id: conversationId },
      update(cache, { data }) {
        const deleted = data?.deleteAssistantConversation;
        if (!deleted) return;
        const id = cache.identify({ __typename: 'AssistantConversation', _id: deleted });
        cache.modify<{ assistantConversations: readonly Reference[] }>({
          fields: { assistantConversations: (list, { readField }) => list.filter((ref) => readField('_id', ref) !== deleted) },
        });
        cache.evict({ id });
        cache.gc();
      },
    });
  };
  return [remove, state] as const;
}
