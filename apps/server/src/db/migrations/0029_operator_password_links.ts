import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0029: an operator an admin adds sets their own password through a one-time link e-mailed to
 * them. Only the token's hash is kept; the link works once, until it expires.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('operator_password_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('used_at_ms', 'bigint')
      .execute();
  },
};
