import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0016: account profiles. The details the settings' TRADING and ACCOUNT tabs show and that
 * account_information carries (spec 002 section 7): last name, business name and the postal
 * address. Kept beside `accounts` (one row per account, every field optional) so signing in,
 * which reads `accounts` on every call, is untouched. And the wrong old passwords sent to
 * edit_password, which lock an account's password change for a while (spec 002 section 7).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('account_profiles')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('last_name', 'text')
      .addColumn('business_name', 'text')
      .addColumn('street', 'text')
      .addColumn('city', 'text')
      .addColumn('province', 'text')
      .addColumn('postcode', 'text')
      .addColumn('country', 'text')
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('password_change_failures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('failed_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_change_failures_account')
      .on('password_change_failures')
      .columns(['account_id', 'failed_at_ms'])
      .execute();
  },
};
