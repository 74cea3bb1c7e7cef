import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0027, PostgreSQL only: postings no longer carry row-level foreign keys to their entry and
 * ledger account. Each was a trigger per row, taking a share lock on the referenced row: 40% of
 * the exchange's commit path (bench/README.md, "Commit path"). The batch writer checks both
 * references of all its postings in one set-based query in the same transaction instead
 * (ledger/post-batch.ts), and the ledger is append-only, so nothing a posting names is ever
 * deleted. SQLite, where a foreign key check is a cheap lookup in process, keeps them.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`alter table postings drop constraint if exists postings_entry_id_fkey`.execute(db);
    await sql`alter table postings drop constraint if exists postings_ledger_account_id_fkey`.execute(
      db,
    );
  },
};
