import { InMemoryCache } from '@apollo/client';
import { typePolicies } from '../../apollo/typePolicies';
import { AssistantConversationDocument, AssistantStatusDocument, type AssistantConversationQuery, type AssistantStatusQuery } from '../../generated/graphql';
import { writeEnd, writeProgress, writeStarted, type AssistantEvent } from './assistantCache';
import { NO_EVENT, conversationFixture, messageFixture, statusFixture } from './testing/assistantFixtures';

const event = (overrides: Partial<AssistantEvent> & Pick<AssistantEvent, 'kind'>): AssistantEvent => ({
  conversation_Id: 'c-1',
  message_Id: 'a-2',
  ...NO_EVENT,
  ...overrides,
});

function cacheWithConversation() {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: AssistantStatusDocument, data: { assistantStatus: statusFixture({ balance: 900 }) } });
  cache.writeQuery({
    query: AssistantConversationDocument,
    variables: { conversation_Id: 'c-1' },
    data: { assistantConversation: { ...conversationFixture({ _id: 'c-1' }), messages: [messageFixture({ _id: 'q-1', role: 'user', content: 'First?' }), messageFixture({ _id: 'a-1', content: 'First answer.' })] } },
  });
  return cache;
}

const read = (cache: InMemoryCache) => cache.readQuery<AssistantConversationQuery>({ query: AssistantConversationDocument, variables: { conversation_Id: 'c-1' } })?.assistantConversation;

describe('an answer written into the cache', () => {
  it('appends the question and the growing answer to a conversation, then its outcome and the balance', () => {
    const cache = cacheWithConversation();
    writeStarted(cache, event({ kind: 'started', userMessage_Id: 'q-2' }), 'And then?', '2026-11-28T09:00:00.000Z');
    expect(read(cache)?.messages.map((m) => [m._id, m.role, m.content, m.status])).toEqual([
      ['q-1', 'user', 'First?', 'done'],
      ['a-1', 'assistant', 'First answer.', 'done'],
      ['q-2', 'user', 'And then?', 'done'],
      ['a-2', 'assistant', '', 'streaming'],
    ]);
    expect(read(cache)?.updatedAt).toBe('2026-11-28T09:00:00.000Z');

    writeProgress(cache, event({ kind: 'text', text: 'It ' }));
    writeProgress(cache, event({ kind: 'tool', tool: { name: 'holdings', arguments: '{}', summary: '3 holdings' } }));
    writeProgress(cache, event({ kind: 'text', text: 'grew.' }));
    expect(read(cache)?.messages[3]).toMatchObject({ content: 'It grew.', toolCalls: [{ name: 'holdings', summary: '3 holdings' }], status: 'streaming' });

    writeEnd(cache, event({ kind: 'done', status: 'done', figures: [{ label: 'Market value', value: '10 USD', link: '/app' }], promptTokens: 30, completionTokens: 5, balance: 865 }));
    expect(read(cache)?.messages[3]).toMatchObject({ status: 'done', error: null, promptTokens: 30, completionTokens: 5, figures: [{ label: 'Market value', value: '10 USD', link: '/app' }] });
    expect(cache.readQuery<AssistantStatusQuery>({ query: AssistantStatusDocument })?.assistantStatus.balance).toBe(865);
  });

  it('keeps the balance when billing is off (no balance in the event), and marks a failure', () => {
    const cache = cacheWithConversation();
    writeStarted(cache, event({ kind: 'started', userMessage_Id: 'q-2' }), 'And then?');
    writeEnd(cache, event({ kind: 'error', status: 'failed', error: 'The model timed out.' }));
    expect(read(cache)?.messages[3]).toMatchObject({ status: 'failed', error: 'The model timed out.' });
    expect(cache.readQuery<AssistantStatusQuery>({ query: AssistantStatusDocument })?.assistantStatus.balance).toBe(900);
  });

  it('creates a new conversation titled by its first question until the server\'s title arrives', () => {
    const cache = new InMemoryCache({ typePolicies });
    writeStarted(cache, event({ kind: 'started', conversation_Id: 'c-9', userMessage_Id: 'q-1', message_Id: 'a-1' }), 'x'.repeat(100));
    const created = cache.readQuery<AssistantConversationQuery>({ query: AssistantConversationDocument, variables: { conversation_Id: 'c-9' } })?.assistantConversation;
    expect(created).toMatchObject({ _id: 'c-9', title: 'x'.repeat(100), tokensUsed: 0 });
    expect(created?.messages.map((m) => m.status)).toEqual(['done', 'streaming']);
  });
});
