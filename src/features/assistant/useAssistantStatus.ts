import { useAssistantStatusQuery } from '../../generated/graphql';

/**
 * Whether the assistant can answer, and the balance. Read again on each opening (the balance
 * changes with top-ups made elsewhere); the cached answer shows meanwhile.
 */
export function useAssistantStatus() {
  return useAssistantStatusQuery({ fetchPolicy: 'cache-and-network' });
}
