import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0014: the back office's staff. An operator is never an account: its own table, its own
 * sign-in and sessions, so a client's token can never reach the console and an operator's
 * never trades. Every operator action is kept in an append-only audit log.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('operators')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_sign_ins', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until_ms', 'bigint')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('operator_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('idle_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('absolute_expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at_ms', 'bigint')
      .execute();
    await db.schema
      .createTable('operator_actions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('operator_actions_created')
      .on('operator_actions')
      .column('created_at_ms')
      .execute();
  },
};
