import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0003: the bank details shown by payment information: each account's RPED commodity account
 * (the `apd`, where deposits are paid) and the accounts it withdraws to, in display order.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('account_bank_details')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('position', 'bigint', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('bank_address', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('swift_code', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_bank_details_account')
      .on('account_bank_details')
      .columns(['account_id', 'purpose', 'position'])
      .unique()
      .execute();
  },
};
