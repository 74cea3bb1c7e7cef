import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0006: the order commands that carried a client order id, with their first answer. The primary
 * key makes a second effect of one request impossible even if two got past the engine's check.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('order_requests')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('command', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('order_json', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_requests_account_key', ['account_id', 'request_key'])
      .execute();
  },
};
