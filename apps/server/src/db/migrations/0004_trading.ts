import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0004: trading. Orders with what they hold and have been charged, trades with both sides'
 * fees, the bought gold lots costed LIFO, and each market day's closing prices. `queue_seq`
 * is an order's place in its price level's queue, so the books are rebuilt as they were.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigint', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('order_type', 'text', (c) => c.notNull())
      .addColumn('validity', 'text', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint')
      .addColumn('limit_price_sen', 'bigint')
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('remaining_mg', 'bigint', (c) => c.notNull())
      .addColumn('filled_mg', 'bigint', (c) => c.notNull())
      .addColumn('filled_value_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('cashback_sen', 'bigint', (c) => c.notNull())
      .addColumn('held_sen', 'bigint', (c) => c.notNull())
      .addColumn('held_mg', 'bigint', (c) => c.notNull())
      .addColumn('fx_buffer_sen', 'bigint', (c) => c.notNull())
      .addColumn('payment_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('cancel_reason', 'text')
      .addColumn('queue_seq', 'bigint', (c) => c.notNull())
      .addColumn('queued_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('orders_account_status')
      .on('orders')
      .columns(['account_id', 'status', 'contract_id'])
      .execute();
    await db.schema
      .createIndex('orders_open_queue')
      .on('orders')
      .columns(['status', 'contract_id', 'queue_seq'])
      .execute();
    await db.schema
      .createTable('trades')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigint', (c) => c.notNull().unique())
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('price_sen', 'bigint', (c) => c.notNull())
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('value_sen', 'bigint', (c) => c.notNull())
      .addColumn('buy_order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('sell_order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('buyer_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('seller_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('taker_side', 'text', (c) => c.notNull())
      .addColumn('buyer_fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('buyer_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('cashback_sen', 'bigint', (c) => c.notNull())
      .addColumn('seller_cost_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('trades_contract_time')
      .on('trades')
      .columns(['contract_id', 'created_at_ms'])
      .execute();
    await db.schema.createIndex('trades_buyer').on('trades').column('buyer_account_id').execute();
    await db.schema.createIndex('trades_seller').on('trades').column('seller_account_id').execute();
    await db.schema
      .createTable('gold_inventories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('quantity_mg', 'bigint', (c) => c.notNull())
      .addColumn('remaining_mg', 'bigint', (c) => c.notNull())
      .addColumn('cost_per_gram_sen', 'bigint', (c) => c.notNull())
      .addColumn('rate_idr_per_usd', 'bigint', (c) => c.notNull())
      .addColumn('trade_id', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gold_inventories_account')
      .on('gold_inventories')
      .columns(['account_id', 'contract_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('end_day_prices')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('buy_sen', 'bigint')
      .addColumn('sell_sen', 'bigint')
      .addColumn('open_sen', 'bigint')
      .addColumn('high_sen', 'bigint')
      .addColumn('low_sen', 'bigint')
      .addColumn('close_sen', 'bigint')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('end_day_prices_pk', ['date', 'contract_id'])
      .execute();
  },
};
