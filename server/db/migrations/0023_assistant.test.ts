// Migration 0023 on a database with users and token usage already: conversations and messages go
// with their user (and messages with their conversation), roles and statuses are checked, usage
// rows stay as they were, and the migration goes down and up again.
import { sql } from 'kysely';
import { useDatabaseMigratedFrom } from '../../test/migrationFrom';
import { testDatabases } from '../../test/testServer';

describe.each(testDatabases)('migration 0023 (assistant) on %s', (kind) => {
  const database = useDatabaseMigratedFrom(kind, '0022_web_push', async (db) => {
    for (const uid of ['u1', 'u2']) await db.insertInto('users').values({ uid, currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).execute();
    await sql`insert into token_ledger (owner_uid, kind, tokens, source) values ('u1', 'usage', -5, 'earlier')`.execute(db);
  });

  it('stores conversations per user, checks roles and statuses, cascades, and goes down and up again', async () => {
    const { db } = database;
    const conversation = async (ownerUid: string) => (await db.insertInto('assistantConversations').values({ ownerUid, title: 'Q' }).returning('id').executeTakeFirstOrThrow()).id;
    const [c1, c2] = [await conversation('u1'), await conversation('u2')];
    await db.insertInto('assistantMessages').values({ conversationId: c1, ownerUid: 'u1', role: 'user', content: 'Hi' }).execute();
    await db.insertInto('assistantMessages').values({ conversationId: c2, ownerUid: 'u2', role: 'assistant', content: '', status: 'streaming' }).execute();
    const stored = await db.selectFrom('assistantMessages').select(['toolCalls', 'figures', 'promptTokens', 'completionTokens', 'status', 'error']).where('conversationId', '=', c1).executeTakeFirstOrThrow();
    expect(stored).toEqual({ toolCalls: [], figures: [], promptTokens: 0, completionTokens: 0, status: 'done', error: null });
    await expect(db.insertInto('assistantMessages').values({ conversationId: c1, ownerUid: 'u1', role: 'system' as 'user', content: 'x' }).execute()).rejects.toThrow(/check/);
    await expect(db.insertInto('assistantMessages').values({ conversationId: c1, ownerUid: 'u1', role: 'user', content: 'x', status: 'lost' as 'done' }).execute()).rejects.toThrow(/check/);

    // A conversation's messages go with it; a user's conversations go with the user.
    await db.deleteFrom('assistantConversations').where('id', '=', c1).execute();
    expect(await db.selectFrom('assistantMessages').select('ownerUid').execute()).toEqual([{ ownerUid: 'u2' }]);
    await db.deleteFrom('users').where('uid', '=', 'u2').execute();
    expect(await db.selectFrom('assistantConversations').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('assistantMessages').selectAll().execute()).toEqual([]);
    // bigint: text from PostgreSQL, a number from PGlite.
    expect((await db.selectFrom('tokenLedger').select(['tokens', 'source']).execute()).map((row) => ({ ...row, tokens: Number(row.tokens) }))).toEqual([{ tokens: -5, source: 'earlier' }]);

    await database.downAndUp();
    expect(await db.selectFrom('assistantConversations').selectAll().execute()).toEqual([]);
  });
});
