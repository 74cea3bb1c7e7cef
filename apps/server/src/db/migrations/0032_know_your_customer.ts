import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/** The know-your-customer answers, as an application holds them and the account keeps them. */
const KYC_COLUMNS: [string, 'text' | 'bigint'][] = [
  ['npwp', 'text'],
  ['occupation', 'text'],
  ['occupation_other', 'text'],
  ['source_of_funds', 'text'],
  ['account_purpose', 'text'],
  ['monthly_transaction', 'text'],
  ['risk_answers', 'text'],
  ['risk_score', 'bigint'],
  ['risk_profile', 'text'],
];

/**
 * 0032: account opening to Indonesian rules. An application gains the know-your-customer
 * answers (the risk questionnaire's answers as JSON beside its score and profile) and
 * compliance's correction request (the fields, comma-joined, and the note). The approved
 * client's answers move to account_kyc, one row per account, which outlives the application.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const correction: [string, 'text' | 'bigint'][] = [
      ['correction_fields', 'text'],
      ['correction_note', 'text'],
      ['correction_requested_at_ms', 'bigint'],
    ];
    for (const [name, type] of [...KYC_COLUMNS, ...correction]) {
      await db.schema.alterTable('registration_applications').addColumn(name, type).execute();
    }
    let table = db.schema
      .createTable('account_kyc')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('application_id', 'text', (c) =>
        c.notNull().references('registration_applications.id'),
      );
    for (const [name, type] of KYC_COLUMNS) {
      table = table.addColumn(name, type, (c) =>
        name === 'npwp' || name === 'occupation_other' ? c : c.notNull(),
      );
    }
    await table.addColumn('created_at_ms', 'bigint', (c) => c.notNull()).execute();
  },
};
