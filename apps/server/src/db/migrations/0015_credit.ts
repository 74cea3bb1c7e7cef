import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0015: credit lines. An account's credit limit lets its buy orders draw cash below zero, down
 * to minus the limit (spec 002 section 9); the exchange writes it with the batch that sets it.
 * A credit request is a client's ask for a higher limit, approved or rejected by an operator.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('credit_lines')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('limit_sen', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('credit_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('requested_limit_sen', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('granted_limit_sen', 'bigint')
      .addColumn('reject_reason', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('credit_requests_account')
      .on('credit_requests')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('credit_requests_status')
      .on('credit_requests')
      .columns(['status', 'created_at_ms'])
      .execute();
    // One request waits for review per account, even when two arrive at once.
    await db.schema
      .createIndex('credit_requests_one_pending')
      .on('credit_requests')
      .column('account_id')
      .unique()
      .where(sql.ref('status'), '=', sql.lit('pending'))
      .execute();
  },
};
