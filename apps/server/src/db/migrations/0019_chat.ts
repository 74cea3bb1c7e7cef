import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0019: live chat between an account and the operators. One conversation per account, its
 * messages numbered 1, 2, 3, … (`seq`, allocated from `last_seq` in the writing transaction),
 * and a read marker per side: the highest `seq` of the other side's messages it has read.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().unique().references('accounts.id'))
      .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_message_at_ms', 'bigint')
      .addColumn('user_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('operator_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_conversations_last_message')
      .on('chat_conversations')
      .columns(['last_message_at_ms'])
      .execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id'))
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('chat_messages_conversation_seq', ['conversation_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('chat_messages_author_time')
      .on('chat_messages')
      .columns(['conversation_id', 'author', 'created_at_ms'])
      .execute();
  },
};
