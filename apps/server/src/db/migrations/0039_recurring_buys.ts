import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0039: recurring buys (nabung emas rutin). `recurring_buys` are clients' schedules: a contract,
 * a rupiah amount, when (frequency, `day`: a weekday '1'..'7', a day of the month '1'..'28' or
 * 'last', null for daily; `time_minutes` after Jakarta midnight) and the next run due. A live
 * schedule holds one of its account's `slot`s (1 to the cap; null once cancelled), so the cap
 * holds however many creations race. `recurring_buy_runs` are their runs, one per schedule and
 * market day (the unique key, claimed before any order is placed): placing, placed (its
 * order) or skipped (why).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('recurring_buys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('amount_sen', 'bigint', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('day', 'text')
      .addColumn('time_minutes', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('slot', 'bigint')
      .addColumn('next_run_at_ms', 'bigint')
      .addColumn('next_market_day', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recurring_buys_slot')
      .on('recurring_buys')
      .columns(['account_id', 'slot'])
      .unique()
      .execute();
    await db.schema
      .createIndex('recurring_buys_due')
      .on('recurring_buys')
      .columns(['status', 'next_run_at_ms'])
      .execute();
    await db.schema
      .createTable('recurring_buy_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('schedule_id', 'text', (c) => c.notNull().references('recurring_buys.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('market_day', 'text', (c) => c.notNull())
      .addColumn('due_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('amount_sen', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('order_id', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recurring_buy_runs_day')
      .on('recurring_buy_runs')
      .columns(['schedule_id', 'market_day'])
      .unique()
      .execute();
    await db.schema
      .createIndex('recurring_buy_runs_status')
      .on('recurring_buy_runs')
      .columns(['status'])
      .execute();
  },
};
