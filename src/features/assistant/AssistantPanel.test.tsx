import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assistantStateVar, initialAssistantState } from '../../apollo/vars';
import { AssistantButton } from './AssistantButton';
import { AssistantPanelHost } from './AssistantPanelHost';
import { SUGGESTED_QUESTIONS } from './suggestions';
import { CONNECTION_LOST } from './useAskAssistant';
import {
  TOP_UP,
  conversationFixture,
  conversationMock,
  conversationsMock,
  messageFixture,
  renderAssistant,
  statusMock,
} from './testing/assistantFixtures';
import type { MockLink } from '@apollo/client/testing';

const PROMPT = 'Ask about your portfolio';

function renderPanel(mocks: MockLink.MockedResponse[]) {
  return renderAssistant(
    <>
      <AssistantButton />
      <AssistantPanelHost />
    </>,
    { mocks },
  );
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Assistant' }));
  return screen.findByRole('dialog', { name: 'Assistant' });
}

const answers = () => screen.getAllByTestId('assistant-answer');

afterEach(() => assistantStateVar(initialAssistantState));

describe('the assistant panel', () => {
  it('says plainly how to configure an assistant that is not, and offers no question field', async () => {
    const howTo = 'The assistant needs an OpenAI-compatible model: set AI_BASE_URL, AI_API_KEY and AI_MODEL on the server and restart it.';
    renderPanel([statusMock({ configured: false, model: null, howToConfigure: howTo })]);
    const panel = await openPanel();
    expect(await within(panel).findByText(howTo)).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: PROMPT })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: SUGGESTED_QUESTIONS[0] })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('assistant-balance')).toHaveTextContent('12,345 tokens left');
    expect(within(panel).getByRole('link', { name: 'Open full page' })).toHaveAttribute('href', '/app/assistant');
  });

  it('asks a suggested question, streams the answer piece by piece, then links its figures and shows the new balance', async () => {
    const { subscriptions, stream } = renderPanel([
      statusMock(),
      conversationMock(conversationFixture({ _id: 'c-new', title: SUGGESTED_QUESTIONS[3], tokensUsed: 741 }), [
        messageFixture({ _id: 'm-question', role: 'user', content: SUGGESTED_QUESTIONS[3] }),
        messageFixture({
          _id: 'm-answer',
          content: 'Your portfolio is worth 1,250.00 USD.',
          toolCalls: [{ name: 'portfolio_summary', arguments: '{}', summary: 'Market value 1,250.00 USD' }],
          figures: [{ label: 'Market value', value: '1,250.00 USD', link: '/app/v/d1/Overview' }],
          promptTokens: 720,
          completionTokens: 21,
        }),
      ]),
      conversationsMock([conversationFixture({ _id: 'c-new', title: SUGGESTED_QUESTIONS[3], tokensUsed: 741 })]),
    ]);
    const panel = await openPanel();
    expect(await within(panel).findByTestId('assistant-balance')).toHaveTextContent('12,345 tokens left');
    expect(within(panel).getByText('test-model')).toBeInTheDocument();
    // The focus is on the question field.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: PROMPT })).toHaveFocus());

    await userEvent.click(within(panel).getByRole('button', { name: SUGGESTED_QUESTIONS[3] }));
    expect(subscriptions.operation?.variables).toEqual({ conversation_Id: null, prompt: SUGGESTED_QUESTIONS[3] });
    const log = within(panel).getByRole('log');
    expect(log).toHaveTextContent(SUGGESTED_QUESTIONS[3]);
    expect(answers()[0]).toHaveAttribute('data-status', 'streaming');
    expect(within(answers()[0]!).getByText('Writing…')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeDisabled();

    await stream.started();
    expect(assistantStateVar().conversationId).toBe('c-new');
    // Each event reaches the view through the cache; the view follows within a tick or two.
    await stream.tool('portfolio_summary', 'Market value 1,250.00 USD');
    expect(await within(panel).findByText('Used: portfolio summary')).toBeInTheDocument();
    expect(within(answers()[0]!).getByText('Market value 1,250.00 USD')).toBeInTheDocument();
    await stream.text('Your portfolio ');
    await waitFor(() => expect(answers()[0]).toHaveTextContent('Your portfolio'));
    expect(answers()[0]).not.toHaveTextContent('worth');
    await stream.text('is worth 1,250.00 USD.');
    await waitFor(() => expect(answers()[0]).toHaveTextContent('Your portfolio is worth 1,250.00 USD.'));
    // No links while it is written: the figures come with the end.
    expect(within(answers()[0]!).queryByRole('link')).not.toBeInTheDocument();

    await stream.end({ kind: 'done', status: 'done', figures: [{ label: 'Market value', value: '1,250.00 USD', link: '/app/v/d1/Overview' }], promptTokens: 720, completionTokens: 21, balance: 11_604 });
    await waitFor(() => expect(answers()[0]).toHaveAttribute('data-status', 'done'));
    const answer = answers()[0]!;
    expect(within(answer).queryByText('Writing…')).not.toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: '1,250.00 USD' })).toHaveAttribute('href', '/app/v/d1/Overview');
    expect(within(within(answer).getByRole('region', { name: 'Sources' })).getByRole('link', { name: 'Market value: 1,250.00 USD' })).toHaveAttribute('href', '/app/v/d1/Overview');
    expect(within(answer).getByText('741 tokens')).toBeInTheDocument();
    expect(within(panel).getByTestId('assistant-balance')).toHaveTextContent('11,604 tokens left');
    expect(await within(panel).findByTestId('conversation-usage')).toHaveTextContent('This conversation used 741 tokens');
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: 'Open full page' })).toHaveAttribute('href', '/app/assistant/c-new');

    // Following a figure closes the drawer and goes there.
    await userEvent.click(within(answer).getByRole('link', { name: '1,250.00 USD' }));
    await waitFor(() => expect(assistantStateVar().isOpen).toBe(false));
    expect(screen.getByTestId('location')).toHaveTextContent('/v/d1/Overview');
  });

  it('shows a refusal with the top-up link, and the spent balance then disables the question field', async () => {
    const spent = 'Your agent-token balance is spent. Top up on the token top-up page (/app/token-top-up-prices) to keep asking.';
    const { subscriptions, stream } = renderPanel([
      statusMock({ balance: 40 }),
      conversationMock(conversationFixture({ _id: 'c-new', tokensUsed: 0 }), [
        messageFixture({ _id: 'm-question', role: 'user', content: 'How much did I earn?' }),
        messageFixture({ _id: 'm-answer', status: 'refused', error: spent }),
      ]),
      conversationsMock([conversationFixture({ _id: 'c-new', tokensUsed: 0 })]),
    ]);
    const panel = await openPanel();
    const field = await within(panel).findByRole('textbox', { name: PROMPT });
    await userEvent.type(field, 'How much did I earn?{Enter}');
    expect(subscriptions.operation?.variables).toEqual({ conversation_Id: null, prompt: 'How much did I earn?' });

    await stream.started();
    await stream.end({ kind: 'error', status: 'refused', error: spent, topUpLink: TOP_UP, balance: 0, promptTokens: 0, completionTokens: 0 });
    await waitFor(() => expect(answers()[0]).toHaveAttribute('data-status', 'refused'));
    const answer = answers()[0]!;
    expect(within(answer).getByRole('alert')).toHaveTextContent(spent);
    expect(within(answer).getByRole('link', { name: 'Top up tokens' })).toHaveAttribute('href', TOP_UP);

    expect(within(panel).getByTestId('assistant-balance')).toHaveTextContent('0 tokens left');
    expect(within(panel).getByText('Your agent-token balance is spent.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Ask' })).toBeDisabled();
  });

  it('refuses a question over the limit, and a blank one, without asking the server', async () => {
    const { subscriptions } = renderPanel([statusMock({ maxPromptLength: 20 })]);
    const panel = await openPanel();
    const field = await within(panel).findByRole('textbox', { name: PROMPT });

    await userEvent.click(within(panel).getByRole('button', { name: 'Ask' }));
    expect(within(panel).getByText('Type a question first.')).toBeInTheDocument();

    await userEvent.type(field, 'Which holding gained most?');
    expect(within(panel).getByText('Your question is longer than 20 characters.')).toBeInTheDocument();
    expect(within(panel).getByText('26 / 20')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Ask' }));
    await userEvent.type(field, '{Enter}');
    expect(subscriptions.operation).toBeUndefined();
    expect(within(panel).queryByTestId('assistant-answer')).not.toBeInTheDocument();

    // Shift+Enter is a new line, not a question.
    await userEvent.clear(field);
    await userEvent.type(field, 'Top 3?{Shift>}{Enter}{/Shift}');
    expect(field).toHaveValue('Top 3?\n');
    expect(subscriptions.operation).toBeUndefined();
  });

  it('shows a refusal before anything was stored as a failed answer', async () => {
    const { stream } = renderPanel([statusMock()]);
    const panel = await openPanel();
    await userEvent.type(await within(panel).findByRole('textbox', { name: PROMPT }), 'Hello{Enter}');
    await stream.refuse('At most 3 answers are written at once; wait for one to finish.');
    await waitFor(() => expect(answers()[0]).toHaveAttribute('data-status', 'failed'));
    expect(within(answers()[0]!).getByRole('alert')).toHaveTextContent('At most 3 answers are written at once');
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeEnabled();
  });

  it('marks an answer cut off when the connection closes before its end, keeping what was written', async () => {
    const { subscriptions, stream } = renderPanel([statusMock(), conversationsMock([conversationFixture({ _id: 'c-new' })])]);
    const panel = await openPanel();
    await userEvent.type(await within(panel).findByRole('textbox', { name: PROMPT }), 'Hello{Enter}');
    await stream.started();
    await stream.text('Half an answer');
    act(() => subscriptions.simulateComplete());
    await waitFor(() => expect(answers()[0]).toHaveAttribute('data-status', 'failed'));
    expect(answers()[0]).toHaveTextContent('Half an answer');
    expect(within(answers()[0]!).getByRole('alert')).toHaveTextContent(CONNECTION_LOST);
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeEnabled();
  });

  it('offers a top-up and no question when the balance is spent', async () => {
    renderPanel([statusMock({ balance: 0 })]);
    const panel = await openPanel();
    expect(await within(panel).findByText('Your agent-token balance is spent.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Top up tokens' })).toHaveAttribute('href', TOP_UP);
    expect(within(panel).getByRole('textbox', { name: PROMPT })).toBeDisabled();
  });

  it('lists the history, opens a conversation, and deletes one after asking', async () => {
    const dividends = conversationFixture({ _id: 'c-1', title: 'What did I earn in dividends this year?', tokensUsed: 1_234 });
    const largest = conversationFixture({ _id: 'c-2', title: 'What are my largest holdings?', tokensUsed: 56 });
    renderPanel([
      statusMock(),
      conversationsMock([dividends, largest], Number.POSITIVE_INFINITY),
      conversationMock(dividends, [
        messageFixture({ _id: 'q-1', role: 'user', content: dividends.title }),
        messageFixture({ _id: 'a-1', content: 'You earned **312.40 USD**:\n- VTI 200.00 USD\n- MSFT 112.40 USD', figures: [{ label: 'Dividends received in 2026', value: '312.40 USD', link: '/app/transaction' }], promptTokens: 1_000, completionTokens: 234 }),
      ]),
      { request: { query: (await import('../../generated/graphql')).DeleteAssistantConversationDocument, variables: { conversation_Id: 'c-2' } }, result: { data: { deleteAssistantConversation: 'c-2' } } },
    ]);
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'History' }));
    expect(within(panel).getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
    const list = await within(panel).findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('What did I earn in dividends this year?'), expect.stringContaining('What are my largest holdings?')]);
    expect(rows[0]).toHaveTextContent('1,234 tokens');

    await userEvent.click(within(list).getByRole('button', { name: /^What did I earn in dividends/ }));
    const answer = await within(panel).findByTestId('assistant-answer');
    expect(within(answer).getByRole('link', { name: '312.40 USD' })).toHaveAttribute('href', '/app/transaction');
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VTI 200.00 USD', 'MSFT 112.40 USD', 'Dividends received in 2026: 312.40 USD']);
    expect(within(answer).getByText('1,234 tokens')).toBeInTheDocument();
    expect(within(panel).getByTestId('conversation-usage')).toHaveTextContent('This conversation used 1,234 tokens');

    await userEvent.click(within(panel).getByRole('button', { name: 'History' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete “What are my largest holdings?”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // The drawer is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /^What / }).map((row) => row.textContent)).toEqual([expect.stringContaining('What did I earn in dividends')]));
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
  });
});
