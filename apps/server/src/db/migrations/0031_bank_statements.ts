import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0031: imported bank statements of the RPED account, with who uploaded each and when, the
 * balances the bank wrote, and every line: what became of it (credited, already credited,
 * unmatched and waiting, repeated, dismissed with a reason, or a debit), the account it was
 * credited to and the operator who settled it by hand. The daily reconciliation reads the
 * closing balance of the last statement covering a day.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bank_statements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('uploaded_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('first_date', 'text', (c) => c.notNull())
      .addColumn('last_date', 'text', (c) => c.notNull())
      .addColumn('opening_balance_sen', 'bigint')
      .addColumn('closing_balance_sen', 'bigint')
      .execute();
    await db.schema
      .createIndex('bank_statements_last_date')
      .on('bank_statements')
      .columns(['last_date', 'uploaded_at_ms'])
      .execute();
    await db.schema
      .createTable('bank_statement_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('statement_id', 'text', (c) => c.notNull().references('bank_statements.id'))
      .addColumn('line_number', 'bigint', (c) => c.notNull())
      .addColumn('booked_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('amount_sen', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('dismiss_reason', 'text')
      .addColumn('settled_by', 'text', (c) => c.references('operators.id'))
      .addColumn('settled_at_ms', 'bigint')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bank_statement_lines_state')
      .on('bank_statement_lines')
      .columns(['state', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('bank_statement_lines_reference')
      .on('bank_statement_lines')
      .columns(['reference'])
      .execute();
  },
};
