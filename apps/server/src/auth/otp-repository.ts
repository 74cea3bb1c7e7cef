import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OtpChallengeTable } from '../db/schema.ts';

/** Password-recovery OTP challenges: one row per code sent by forgot_password, reused by resends. */
export type OtpChallenge = Selectable<OtpChallengeTable>;

const PURPOSE = 'password_reset';

export const latestChallenge = async (db: Db, accountId: string): Promise<OtpChallenge | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('purpose', '=', PURPOSE)
    .orderBy('created_at_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
};

/** When the account last used up a code's attempts after `sinceMs`, if it did. */
export const lastExhaustedAtMs = async (
  db: Db,
  accountId: string,
  sinceMs: number,
): Promise<number | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .select('closed_at_ms')
    .where('account_id', '=', accountId)
    .where('purpose', '=', PURPOSE)
    .whereRef('attempts', '>=', 'max_attempts')
    .where('closed_at_ms', '>', BigInt(sinceMs))
    .orderBy('closed_at_ms', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.closed_at_ms == null ? null : Number(row.closed_at_ms);
};

export type NewChallenge = {
  id: string;
  accountId: string;
  appName: string;
  codeHash: string;
  nowMs: number;
  expiresAtMs: number;
  attemptsMax: number;
  resendCount: number;
};

/** Closes the account's open challenges and opens a new one, atomically. */
export const replaceChallenge = async (db: Db, challenge: NewChallenge): Promise<void> => {
  const now = BigInt(challenge.nowMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_challenges')
      .set({ closed_at_ms: now })
      .where('account_id', '=', challenge.accountId)
      .where('purpose', '=', PURPOSE)
      .where('closed_at_ms', 'is', null)
      .execute();
    await trx
      .insertInto('otp_challenges')
      .values({
        id: challenge.id,
        account_id: challenge.accountId,
        purpose: PURPOSE,
        app_name: challenge.appName,
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
 * Counts one wrong code, only while the challenge is open and has attempts left, so concurrent
 * guesses cannot exceed the limit. Returns the attempts used, or null when none were left.
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

/** Marks the right code as used and stores the reset token's hash; false if it raced a close. */
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

export const findByResetToken = async (
  db: Db,
  validateTokenHash: string,
  nowMs: number,
): Promise<OtpChallenge | null> => {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('validate_token_hash', '=', validateTokenHash)
    .where('validate_token_expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  return row ?? null;
};

/** Uses the reset token up; false when another request used it first. */
export const consumeResetToken = async (
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
