import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0038: stop orders (issue 23 item 9). An order keeps the type it trades as (`market` for a
 * stop, `limit` for a stop-limit) and carries its stop price; a stop waits for its trigger
 * while `triggered_at_ms` is null, open (`submit`) and holding what it needs, and the engine
 * rebuilds its waiting stops from these columns at start.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('orders').addColumn('stop_price_sen', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('triggered_at_ms', 'bigint').execute();
  },
};
