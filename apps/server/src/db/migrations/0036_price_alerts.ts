import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0036: price alerts. An alert waits (`active`) for its contract's trades past `after_sequence`
 * (the contract's last trade when it was set) to reach its price, then is `fired` once, with
 * when and at which trade. An active alert holds one of its account's 20 places (`slot`, unique
 * per account; null once fired), so two set at once cannot pass the bound. `price_alert_watch`
 * is where the watch of trades left off, moved in the same transaction as the alerts it fires.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('price_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('price_sen', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('slot', 'bigint')
      .addColumn('after_sequence', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('fired_at_ms', 'bigint')
      .addColumn('fired_price_sen', 'bigint')
      .addColumn('fired_trade_id', 'text')
      .execute();
    await db.schema
      .createIndex('price_alerts_account')
      .on('price_alerts')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('price_alerts_slot')
      .on('price_alerts')
      .columns(['account_id', 'slot'])
      .unique()
      .execute();
    await db.schema
      .createIndex('price_alerts_waiting')
      .on('price_alerts')
      .columns(['state', 'contract_id'])
      .execute();
    await db.schema
      .createTable('price_alert_watch')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigint', (c) => c.notNull())
      .execute();
  },
};
