import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0008: holds of cash or gold for withdrawals and deliveries, one per request, so each is
 * released or settled exactly once; the engine loads the open ones at start.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('balance_holds')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('balance_holds_open')
      .on('balance_holds')
      .columns(['state', 'account_id'])
      .execute();
  },
};
