// What the assistant costs and where it stops, against the scripted double (started here only):
// exact debits from the endpoint's usage reports, also for two answers streaming at once; no
// balance, a balance that runs out mid-answer, a model that loops on tools, an endpoint that
// times out or fails, a 100 KB prompt, and a server without a model.
import { ask, auditedUser, balanceOf, CONVERSATIONS, leaveBalance, STATUS, usageRows } from '../../test/assistantCalls';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { dataOf } from '../../test/ledgerCalls';
import { startOpenAiDouble, type OpenAiDouble } from '../../test/openAiDouble';
import { testDatabases, useTestServer, type TestServer } from '../../test/testServer';
import { MAX_CONVERSATIONS } from './assistant.repository';
import { MAX_ANSWERS_AT_ONCE } from './assistant.service';

describe.each(testDatabases)('the assistant\'s metering and bounds on %s', (kind) => {
  let double: OpenAiDouble;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    double = await startOpenAiDouble();
    Object.assign(env, { AI_BASE_URL: double.url, AI_API_KEY: 'sk-double', AI_MODEL: 'double-model', AI_TIMEOUT_MS: '1500', AI_MAX_STEPS: '3' });
  });
  afterAll(async () => {
    await double?.close();
  });
  const server: TestServer = useTestServer(kind, env);
  const unconfigured: TestServer = useTestServer(kind);
  const newUser = async (): Promise<TestUser> => auditedUser(server, await signUpUser());
  beforeEach(() => double.reset());

  it('debits exactly what the endpoint reported, once per model call, before the answer is released', async () => {
    const user = await newUser();
    const before = await balanceOf(server, user);
    expect(before).toBe(200_000);
    double.script({ toolCalls: [{ name: 'holdings', arguments: '{}' }], usage: { prompt: 1_234, completion: 56 } }, { text: ['Nothing held yet.'], usage: { prompt: 1_500, completion: 7 } });
    const answer = await ask(server, user, 'What do I hold?');
    const id = answer.events[0]!.message_Id;
    expect(answer.end).toMatchObject({ kind: 'done', promptTokens: 2_734, completionTokens: 63, balance: before - 2_797 });
    expect(await usageRows(server, user.uid)).toEqual([
      { tokens: -1_290, source: `assistant:${id}:1` },
      { tokens: -1_507, source: `assistant:${id}:2` },
    ]);
    expect(await balanceOf(server, user)).toBe(before - 2_797);
    // A second debit of a call already debited changes nothing.
    expect(await server.internals.services.assistant.repository.debit(user.uid, id, `assistant:${id}:1`, { promptTokens: 1_234, completionTokens: 56 }, true)).toBe(false);
    expect(await balanceOf(server, user)).toBe(before - 2_797);
  });

  it('debits two answers streaming at once exactly', async () => {
    const user = await newUser();
    double.fallback = () => ({ text: ['A', 'n', 'swer'], chunkDelayMs: 30, usage: { prompt: 333, completion: 44 } });
    const [one, two] = await Promise.all([ask(server, user, 'First question?'), ask(server, user, 'Second question?')]);
    expect([one.end?.status, two.end?.status]).toEqual(['done', 'done']);
    expect(one.end!.conversation_Id).not.toBe(two.end!.conversation_Id);
    expect((await usageRows(server, user.uid)).map((row) => row.tokens)).toEqual([-377, -377]);
    expect(await balanceOf(server, user)).toBe(200_000 - 754);
    const conversations = (await dataOf<{ assistantConversations: { tokensUsed: number }[] }>(server, user.idToken, CONVERSATIONS)).assistantConversations;
    expect(conversations.map((c) => c.tokensUsed)).toEqual([377, 377]);
  });

  it('refuses at zero balance, naming the top-up page, without calling the model', async () => {
    const user = await newUser();
    await leaveBalance(server, user, 0);
    const answer = await ask(server, user, 'How are my dividends?');
    expect(answer.events.map((e) => e.kind)).toEqual(['started', 'error']);
    expect(answer.end).toMatchObject({ status: 'refused', topUpLink: '/app/token-top-up-prices', balance: 0, error: expect.stringContaining('/app/token-top-up-prices') });
    expect(double.requests).toHaveLength(0);
  });

  it('refuses once the trial has ended: its unspent tokens expire with it', async () => {
    const user = await newUser();
    expect(await balanceOf(server, user)).toBe(200_000);
    // The trial (14 days) began 15 days ago and nothing was topped up.
    await server.internals.db.updateTable('users').set({ trialStartedAt: new Date(Date.now() - 15 * 86_400_000) }).where('uid', '=', user.uid).execute();
    expect(await balanceOf(server, user)).toBe(0);
    const answer = await ask(server, user, 'What did I earn in dividends this year?');
    expect(answer.end).toMatchObject({ status: 'refused', balance: 0, topUpLink: '/app/token-top-up-prices' });
    expect(double.requests).toHaveLength(0);
  });

  it('stops before the next call when the balance runs out mid-answer, keeping what was debited', async () => {
    const user = await newUser();
    await leaveBalance(server, user, 50);
    double.script({ text: ['Let me look. '], toolCalls: [{ name: 'watchlists', arguments: '{}' }], usage: { prompt: 100, completion: 20 } }, { text: ['Never sent.'] });
    const answer = await ask(server, user, 'What is on my watchlists?');
    expect(double.requests).toHaveLength(1);
    expect(answer.end).toMatchObject({ kind: 'error', status: 'failed', promptTokens: 100, completionTokens: 20, balance: 0, topUpLink: '/app/token-top-up-prices' });
    expect(answer.end!.error).toMatch(/ran out during this answer.*were debited/);
    expect(answer.text).toBe('Let me look. \n\n');
    expect((await usageRows(server, user.uid)).filter((row) => row.source.startsWith('assistant:'))).toEqual([{ tokens: -120, source: `assistant:${answer.end!.message_Id}:1` }]);
  });

  it('stops a model that loops on tool calls at AI_MAX_STEPS calls', async () => {
    const user = await newUser();
    double.fallback = () => ({ toolCalls: [{ name: 'watchlists', arguments: '{}' }], usage: { prompt: 10, completion: 5 } });
    const answer = await ask(server, user, 'Loop forever.');
    expect(double.requests).toHaveLength(3);
    expect(answer.end).toMatchObject({ status: 'failed', error: 'The assistant stopped after 3 model calls without a final answer. Try a narrower question.', promptTokens: 30, completionTokens: 15 });
    expect(answer.events.filter((e) => e.kind === 'tool')).toHaveLength(2);
    expect(await balanceOf(server, user)).toBe(200_000 - 45);
  });

  it('ends an answer whose endpoint times out with a clear message, keeping what was written', async () => {
    const user = await newUser();
    double.script({ text: ['Thinking', ' hard'], stallAfterChunks: 2 });
    const started = Date.now();
    const answer = await ask(server, user, 'A slow question?');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.text).toBe('Thinking');
    expect(answer.end).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The model did not answer within 1\.5 seconds/) });
    const stored = await server.internals.db.selectFrom('assistantMessages').select(['content', 'status']).where('id', '=', answer.end!.message_Id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ content: 'Thinking', status: 'failed' });
  });

  it('ends an answer whose endpoint fails with its status, debiting nothing', async () => {
    const user = await newUser();
    double.script({ status: 503, message: 'The model is overloaded.' });
    const answer = await ask(server, user, 'Anything?');
    expect(answer.end).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The model's endpoint answered 503/) });
    expect(await usageRows(server, user.uid)).toEqual([]);
  });

  it('refuses a 100 KB prompt with a clear message: nothing stored, called or debited', async () => {
    const user = await newUser();
    const answer = await ask(server, user, 'x'.repeat(100_000));
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'A question may have at most 4,000 characters; this one has 100,000. Nothing was sent or debited.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    expect(double.requests).toHaveLength(0);
    expect((await dataOf<{ assistantConversations: unknown[] }>(server, user.idToken, CONVERSATIONS)).assistantConversations).toEqual([]);
    expect(await balanceOf(server, user)).toBe(200_000);
  });

  it('refuses text no column can store, before anything runs', async () => {
    const user = await newUser();
    const answer = await ask(server, user, 'a\u0000b');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(double.requests).toHaveLength(0);
  });

  it(`writes at most ${MAX_ANSWERS_AT_ONCE} answers of one user at once`, async () => {
    const user = await newUser();
    let open!: () => void;
    const hold = new Promise<void>((resolve) => (open = resolve));
    double.fallback = () => ({ text: ['Held answer.'], hold, usage: { prompt: 10, completion: 1 } });
    const pending = Array.from({ length: MAX_ANSWERS_AT_ONCE + 1 }, (_, i) => ask(server, user, `Question ${i}?`));
    // The model holds every answer it was asked for until the one over the cap is refused.
    const refused = await Promise.race(pending);
    expect(refused.errors).toEqual([expect.objectContaining({ message: `At most ${MAX_ANSWERS_AT_ONCE} answers are written at once; wait for one to finish.`, extensions: { code: 'RATE_LIMITED' } })]);
    expect(double.requests.length).toBeLessThanOrEqual(MAX_ANSWERS_AT_ONCE);
    open();
    const answers = await Promise.all(pending);
    expect(answers.filter((answer) => answer.end?.status === 'done')).toHaveLength(MAX_ANSWERS_AT_ONCE);
    expect(double.requests).toHaveLength(MAX_ANSWERS_AT_ONCE);
    // Once they are done, the next one is answered.
    expect((await ask(server, user, 'And now?')).end?.status).toBe('done');
  });

  it('sends a bounded history, and keeps at most 200 conversations per user (the oldest go)', async () => {
    const user = await newUser();
    const { repository } = server.internals.services.assistant;
    const long = await repository.createConversation(user.uid, 'Long');
    for (let i = 0; i < 30; i++) await repository.addMessage({ conversationId: long, ownerUid: user.uid, role: i % 2 ? 'assistant' : 'user', content: `${i}:${'x'.repeat(1_995)}`, status: 'done' });
    await ask(server, user, 'Go on.', long);
    const sent = double.requests[0]!.messages;
    // 12 stored messages of 2,000 characters fill the 24,000 characters of history.
    expect(sent[0]!.role).toBe('system');
    expect(sent.slice(1).map((m) => m.content!.split(':')[0])).toEqual([...Array.from({ length: 12 }, (_, i) => String(18 + i)), 'Go on.']);

    for (let i = 0; i < MAX_CONVERSATIONS; i++) await repository.createConversation(user.uid, `Old ${i}`);
    const list = (await dataOf<{ assistantConversations: { _id: string; title: string }[] }>(server, user.idToken, CONVERSATIONS)).assistantConversations;
    expect(list).toHaveLength(MAX_CONVERSATIONS);
    expect(list.map((c) => c.title)).toContain(`Old ${MAX_CONVERSATIONS - 1}`);
    expect(list.map((c) => c._id)).not.toContain(long);
  }, 60_000);

  it('says how to configure a model when none is, and nothing else breaks', async () => {
    const user = await auditedUser(unconfigured, await signUpUser());
    expect((await dataOf<{ assistantStatus: unknown }>(unconfigured, user.idToken, STATUS)).assistantStatus).toMatchObject({ configured: false, model: null, howToConfigure: expect.stringContaining('AI_BASE_URL') });
    const answer = await ask(unconfigured, user, 'Hello?');
    expect(answer.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('AI_MODEL'), extensions: expect.objectContaining({ code: 'NOT_AVAILABLE' }) })]);
    expect((await dataOf<{ assistantConversations: unknown[] }>(unconfigured, user.idToken, CONVERSATIONS)).assistantConversations).toEqual([]);
    expect(double.requests).toHaveLength(0);
  });
});
