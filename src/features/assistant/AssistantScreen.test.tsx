import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssistantScreen } from './AssistantScreen';
import { conversationFixture, conversationMock, conversationsMock, messageFixture, missingConversationMock, renderAssistant, statusMock } from './testing/assistantFixtures';
import type { MockLink } from '@apollo/client/testing';

const routes = [
  { path: '/assistant', element: <AssistantScreen /> },
  { path: '/assistant/:conversationId', element: <AssistantScreen /> },
];

const renderScreen = (path: string, mocks: MockLink.MockedResponse[]) => renderAssistant(null, { mocks, path, routes });

describe('the assistant page', () => {
  it('shows the conversation of the URL, and the history (behind its toggle at jsdom\'s phone width)', async () => {
    const holdings = conversationFixture({ _id: 'c-1', title: 'What are my largest holdings?', tokensUsed: 412 });
    const { router } = renderScreen('/app/assistant/c-1', [
      statusMock({ metered: false }),
      conversationsMock([holdings, conversationFixture({ _id: 'c-2', title: 'Older question' })]),
      conversationMock(holdings, [
        messageFixture({ _id: 'q', role: 'user', content: holdings.title }),
        messageFixture({ _id: 'a', content: 'AAPL is your largest.', promptTokens: 400, completionTokens: 12 }),
      ]),
      conversationMock(conversationFixture({ _id: 'c-2', title: 'Older question' }), []),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant' })).toBeInTheDocument();
    expect(await screen.findByTestId('assistant-answer')).toHaveTextContent('AAPL is your largest.');
    expect(screen.getByTestId('conversation-usage')).toHaveTextContent('This conversation used 412 tokens');
    // Not metered: no balance.
    expect(screen.queryByTestId('assistant-balance')).not.toBeInTheDocument();

    // jsdom matches no media query: the phone layout, where the history replaces the conversation.
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: /^What are my largest holdings/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('assistant-answer')).not.toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Older question/ }));
    expect(router.state.location.pathname).toBe('/app/assistant/c-2');
  });

  it('says plainly that a missing or foreign conversation does not exist', async () => {
    renderScreen('/app/assistant/someone-elses', [statusMock(), conversationsMock([]), missingConversationMock('someone-elses')]);
    expect(await screen.findByText('Conversation does not exist!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask about your portfolio' })).not.toBeInTheDocument();
  });

  it('puts a new conversation in the URL once its first question is stored', async () => {
    const { router, stream } = renderScreen('/app/assistant', [statusMock(), conversationsMock([]), conversationsMock([conversationFixture({ _id: 'c-new' })]), conversationMock(conversationFixture({ _id: 'c-new' }), [])]);
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ask about your portfolio' }), 'Hello there{Enter}');
    await stream.started();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assistant/c-new'));
    expect(screen.getAllByTestId('assistant-answer')[0]).toHaveAttribute('data-status', 'streaming');
  });
});
