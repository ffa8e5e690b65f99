// SQL for the assistant's conversations and messages. Every statement filters by the owner's uid,
// so another user's conversation behaves like a missing one. Token debits go through debit(),
// which serialises each user's debits on their users row.
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AssistantConversationsTable, AssistantFigure, AssistantMessageStatus, AssistantMessagesTable, AssistantToolCall } from '../../db/schema';

export type MessageRow = Omit<Selectable<AssistantMessagesTable>, 'seq'>;
export type ConversationRow = Selectable<AssistantConversationsTable> & { tokensUsed: number };

/** The most conversations a user keeps: a new one past this drops the least recently active. */
export const MAX_CONVERSATIONS = 200;
/** The most messages one conversation keeps (100 questions and their answers): reading one stays bounded. */
export const MAX_MESSAGES = 200;

export function createAssistantRepository(db: Database) {
  const conversations = () =>
    db
      .selectFrom('assistantConversations as c')
      .select(['c.id', 'c.ownerUid', 'c.title', 'c.createdAt', 'c.updatedAt'])
      .select(sql<number>`(select coalesce(sum(m.prompt_tokens + m.completion_tokens), 0)::int from assistant_messages m where m.conversation_id = c.id)`.as('tokensUsed'));

  return {
    async conversations(uid: string): Promise<ConversationRow[]> {
      return conversations().where('c.ownerUid', '=', uid).orderBy('c.updatedAt', 'desc').orderBy('c.id').execute();
    },

    async conversation(uid: string, id: string): Promise<ConversationRow | undefined> {
      return conversations().where('c.ownerUid', '=', uid).where('c.id', '=', id).executeTakeFirst();
    },

    /** A new conversation; past MAX_CONVERSATIONS the least recently active ones go. */
    async createConversation(uid: string, title: string): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('assistantConversations').values({ ownerUid: uid, title }).returning('id').executeTakeFirstOrThrow();
        const keep = trx.selectFrom('assistantConversations').select('id').where('ownerUid', '=', uid).orderBy('updatedAt', 'desc').orderBy('id').limit(MAX_CONVERSATIONS);
        await trx.deleteFrom('assistantConversations').where('ownerUid', '=', uid).where('id', 'not in', keep).execute();
        return id;
      });
    },

    async deleteConversation(uid: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('assistantConversations').where('ownerUid', '=', uid).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The messages of these conversations, each conversation's oldest first: one query for a whole list. */
    async messages(uid: string, conversationIds: readonly string[]): Promise<MessageRow[]> {
      if (conversationIds.length === 0) return [];
      return db
        .selectFrom('assistantMessages')
        .select(['id', 'conversationId', 'ownerUid', 'role', 'content', 'toolCalls', 'figures', 'promptTokens', 'completionTokens', 'status', 'error', 'createdAt'])
        .where('ownerUid', '=', uid)
        .where('conversationId', 'in', conversationIds)
        .orderBy('seq')
        .execute();
    },

    async messageCount(uid: string, conversationId: string): Promise<number> {
      const { count } = await db.selectFrom('assistantMessages').select((eb) => eb.fn.countAll<number>().as('count')).where('ownerUid', '=', uid).where('conversationId', '=', conversationId).executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The conversation's last `limit` messages that were answered (or asked), oldest first: the model's history. */
    async history(uid: string, conversationId: string, limit: number): Promise<Pick<MessageRow, 'role' | 'content' | 'status'>[]> {
      const rows = await db
        .selectFrom('assistantMessages')
        .select(['role', 'content', 'status'])
        .where('ownerUid', '=', uid)
        .where('conversationId', '=', conversationId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },

    async addMessage(message: { conversationId: string; ownerUid: string; role: 'user' | 'assistant'; content: string; status: AssistantMessageStatus }): Promise<string> {
      const { id } = await db.insertInto('assistantMessages').values(message).returning('id').executeTakeFirstOrThrow();
      await db.updateTable('assistantConversations').set({ updatedAt: sql`now()` }).where('id', '=', message.conversationId).execute();
      return id;
    },

    async finishMessage(
      uid: string,
      id: string,
      answer: { content: string; toolCalls: AssistantToolCall[]; figures: AssistantFigure[]; status: AssistantMessageStatus; error: string | null },
    ): Promise<void> {
      await db
        .updateTable('assistantMessages')
        .set({ content: answer.content, toolCalls: JSON.stringify(answer.toolCalls), figures: JSON.stringify(answer.figures), status: answer.status, error: answer.error })
        .where('ownerUid', '=', uid)
        .where('id', '=', id)
        .execute();
    },

    /**
     * Debits one model call's tokens and adds them to the message, in one transaction, once per
     * source (a repeated source debits nothing). The user's row is locked first, so two answers
     * streaming at once debit one after the other. False when the source already debited.
     */
    async debit(uid: string, messageId: string, source: string, usage: { promptTokens: number; completionTokens: number }, metered: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('uid').where('uid', '=', uid).forUpdate().executeTakeFirst();
        const tokens = usage.promptTokens + usage.completionTokens;
        if (metered) {
          const result = await trx
            .insertInto('tokenLedger')
            .values({ ownerUid: uid, kind: 'usage', tokens: -tokens, source })
            .onConflict((c) => c.columns(['ownerUid', 'source']).doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        }
        await trx
          .updateTable('assistantMessages')
          .set((eb) => ({ promptTokens: eb('promptTokens', '+', usage.promptTokens), completionTokens: eb('completionTokens', '+', usage.completionTokens) }))
          .where('ownerUid', '=', uid)
          .where('id', '=', messageId)
          .execute();
        return true;
      });
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
