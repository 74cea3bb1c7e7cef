import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0002: used captcha challenges (replay refusal shared by every API server), the previous token
 * of a rotated session (kept alive briefly so in-flight calls survive a refresh), and the
 * IP-Address header the login form reported (the audit's `ip` is the address we saw).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('captcha_replays')
      .addColumn('challenge_id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_replays_expiry')
      .on('captcha_replays')
      .column('expires_at_ms')
      .execute();
    await db.schema.alterTable('sessions').addColumn('previous_token_hash', 'text').execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('previous_token_expires_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('sessions_previous_token')
      .unique()
      .on('sessions')
      .column('previous_token_hash')
      .execute();
    await db.schema.alterTable('login_audit').addColumn('reported_ip', 'text').execute();
  },
};
