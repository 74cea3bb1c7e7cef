import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0011: cash withdrawals, to RPED and by bank transfer. Each row's id is its hold's reference at
 * the exchange; the request key is unique per account so a repeated request has one effect.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('transfer_type', 'text', (c) => c.notNull())
      .addColumn('amount_sen', 'bigint', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('payout_state', 'text', (c) => c.notNull())
      .addColumn('payout_attempts', 'bigint', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('email_verified_at_ms', 'bigint')
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('withdrawals_request_key')
      .on('withdrawals')
      .columns(['account_id', 'request_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('withdrawals_account_created')
      .on('withdrawals')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('withdrawals_state')
      .on('withdrawals')
      .columns(['state', 'created_at_ms'])
      .execute();
  },
};
