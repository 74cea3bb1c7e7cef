import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0005: 1-minute candles of the reference gold price per symbol (XAUIDRG, XAUUSDG). The primary
 * key (symbol, interval, start_ms) is the unique index the upsert of a resumed candle relies on.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('reference_candles')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('start_ms', 'bigint', (c) => c.notNull())
      .addColumn('open', 'bigint', (c) => c.notNull())
      .addColumn('high', 'bigint', (c) => c.notNull())
      .addColumn('low', 'bigint', (c) => c.notNull())
      .addColumn('close', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reference_candles_symbol_interval_start', [
        'symbol',
        'interval',
        'start_ms',
      ])
      .execute();
  },
};
