import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0020: account opening. An application holds the applicant's contacts (their codes in
 * registration_otps: the otp feature's challenges belong to accounts, and an applicant has none
 * yet), the argon2id hash of the password, the personal details, the names of both photos under
 * UPLOAD_DIR, and the operator's decision; approval links the account it opened.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('registration_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('broker_id', 'text', (c) => c.notNull().references('brokers.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('email_verified_at_ms', 'bigint')
      .addColumn('phone_verified_at_ms', 'bigint')
      .addColumn('fullname', 'text')
      .addColumn('id_no', 'text')
      .addColumn('mother_name', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('street', 'text')
      .addColumn('city', 'text')
      .addColumn('province', 'text')
      .addColumn('postcode', 'text')
      .addColumn('ktp_photo', 'text')
      .addColumn('selfie_photo', 'text')
      .addColumn('agreement_version', 'text')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at_ms', 'bigint')
      .addColumn('decided_at_ms', 'bigint')
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('hin', 'text')
      .addColumn('reject_reason', 'text')
      .execute();
    for (const columns of [
      ['email'],
      ['phone_number'],
      ['status', 'submitted_at_ms'],
      ['ip', 'created_at_ms'],
    ]) {
      await db.schema
        .createIndex(`registration_applications_${columns.join('_')}`)
        .on('registration_applications')
        .columns(columns)
        .execute();
    }
    await db.schema
      .createTable('registration_otps')
      .addColumn('application_id', 'text', (c) =>
        c.notNull().references('registration_applications.id'),
      )
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('first_sent_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('last_sent_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'bigint', (c) => c.notNull())
      .addColumn('resend_count', 'bigint', (c) => c.notNull())
      .addColumn('resend_locked_until_ms', 'bigint')
      .addColumn('exhausted_at_ms', 'bigint')
      .addPrimaryKeyConstraint('registration_otps_pk', ['application_id', 'channel'])
      .execute();
  },
};
