import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0030: the second approver on money. An approval is money an operator asked to move (a payout,
 * a credit limit, a deposit, an adjustment) at or above the threshold, waiting for another
 * finance operator: what to run (`kind`, `input` as JSON), on what (`subject`), how much, who
 * asked and who decided. `open_key` is the action's own key while the approval is open (null once
 * it ends), so asking twice for the same money finds the one waiting approval.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('approvals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('amount_sen', 'bigint', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('open_key', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('asked_by', 'text', (c) => c.notNull().references('operators.id'))
      .addColumn('asked_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('decided_by', 'text', (c) => c.references('operators.id'))
      .addColumn('decided_at_ms', 'bigint')
      .addColumn('reject_reason', 'text')
      .execute();
    await db.schema
      .createIndex('approvals_status')
      .on('approvals')
      .columns(['status', 'asked_at_ms'])
      .execute();
  },
};
