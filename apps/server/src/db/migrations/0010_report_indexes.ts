import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0010: the reports read an account's trades newest first, from either side, page by page; a
 * buy's unrealised profit reads the lot the trade opened. Without these a page of a long
 * history sorts every trade of the account.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('trades_buyer_time')
      .on('trades')
      .columns(['buyer_account_id', 'created_at_ms', 'sequence'])
      .execute();
    await db.schema
      .createIndex('trades_seller_time')
      .on('trades')
      .columns(['seller_account_id', 'created_at_ms', 'sequence'])
      .execute();
    await db.schema
      .createIndex('trades_time')
      .on('trades')
      .columns(['created_at_ms', 'sequence'])
      .execute();
    await db.schema
      .createIndex('gold_inventories_trade')
      .on('gold_inventories')
      .column('trade_id')
      .execute();
    await db.schema.dropIndex('trades_buyer').execute();
    await db.schema.dropIndex('trades_seller').execute();
  },
};
