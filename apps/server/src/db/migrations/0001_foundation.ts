import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

/** 0001: brokers, accounts, credentials, sessions, OTP, login audit, outbox and the ledger. */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('brokers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('primary_color', 'text', (c) => c.notNull())
      .addColumn('is_default', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('broker_id', 'text', (c) => c.notNull().references('brokers.id'))
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('hin', 'text', (c) => c.unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone_number', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.unique())
      .addColumn('fullname', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('bank_type', 'text', (c) => c.notNull())
      .addColumn('parent_account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('referral_code', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('credentials')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('idle_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('absolute_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at_ms', 'bigint')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
    await db.schema
      .createTable('otp_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'bigint', (c) => c.notNull())
      .addColumn('max_attempts', 'bigint', (c) => c.notNull())
      .addColumn('resend_count', 'bigint', (c) => c.notNull())
      .addColumn('last_sent_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('resend_locked_until_ms', 'bigint')
      .addColumn('verified_at_ms', 'bigint')
      .addColumn('closed_at_ms', 'bigint')
      .addColumn('validate_token_hash', 'text', (c) => c.unique())
      .addColumn('validate_token_expires_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('otp_challenges_account')
      .on('otp_challenges')
      .columns(['account_id', 'purpose'])
      .execute();
    await db.schema
      .createTable('login_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('latitude', 'text', (c) => c.notNull())
      .addColumn('longitude', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_audit_account_time')
      .on('login_audit')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('login_audit_ip_time')
      .on('login_audit')
      .columns(['ip', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ledger_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create unique index ledger_accounts_owner_asset_kind
      on ledger_accounts (coalesce(owner_account_id, ''), asset, kind)`.execute(db);
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('postings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('ledger_account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('postings_entry').on('postings').column('entry_id').execute();
    await db.schema
      .createIndex('postings_ledger_account')
      .on('postings')
      .column('ledger_account_id')
      .execute();
  },
};
