import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { displaySettingsVar } from '../../apollo/vars';
import { useAssistantConversationQuery, type AssistantConversationQuery, type AssistantStatus_StatusFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { Loader } from '../../ui/Loader';
import { AssistantAnswer, TopUpLink, tokensText, type AnswerShown } from './AssistantAnswer';
import { PromptForm } from './PromptForm';
import { SUGGESTED_QUESTIONS } from './suggestions';
import { useAskAssistant } from './useAskAssistant';

export const SPENT_OFFER = 'Your agent-token balance is spent.';

interface AssistantConversationProps {
  /** null: a new conversation, created by its first question. */
  conversationId: string | null;
  status: AssistantStatus_StatusFragment;
  /** A new conversation's first question was stored: it has an id now. */
  onStarted: (conversationId: string) => void;
  /** A link inside was followed (the drawer closes). */
  onNavigate?: (() => void) | undefined;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Focus the question field when it appears (the drawer). */
  autoFocus?: boolean;
}

/**
 * One conversation, the drawer's and the full page's: its messages as a live log, the
 * suggestions while it is empty, its tokens, and the question field (or why none can be asked).
 */
export function AssistantConversation(props: AssistantConversationProps) {
  const asking = useAskAssistant(props.conversationId, props.onStarted);
  if (!props.conversationId) return <ConversationLayout {...props} asking={asking} conversation={null} />;
  return <SavedConversation key={props.conversationId} {...props} conversationId={props.conversationId} asking={asking} />;
}

type LayoutProps = AssistantConversationProps & { asking: ReturnType<typeof useAskAssistant> };

/**
 * A stored conversation, in its own component so that its query always runs: a skipped query
 * later given an id did not follow the cache's writes (Apollo 4), and the answer streaming into
 * a new conversation stopped showing after its first event.
 */
function SavedConversation(props: LayoutProps & { conversationId: string }) {
  const { data, error } = useAssistantConversationQuery({ variables: { conversation_Id: props.conversationId } });
  const conversation = data?.assistantConversation;
  if (conversation) return <ConversationLayout {...props} conversation={conversation} />;
  if (!error) return <Loader inArea />;
  // "Conversation does not exist!" for a deleted, foreign or mistyped id: said plainly.
  return (
    <Text p="4" role="alert" color="fg.muted">
      {errorMessage(error)}
    </Text>
  );
}

function ConversationLayout({ conversation, status, asking, onNavigate, inputRef, autoFocus = false }: LayoutProps & { conversation: AssistantConversationQuery['assistantConversation'] | null }) {
  const { locale } = useReactiveVar(displaySettingsVar);
  const { ask, inFlight, refusal, busy } = asking;
  const messages = conversation?.messages ?? [];
  const pending = inFlight && !inFlight.conversationId ? inFlight.prompt : null;
  const empty = messages.length === 0 && !pending && !refusal;
  const spent = status.metered && status.balance <= 0;

  // The log follows what is written, while the reader is at its end (not once they scroll up to read).
  const log = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const last = messages.at(-1);
  const growth = `${messages.length}:${last?.content.length ?? 0}:${last?.toolCalls.length ?? 0}:${last?.status ?? ''}:${pending ?? ''}:${refusal?.error ?? ''}`;
  useLayoutEffect(() => {
    if (log.current && atEnd.current) log.current.scrollTop = log.current.scrollHeight;
  }, [growth]);

  return (
    <Flex direction="column" h="full" minH="0">
      <Stack
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        flex="1"
        minH="0"
        overflowY="auto"
        gap="3"
        p="4"
        onScroll={(event) => {
          const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
          atEnd.current = scrollHeight - scrollTop - clientHeight < 48;
        }}
      >
        {messages.map((message) => (message.role === 'user' ? <Question key={message._id} text={message.content} /> : <AssistantAnswer key={message._id} answer={message} topUpLink={status.topUpLink} onNavigate={onNavigate} />))}
        {pending ? (
          <>
            <Question text={pending} />
            <AssistantAnswer answer={{ ...EMPTY_ANSWER, status: 'streaming' }} topUpLink={status.topUpLink} />
          </>
        ) : null}
        {refusal ? (
          <>
            <Question text={refusal.prompt} />
            <AssistantAnswer answer={{ ...EMPTY_ANSWER, status: 'failed', error: refusal.error }} topUpLink={status.topUpLink} />
          </>
        ) : null}
        {empty ? status.configured ? <Suggestions disabled={busy || spent} onAsk={ask} /> : <NotConfigured howTo={status.howToConfigure} /> : null}
      </Stack>
      <Stack gap="2" p="4" pt="2" borderTopWidth="1px" flexShrink="0" hidden={!status.configured && !conversation}>
        {conversation ? (
          <Text data-testid="conversation-usage" textStyle="xs" color="fg.muted">
            This conversation used {tokensText(conversation.tokensUsed, locale)}
          </Text>
        ) : null}
        {!status.configured ? (
          empty ? null : <NotConfigured howTo={status.howToConfigure} />
        ) : (
          <>
            {spent ? (
              <Flex role="status" wrap="wrap" gap="2" align="baseline" textStyle="sm" p="3" rounded="l2" bg="orange.subtle" color="orange.fg">
                <Text>{SPENT_OFFER}</Text>
                <TopUpLink topUpLink={status.topUpLink} onNavigate={onNavigate} />
              </Flex>
            ) : null}
            <PromptForm maxLength={status.maxPromptLength} disabled={busy || spent} onAsk={ask} inputRef={inputRef} autoFocus={autoFocus} />
          </>
        )}
      </Stack>
    </Flex>
  );
}

const EMPTY_ANSWER: Omit<AnswerShown, 'status'> = { content: '', toolCalls: [], figures: [], promptTokens: 0, completionTokens: 0, error: null };

/** No model is set up: what an administrator does about it, said plainly (no question can be asked). */
function NotConfigured({ howTo }: { howTo: string | null }) {
  return (
    <Stack gap="1" textStyle="sm" data-testid="assistant-not-configured">
      <Text fontWeight="semibold">The assistant is not set up on this server.</Text>
      {howTo ? <Text color="fg.muted">{howTo}</Text> : null}
    </Stack>
  );
}

function Question({ text }: { text: string }) {
  return (
    <Box alignSelf="flex-end" maxW="85%" px="3" py="2" rounded="l2" bg="colorPalette.subtle" colorPalette="primary" textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
      <Text as="span" srOnly>
        You asked:{' '}
      </Text>
      {text}
    </Box>
  );
}

function Suggestions({ disabled, onAsk }: { disabled: boolean; onAsk: (prompt: string) => void }) {
  return (
    <Stack gap="2" py="2">
      <Text textStyle="sm" color="fg.muted">
        Ask about your own portfolio; the answer links each figure to where it comes from. For example:
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <Button variant="outline" size="sm" h="auto" minH="8" py="1.5" whiteSpace="normal" textAlign="start" justifyContent="flex-start" w="full" disabled={disabled} onClick={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
