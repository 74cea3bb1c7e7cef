import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0022: the storage fee a sale paid (spec 001 section 9: 2% × days held / 365 of the value
 * sold, deducted from the proceeds), kept with the trade like its fee and tax; trades written
 * before it paid none.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('trades')
      .addColumn('seller_storage_fee_sen', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
