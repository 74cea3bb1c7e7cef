import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0026: calls per client address in fixed windows, per rule, shared by every gateway of a
 * cluster (a single process counts in its memory).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('address_rate_windows')
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('start_ms', 'bigint', (c) => c.notNull())
      .addColumn('calls', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('address_rate_windows_pk', ['rule', 'address'])
      .execute();
  },
};
