import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0025: who is the exchange's writer. One row holds the leadership epoch, raised by every
 * process that becomes the writer; each batch commit checks it in its own transaction, so a
 * writer that was superseded (paused, cut off) commits nothing. Engine members are the engine
 * processes alive, the leader and its standbys, each beating its heart into its row.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('engine_leadership')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      .addColumn('leader_pid', 'bigint')
      .addColumn('leader_host', 'text')
      .addColumn('leader_since_ms', 'bigint')
      .addColumn('heartbeat_at_ms', 'bigint')
      .addColumn('leader_session', 'text')
      .execute();
    await sql`insert into engine_leadership (id, epoch) values (1, 0)`.execute(db);
    await db.schema
      .createTable('engine_members')
      .addColumn('session', 'text', (c) => c.primaryKey())
      .addColumn('pid', 'bigint', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('heartbeat_at_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
