import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0033: compliance's screening and transaction reports. A screening list (the UN consolidated
 * list, the national terrorist list DTTOT, the PEP list) is replaced whole by each import; its
 * entries keep every name and date of birth as the matching reads them. A hit is one person
 * (an applicant or an account) against one entry, kept with a copy of the entry (a later import
 * may drop it) until compliance decides; one per person and entry, so a cleared false positive
 * is not raised again every day. A screening run is the daily screening of one Jakarta day,
 * claimed once across a cluster. A transaction report is one Jakarta day's, built once; its
 * items are large cash and unusual patterns per account, each reviewed or reported; the
 * ledger's entries get an index by kind and time, which the report's reads of a day need.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('screening_lists')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('entry_count', 'bigint', (c) => c.notNull())
      .addColumn('imported_by', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('imported_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('screening_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('list_kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('birth_dates', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('screening_entries_list')
      .on('screening_entries')
      .column('list_kind')
      .execute();
    await db.schema
      .createTable('screening_hits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('subject_name', 'text', (c) => c.notNull())
      .addColumn('subject_birth_date', 'text')
      .addColumn('list_kind', 'text', (c) => c.notNull())
      .addColumn('entry_reference', 'text', (c) => c.notNull())
      .addColumn('entry', 'text', (c) => c.notNull())
      .addColumn('score_basis_points', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('locked_account', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('decided_by', 'text', (c) => c.references('operators.id'))
      .addColumn('decision_note', 'text')
      .addColumn('decided_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('screening_hits_one_per_entry')
      .on('screening_hits')
      .columns(['subject_kind', 'subject_id', 'list_kind', 'entry_reference'])
      .unique()
      .execute();
    await db.schema
      .createIndex('screening_hits_status')
      .on('screening_hits')
      .columns(['status', 'created_at_ms'])
      .execute();
    await db.schema
      .createTable('screening_runs')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('people', 'bigint', (c) => c.notNull())
      .addColumn('new_hits', 'bigint', (c) => c.notNull())
      .addColumn('started_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('finished_at_ms', 'bigint')
      .execute();
    await db.schema
      .createTable('transaction_reports')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('item_count', 'bigint', (c) => c.notNull())
      .addColumn('built_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('transaction_report_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('day', 'text', (c) => c.notNull().references('transaction_reports.day'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('in_sen', 'bigint', (c) => c.notNull())
      .addColumn('out_sen', 'bigint', (c) => c.notNull())
      .addColumn('movement_count', 'bigint', (c) => c.notNull())
      .addColumn('from_at_ms', 'bigint')
      .addColumn('to_at_ms', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('reviewed_by', 'text', (c) => c.references('operators.id'))
      .addColumn('reviewed_at_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('transaction_report_items_one_per_kind')
      .on('transaction_report_items')
      .columns(['day', 'account_id', 'kind'])
      .unique()
      .execute();
    // The report reads a day's deposits and withdrawals out of every ledger entry (trades too).
    await db.schema
      .createIndex('ledger_entries_kind_time')
      .on('ledger_entries')
      .columns(['kind', 'created_at_ms'])
      .execute();
  },
};
