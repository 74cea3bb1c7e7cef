import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0018: Help. `notices` are what an account should read about (fills, withdrawals, shipment
 * steps, password changes, support answers), each its kind and JSON parameters, unread until
 * `read_at_ms`. `support_requests` are the SUPPORT REQUEST tab's messages and their one answer
 * from an operator.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('read_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('notices_account')
      .on('notices')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('support_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('answered_by', 'text', (c) => c.references('operators.id'))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('answered_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('support_requests_account')
      .on('support_requests')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('support_requests_state')
      .on('support_requests')
      .columns(['state', 'created_at_ms'])
      .execute();
  },
};
