/**
 * An answer's events written into the Apollo cache as they arrive, so every view of the
 * conversation (the drawer, the full page) shows it being written, and it survives the drawer
 * closing: `started` puts the question and the empty answer into the conversation, `text` and
 * `tool` grow the answer, the end gives it its status, figures and tokens, and the balance after
 * it to the one AssistantStatus.
 */
import type { ApolloCache } from '@apollo/client';
import {
  AssistantConversationDocument,
  type AskAssistantSubscription,
  type AssistantConversationQuery,
  type AssistantMessage_MessageFragment,
} from '../../generated/graphql';

export type AssistantEvent = AskAssistantSubscription['askAssistant'];

/** The cache id of a message (normalised by _id). */
const messageId = (cache: ApolloCache, _id: string) => cache.identify({ __typename: 'AssistantMessage', _id });

function message(fields: Pick<AssistantMessage_MessageFragment, '_id' | 'role' | 'content' | 'status'>, now: string): AssistantMessage_MessageFragment & { __typename: 'AssistantMessage' } {
  return { __typename: 'AssistantMessage', toolCalls: [], figures: [], promptTokens: 0, completionTokens: 0, error: null, createdAt: now, ...fields };
}

/** The question and the answer being written, at the end of the conversation (a new one is created in the cache). */
export function writeStarted(cache: ApolloCache, event: AssistantEvent, prompt: string, now = new Date().toISOString()): void {
  const variables = { conversation_Id: event.conversation_Id };
  const cached = cache.readQuery<AssistantConversationQuery>({ query: AssistantConversationDocument, variables });
  const added = [
    message({ _id: event.userMessage_Id ?? `${event.message_Id}:question`, role: 'user', content: prompt, status: 'done' }, now),
    message({ _id: event.message_Id, role: 'assistant', content: '', status: 'streaming' }, now),
  ];
  const conversation = cached?.assistantConversation ?? {
    __typename: 'AssistantConversation' as const,
    _id: event.conversation_Id,
    // The server's title (the prompt, shortened) replaces it when the conversation is read again.
    title: prompt,
    createdAt: now,
    tokensUsed: 0,
    messages: [],
  };
  cache.writeQuery<AssistantConversationQuery>({
    query: AssistantConversationDocument,
    variables,
    data: { assistantConversation: { ...conversation, updatedAt: now, messages: [...conversation.messages, ...added] } },
  });
}

/** A `text` or `tool` event: the answer grows. */
export function writeProgress(cache: ApolloCache, event: AssistantEvent): void {
  const { text, tool } = event;
  cache.modify<AssistantMessage_MessageFragment>({
    id: messageId(cache, event.message_Id),
    fields: {
      content: (content) => (text ? content + text : content),
      toolCalls: (calls) => (tool ? [...(calls as readonly object[]), { __typename: 'AssistantToolCall', ...tool }] : calls) as typeof calls,
    },
  });
}

/** `done` or `error`: the answer's outcome, and the balance after it. */
export function writeEnd(cache: ApolloCache, event: AssistantEvent): void {
  cache.modify<AssistantMessage_MessageFragment>({
    id: messageId(cache, event.message_Id),
    fields: {
      status: () => event.status ?? (event.kind === 'done' ? 'done' : 'failed'),
      error: () => event.error ?? null,
      figures: (figures) => (event.figures ? event.figures.map((figure) => ({ __typename: 'AssistantFigure', ...figure })) : figures) as typeof figures,
      promptTokens: (tokens) => event.promptTokens ?? tokens,
      completionTokens: (tokens) => event.completionTokens ?? tokens,
    },
  });
  if (event.balance !== null && event.balance !== undefined) writeBalance(cache, event.balance);
}

export function writeBalance(cache: ApolloCache, balance: number): void {
  cache.modify({ id: cache.identify({ __typename: 'AssistantStatus' }), fields: { balance: () => balance } });
}
