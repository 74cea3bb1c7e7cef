import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0042: API keys (issue 23 item 12). A key's secret is kept encrypted (AES-256-GCM under a key
 * derived from APP_SECRET), because checking an HMAC needs the secret itself; its scopes and
 * allow-list are short comma-separated lists. A signature already received is remembered until
 * its timestamp leaves the 30-second window, shared by every API server, so a replay fails.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('ip_allow_list', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at_ms', 'bigint')
      .addColumn('revoked_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('api_keys_account')
      .on('api_keys')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('api_key_signatures')
      .addColumn('signature', 'text', (c) => c.primaryKey())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_key_signatures_expiry')
      .on('api_key_signatures')
      .column('expires_at_ms')
      .execute();
  },
};
