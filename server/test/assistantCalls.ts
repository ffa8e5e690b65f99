// The assistant through the real server: questions asked over the GraphQL WebSocket (as the
// panel asks them), the user's balance and token ledger as the server stores them.
import { connectSocket } from './wsClient';
import { audit } from './billingCalls';
import { dataOf } from './ledgerCalls';
import type { TestUser } from './emulatorUsers';
import type { TestServer } from './testServer';

export const ASK = /* GraphQL */ `subscription ($id: ID, $prompt: String!) { askAssistant(conversation_Id: $id, prompt: $prompt) {
  kind conversation_Id message_Id userMessage_Id text tool { name arguments summary } figures { label value link }
  promptTokens completionTokens balance status error topUpLink } }`;
export const STATUS = '{ assistantStatus { configured model howToConfigure maxPromptLength balance metered topUpLink } }';
export const CONVERSATIONS = '{ assistantConversations { _id title tokensUsed createdAt updatedAt } }';
export const CONVERSATION = `query ($id: ID!) { assistantConversation(conversation_Id: $id) { _id title tokensUsed
  messages { _id role content status error promptTokens completionTokens toolCalls { name arguments summary } figures { label value link } } } }`;
export const DELETE_CONVERSATION = 'mutation ($id: ID!) { deleteAssistantConversation(conversation_Id: $id) }';

export interface AnswerEvent {
  kind: 'started' | 'text' | 'tool' | 'done' | 'error';
  conversation_Id: string;
  message_Id: string;
  userMessage_Id: string | null;
  text: string | null;
  tool: { name: string; arguments: string; summary: string } | null;
  figures: { label: string; value: string; link: string }[] | null;
  promptTokens: number | null;
  completionTokens: number | null;
  balance: number | null;
  status: string | null;
  error: string | null;
  topUpLink: string | null;
}

export interface Asked {
  events: AnswerEvent[];
  /** A refusal of the subscription itself (GraphQL errors), before any event. */
  errors: { message: string; extensions?: { code?: string } }[] | null;
  /** The last event (done or error). */
  end: AnswerEvent | undefined;
  text: string;
}

/** Asks a question and reads the whole answer. */
export async function ask(server: TestServer, user: TestUser, prompt: string, conversationId?: string): Promise<Asked> {
  const socket = connectSocket(server, `Bearer ${user.idToken}`);
  try {
    const events: AnswerEvent[] = [];
    const errors = await new Promise<Asked['errors']>((resolve) => {
      socket.subscribe<{ askAssistant: AnswerEvent }>(
        { query: ASK, variables: { prompt, ...(conversationId && { id: conversationId }) } },
        {
          next: (value) => {
            if (value.errors) resolve(value.errors as never);
            else if (value.data) events.push(value.data.askAssistant);
          },
          // GraphQL errors come as an array; a socket the server closed, as its close event.
          error: (error) => {
            const closed = error as { code?: number; reason?: string };
            resolve(Array.isArray(error) ? (error as never) : [{ message: closed.code ? `closed ${closed.code}: ${closed.reason}` : String(error) }]);
          },
          complete: () => resolve(null),
        },
      );
    });
    return { events, errors, end: events.at(-1), text: events.filter((e) => e.kind === 'text').map((e) => e.text).join('') };
  } finally {
    await socket.dispose();
  }
}

/** A signed-up user whose trial credited its agent tokens (auditUser, as the app does at sign-in). */
export async function auditedUser(server: TestServer, user: TestUser): Promise<TestUser> {
  await audit(server, user.idToken);
  return user;
}

export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  return (await dataOf<{ getTokenBalance: { balance: number } }>(server, user.idToken, '{ getTokenBalance { balance } }')).getTokenBalance.balance;
}

/** The user's usage rows in the token ledger, oldest first. */
export async function usageRows(server: TestServer, uid: string): Promise<{ tokens: number; source: string }[]> {
  const rows = await server.internals.db.selectFrom('tokenLedger').select(['tokens', 'source']).where('ownerUid', '=', uid).where('kind', '=', 'usage').orderBy('createdAt').orderBy('source').execute();
  return rows.map((row) => ({ tokens: Number(row.tokens), source: row.source }));
}

/** Spends the user's balance down to `left` tokens (a usage row of this test's own). */
export async function leaveBalance(server: TestServer, user: TestUser, left: number): Promise<void> {
  const spend = (await balanceOf(server, user)) - left;
  await server.internals.db.insertInto('tokenLedger').values({ ownerUid: user.uid, kind: 'usage', tokens: -spend, source: `test:spend:${Date.now()}` }).execute();
}
