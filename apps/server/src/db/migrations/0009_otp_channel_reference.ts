import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0009: an OTP challenge names the channel its code went by and the request it is bound to (a
 * withdrawal's or bank account's request key), so an e-mail code never passes the SMS step and
 * one request's code never serves another. Every challenge before was a password recovery by
 * e-mail, bound to no request.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('otp_challenges')
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
      .execute();
    await db.schema.alterTable('otp_challenges').addColumn('reference', 'text').execute();
  },
};
