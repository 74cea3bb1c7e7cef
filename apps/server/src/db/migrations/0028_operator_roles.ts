import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0028: the back office's separation of duties. Each operator holds roles (names joined by
 * commas; operators made before roles keep every one, as they had), may be disabled, and may
 * have a TOTP secret, on once confirmed, with the last time step used so a code works once.
 * An account may be locked by compliance (or by a screening hit), with the reason.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const columns: [string, 'text' | 'bigint', string | null][] = [
      ['roles', 'text', 'admin,finance,compliance,support,content'],
      ['disabled_at_ms', 'bigint', null],
      ['totp_secret', 'text', null],
      ['totp_enabled_at_ms', 'bigint', null],
      ['totp_last_step', 'bigint', null],
    ];
    for (const [name, type, fallback] of columns) {
      await db.schema
        .alterTable('operators')
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute();
    }
    await db.schema.alterTable('accounts').addColumn('locked_at_ms', 'bigint').execute();
    await db.schema.alterTable('accounts').addColumn('lock_reason', 'text').execute();
  },
};
