import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0012: withdrawal bank accounts added by clients (the main one stays in account_bank_details),
 * their add requests (the 24-hour request key and the flow's step), and each account holder's
 * identity (KTP number and mother's name), kept only as keyed hashes.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bank_account_identities')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('id_no_hash', 'text', (c) => c.notNull())
      .addColumn('mother_name_hash', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('bank_account_requests')
      .addColumn('request_key', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('account_no', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('validation_string_hash', 'text')
      .addColumn('identity_attempts', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('selfie_file', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bank_account_requests_account')
      .on('bank_account_requests')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('bank_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('account_no', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('selfie_file', 'text', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.notNull().unique())
      .addColumn('reject_reason', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at_ms', 'bigint')
      .addColumn('deleted_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('bank_accounts_account')
      .on('bank_accounts')
      .columns(['account_id', 'status'])
      .execute();
    await db.schema
      .createIndex('bank_accounts_status')
      .on('bank_accounts')
      .columns(['status', 'created_at_ms'])
      .execute();
  },
};
