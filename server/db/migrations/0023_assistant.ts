import { sql, type Kysely } from 'kysely';

// The assistant (issue 27): each user's conversations and their messages. A message keeps what
// the model was shown and did (the tools it called, with a short summary of each answer), the
// figures the answer links to, and the tokens its model calls used, which the token ledger
// debits ('usage' rows whose source names the message and step). status says whether the answer
// was released (done) or stopped (failed, refused); 'streaming' is an answer being written.
// Messages are ordered by seq: a question and its answer are stored within the same millisecond.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('assistant_conversations_owner_newest').on('assistant_conversations').columns(['owner_uid', 'updated_at desc', 'id']).execute();

  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('assistant_conversations.id').onDelete('cascade'))
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tool_calls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('figures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('done').check(sql`status in ('streaming', 'done', 'failed', 'refused')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .execute();
  await db.schema.createIndex('assistant_messages_conversation').on('assistant_messages').columns(['conversation_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_messages').execute();
  await db.schema.dropTable('assistant_conversations').execute();
}
