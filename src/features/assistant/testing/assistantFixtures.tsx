/** The assistant's API as tests meet it: status, conversations, answers' events, and a renderer with a live subscription link. */
import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { typePolicies } from '../../../apollo/typePolicies';
import { basename } from '../../../app/basename';
import {
  AssistantConversationDocument,
  AssistantConversationsDocument,
  AssistantStatusDocument,
  DeleteAssistantConversationDocument,
  type AskAssistantSubscription,
  type AssistantConversationQuery,
  type AssistantMessage_MessageFragment,
  type AssistantStatus_StatusFragment,
  type ConversationHistory_ConversationFragment,
} from '../../../generated/graphql';
import { AppToaster } from '../../../ui/AppToaster';
import { system } from '../../../ui/theme';

export const TOP_UP = '/app/token-top-up-prices';

export function statusFixture(overrides: Partial<AssistantStatus_StatusFragment> = {}) {
  return { __typename: 'AssistantStatus' as const, configured: true, model: 'test-model', howToConfigure: null, maxPromptLength: 4000, balance: 12_345, metered: true, topUpLink: TOP_UP, ...overrides };
}

export const statusMock = (overrides: Partial<AssistantStatus_StatusFragment> = {}): MockLink.MockedResponse => ({
  request: { query: AssistantStatusDocument },
  result: { data: { assistantStatus: statusFixture(overrides) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function conversationFixture(overrides: Partial<ConversationHistory_ConversationFragment> = {}) {
  return { __typename: 'AssistantConversation' as const, _id: 'c-1', title: 'What are my largest holdings?', createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:01:00.000Z', tokensUsed: 1_234, ...overrides };
}

/** As the server sends them: value objects with their __typename, which the cache's fragments match on. */
const typed = <T extends object>(typename: string, items: readonly T[]) => items.map((item) => ({ __typename: typename, ...item }));

export function messageFixture(overrides: Partial<AssistantMessage_MessageFragment> = {}) {
  const { toolCalls = [], figures = [], ...rest } = overrides;
  return {
    __typename: 'AssistantMessage' as const,
    _id: 'm-1',
    role: 'assistant' as const,
    content: '',
    promptTokens: 0,
    completionTokens: 0,
    status: 'done' as const,
    error: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...rest,
    toolCalls: typed('AssistantToolCall', toolCalls),
    figures: typed('AssistantFigure', figures),
  };
}

export const conversationsMock = (list: ReturnType<typeof conversationFixture>[], maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: AssistantConversationsDocument },
  result: { data: { assistantConversations: list } },
  maxUsageCount,
});

export const conversationMock = (conversation: ReturnType<typeof conversationFixture>, messages: ReturnType<typeof messageFixture>[]): MockLink.MockedResponse => ({
  request: { query: AssistantConversationDocument, variables: { conversation_Id: conversation._id } },
  result: { data: { assistantConversation: { ...conversation, messages } } satisfies AssistantConversationQuery },
});

export const missingConversationMock = (conversationId: string): MockLink.MockedResponse => ({
  request: { query: AssistantConversationDocument, variables: { conversation_Id: conversationId } },
  result: { errors: [{ message: 'Conversation does not exist!', extensions: { code: 'NOT_FOUND' } }] },
});

export const deleteMock = (conversationId: string): MockLink.MockedResponse => ({
  request: { query: DeleteAssistantConversationDocument, variables: { conversation_Id: conversationId } },
  result: { data: { deleteAssistantConversation: conversationId } },
});

type Event = AskAssistantSubscription['askAssistant'];
/** Every field of an event left empty, for a test to fill the ones its kind carries. */
export const NO_EVENT: Omit<Event, 'kind' | 'conversation_Id' | 'message_Id'> = {
  userMessage_Id: null,
  text: null,
  tool: null,
  figures: null,
  promptTokens: null,
  completionTokens: null,
  balance: null,
  status: null,
  error: null,
  topUpLink: null,
};

/** An answer's events, pushed one at a time into the asking view's subscription. */
export function answerStream(link: MockSubscriptionLink, ids = { conversation: 'c-new', message: 'm-answer', question: 'm-question' }) {
  // The link delivers on a timer: each push waits for it, inside act, so the view has rendered it.
  const deliver = (result: MockSubscriptionLink.Result) =>
    act(async () => {
      link.simulateResult(result);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const push = (event: Partial<Event> & Pick<Event, 'kind'>) =>
    deliver({ result: { data: { askAssistant: { __typename: 'AssistantEvent', ...NO_EVENT, conversation_Id: ids.conversation, message_Id: ids.message, ...event } } } });
  return {
    ids,
    started: () => push({ kind: 'started', userMessage_Id: ids.question }),
    text: (text: string) => push({ kind: 'text', text }),
    tool: (name: string, summary: string) => push({ kind: 'tool', tool: { __typename: 'AssistantToolCall', name, arguments: '{}', summary } as Event['tool'] }),
    end: (event: Partial<Event> & Pick<Event, 'kind'>) => push(event),
    /** A refusal before anything was stored (a GraphQL error on the subscription). */
    refuse: (message: string) => deliver({ result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } as never }),
  };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders `element` at `path` (every path shows it, with the current location), over Apollo's
 * mocks for queries and mutations and a subscription link the test pushes an answer's events into.
 */
export function renderAssistant(element: ReactNode, { mocks, path = '/app/', routes }: { mocks: MockLink.MockedResponse[]; path?: string; routes?: RouteObject[] }) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    subscriptions,
    new MockLink(mocks),
  );
  const router = createMemoryRouter(
    routes ?? [
      {
        path: '*',
        element: (
          <>
            {element}
            <Location />
          </>
        ),
      },
    ],
    { basename, initialEntries: [path] },
  );
  const cache = new InMemoryCache({ typePolicies });
  const result = render(
    <MockedProvider link={link} cache={cache}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <AppToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...result, router, cache, subscriptions, stream: answerStream(subscriptions) };
}
