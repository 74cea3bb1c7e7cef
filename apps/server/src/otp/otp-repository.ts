import type { OtpChannel, OtpPurpose, OtpSends } from '@emas/domain';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OtpChallengeTable } from '../db/schema.ts';
import type { OtpSubject } from './subject.ts';

/** One challenge: the code last sent for a subject, reused by its resends. */
export type OtpChallenge = Selectable<OtpChallengeTable>;

/** A challenge's send history, as the domain's resend rules read it. */
export const sendsOf = (challenge: OtpChallenge): OtpSends => ({
  firstSentAtMs: Number(challenge.created_at_ms),
  lastSentAtMs: Number(challenge.last_sent_at_ms),
  resendCount: Number(challenge.resend_count),
  resendLockedUntilMs:
    challenge.resend_locked_until_ms === null ? null : Number(challenge.resend_locked_until_ms),
});

/** The account's newest challenge of a purpose by a channel, open or not: its sends count on. */
export const latestChallenge = async (
  db: Db,
  accountId: string,
  purpose: OtpPurpose,
  channel: OtpChannel,
): Promise<OtpChallenge | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('channel', '=', channel)
    .orderBy('created_at_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
};

/** When the account last used up a code's tries for this purpose after `sinceMs`, if it did. */
export const lastExhaustedAtMs = async (
  db: Db,
  accountId: string,
  purpose: OtpPurpose,
  sinceMs: number,
): Promise<number | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .select('closed_at_ms')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .whereRef('attempts', '>=', 'max_attempts')
    .where('closed_at_ms', '>', BigInt(sinceMs))
    .orderBy('closed_at_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.closed_at_ms == null ? null : Number(row.closed_at_ms);
};

export type NewChallenge = {
  id: string;
  subject: OtpSubject;
  codeHash: string;
  nowMs: number;
  expiresAtMs: number;
  attemptsMax: number;
  resendCount: number;
};

/** Closes the account's open challenges of the purpose and opens a new one, atomically. */
export const replaceChallenge = async (db: Db, challenge: NewChallenge): Promise<void> => {
  const { subject } = challenge;
  const now = BigInt(challenge.nowMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_challenges')
      .set({ closed_at_ms: now })
      .where('account_id', '=', subject.accountId)
      .where('purpose', '=', subject.purpose)
      .where('closed_at_ms', 'is', null)
      .execute();
    await trx
      .insertInto('otp_challenges')
      .values({
        id: challenge.id,
        account_id: subject.accountId,
        purpose: subject.purpose,
        app_name: subject.appName,
        channel: subject.channel,
        reference: subject.reference,
        code_hash: challenge.codeHash,
        created_at_ms: now,
        expires_at_ms: BigInt(challenge.expiresAtMs),
        attempts: 0n,
        max_attempts: BigInt(challenge.attemptsMax),
        resend_count: BigInt(challenge.resendCount),
        last_sent_at_ms: now,
      })
      .execute();
  });
};

export const updateChallenge = async (
  db: Db,
  id: string,
  changes: Updateable<OtpChallengeTable>,
): Promise<void> => {
  await db.updateTable('otp_challenges').set(changes).where('id', '=', id).execute();
};

/**
 * Counts one wrong code, only while the challenge is open and has tries left, so concurrent
 * guesses cannot exceed the limit. Returns the tries used, or null when none were left.
 */
export const countWrongAttempt = async (db: Db, id: string): Promise<number | null> => {
  const result = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
    .where('id', '=', id)
    .where('closed_at_ms', 'is', null)
    .whereRef('attempts', '<', 'max_attempts')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return null;
  const row = await db
    .selectFrom('otp_challenges')
    .select('attempts')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
};

/** Marks the right code as used and stores its validate token's hash; false if it raced a close. */
export const markVerified = async (
  db: Db,
  id: string,
  validateTokenHash: string,
  nowMs: number,
  validateTokenExpiresAtMs: number,
): Promise<boolean> => {
  const now = BigInt(nowMs);
  const result = await db
    .updateTable('otp_challenges')
    .set({
      verified_at_ms: now,
      closed_at_ms: now,
      validate_token_hash: validateTokenHash,
      validate_token_expires_at_ms: BigInt(validateTokenExpiresAtMs),
    })
    .where('id', '=', id)
    .where('closed_at_ms', 'is', null)
    .whereRef('attempts', '<', 'max_attempts')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

export const findByValidateToken = async (
  db: Db,
  purpose: OtpPurpose,
  validateTokenHash: string,
  nowMs: number,
): Promise<OtpChallenge | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('validate_token_hash', '=', validateTokenHash)
    .where('purpose', '=', purpose)
    .where('validate_token_expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  return row ?? null;
};

/** Uses the validate token up; false when another request used it first. */
export const consumeValidateToken = async (
  db: Db,
  id: string,
  validateTokenHash: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('otp_challenges')
    .set({ validate_token_hash: null, validate_token_expires_at_ms: null })
    .where('id', '=', id)
    .where('validate_token_hash', '=', validateTokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/**
 * The subject's open challenge: the account's one open challenge of the purpose (a new one
 * closes the others), if it was sent for this broker, channel and request. Any other (an
 * e-mail code at the SMS step, another request's code) counts as none.
 */
export const openChallengeOf = async (
  db: Db,
  subject: OtpSubject,
): Promise<OtpChallenge | null> => {
  const challenge = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('account_id', '=', subject.accountId)
    .where('purpose', '=', subject.purpose)
    .where('closed_at_ms', 'is', null)
    .executeTakeFirst();
  if (
    challenge === undefined ||
    challenge.app_name !== subject.appName ||
    challenge.channel !== subject.channel ||
    challenge.reference !== subject.reference
  )
    return null;
  return challenge;
};
