/**
 * Asking a question: the askAssistant subscription, its events written into the cache
 * (assistantCache.ts), and, once the answer has ended, the conversation and the history read
 * again (their tokens, order and the stored answer). The subscription is not closed when the
 * asking view goes (the drawer closing): it runs to the answer's end so the cache ends right.
 *
 * Only the question in flight is local state: what the view shows before the server has stored
 * it, and a refusal before anything was stored (a prompt too long, a rate limit), which no
 * cached message carries.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AskAssistantDocument,
  AssistantConversationDocument,
  AssistantConversationsDocument,
  type AskAssistantSubscription,
  type AskAssistantSubscriptionVariables,
} from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { writeEnd, writeProgress, writeStarted, type AssistantEvent } from './assistantCache';

export const CONNECTION_LOST = 'The connection closed before the answer ended. Open the conversation again to see what was written.';

export interface QuestionInFlight {
  /** Tells this question's updates from a later one's. */
  id: number;
  prompt: string;
  /** Once the server has stored it, its conversation: the cache now shows the question and its answer. */
  conversationId: string | null;
}

export interface Refusal {
  prompt: string;
  error: string;
}

export function useAskAssistant(conversationId: string | null, onStarted: (conversationId: string) => void) {
  const client = useApolloClient();
  const [inFlight, setInFlight] = useState<QuestionInFlight | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mounted = useRef(true);
  const startedHandler = useRef(onStarted);
  useEffect(() => {
    startedHandler.current = onStarted;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const asked = useRef(0);

  // Another conversation opened (not the one the question in flight just started): what this
  // view showed of its question goes; the answer itself goes on into the cache.
  const [shownFor, setShownFor] = useState(conversationId);
  if (shownFor !== conversationId) {
    setShownFor(conversationId);
    if (inFlight && inFlight.conversationId !== conversationId) setInFlight(null);
    setRefusal(null);
  }

  const ask = useCallback(
    (prompt: string) => {
      const id = ++asked.current;
      const settle = () => setInFlight((current) => (current?.id === id ? null : current));
      setRefusal(null);
      setInFlight({ id, prompt, conversationId: null });
      let started: AssistantEvent | null = null;
      let ended = false;

      /** The stored answer, the conversation's tokens and the history's order, read again. */
      const reread = (conversation: string | null) => {
        if (conversation) void client.query({ query: AssistantConversationDocument, variables: { conversation_Id: conversation }, fetchPolicy: 'network-only' }).catch(() => undefined);
        void client.query({ query: AssistantConversationsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
      };
      const end = (event: AssistantEvent, storedEnd: boolean) => {
        ended = true;
        writeEnd(client.cache, event);
        settle();
        reread(storedEnd ? event.conversation_Id : null);
      };
      const fail = (error: unknown) => {
        if (ended) return;
        if (started) {
          // What was written stays, marked as cut off here. The server writes the answer to its
          // end, so its stored copy still says "streaming": not read back over this mark.
          end({ ...started, kind: 'error', status: 'failed', error: errorMessage(error), balance: null }, false);
          return;
        }
        ended = true;
        settle();
        if (asked.current === id) setRefusal({ prompt, error: errorMessage(error) });
      };

      client
        .subscribe<AskAssistantSubscription, AskAssistantSubscriptionVariables>({ query: AskAssistantDocument, variables: { conversation_Id: conversationId, prompt }, fetchPolicy: 'no-cache' })
        .subscribe({
          next: ({ data, error }) => {
            if (error) return fail(error);
            const event = data?.askAssistant;
            if (!event || ended) return;
            if (event.kind === 'started') {
              started = event;
              writeStarted(client.cache, event, prompt);
              setInFlight((current) => (current?.id === id ? { ...current, conversationId: event.conversation_Id } : current));
              if (mounted.current) startedHandler.current(event.conversation_Id);
            } else if (event.kind === 'text' || event.kind === 'tool') writeProgress(client.cache, event);
            else end(event, true);
          },
          error: fail,
          complete: () => fail(CONNECTION_LOST),
        });
    },
    [client, conversationId],
  );

  return { ask, inFlight, refusal, busy: inFlight !== null };
}
