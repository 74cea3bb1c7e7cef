import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0037: a client's two-factor sign-in and devices (issue 23 items 6 and 7). An account may have
 * a TOTP secret, on once a code confirms it, with the last time step used so a code works
 * once; its recovery codes, each a keyed hash, used once; the short-lived challenges a right
 * password earns, kept by their hash and used once. Each login audit row names the device
 * (browser and system) it came from, so a sign-in from a new device is found by an index.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('two_factor_secrets')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('enabled_at_ms', 'bigint')
      .addColumn('last_step', 'bigint')
      .execute();
    await db.schema
      .createTable('two_factor_recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('used_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('two_factor_recovery_codes_account')
      .on('two_factor_recovery_codes')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('sign_in_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('used_at_ms', 'bigint')
      .execute();
    await db.schema.alterTable('login_audit').addColumn('device_key', 'text').execute();
    await db.schema
      .createIndex('login_audit_account_device')
      .on('login_audit')
      .columns(['account_id', 'device_key'])
      .execute();
  },
};
