import {
  OTP_ATTEMPTS_MAX,
  type OtpChannel,
  type Result,
  fail,
  isOtpExpired,
  ok,
  otpExpiresAtMs,
  otpResendAtMs,
  otpResendsUsed,
  otpSendVerdict,
  otpWrongCodeAnswer,
  otpWrongCodeWait,
} from '@emas/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RegistrationOtpTable } from '../db/schema.ts';
import { SmsNotSent } from '../notifications/index.ts';
import { newOtpCode, otpCodeHash, otpCodeMatches, otpMessage } from '../otp/index.ts';
import type { RegistrationDeps } from './deps.ts';

/*
 * An applicant's codes, one challenge per channel. The otp feature's challenges belong to an
 * account, and an applicant has none until approval, so these live with the application; the
 * rules (6 digits, 60 s validity and cooldown, 5 resends then the lock, the tries and the 24-hour
 * wait after them) and the code's hashing and message are the same ones, shared.
 */

type Challenge = Selectable<RegistrationOtpTable>;

export type CodeSent = { mode: OtpChannel; expires_at: number; resend_at: number };

const challengeKey = (applicationId: string, channel: OtpChannel): string =>
  `registration:${applicationId}:${channel}`;

const challengeOf = async (db: Db, applicationId: string, channel: OtpChannel) =>
  (await db
    .selectFrom('registration_otps')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('channel', '=', channel)
    .executeTakeFirst()) ?? null;

const sendsOf = (challenge: Challenge) => ({
  firstSentAtMs: Number(challenge.first_sent_at_ms),
  lastSentAtMs: Number(challenge.last_sent_at_ms),
  resendCount: Number(challenge.resend_count),
  resendLockedUntilMs:
    challenge.resend_locked_until_ms === null ? null : Number(challenge.resend_locked_until_ms),
});

const deliver = async (deps: RegistrationDeps, channel: OtpChannel, to: string, code: string) => {
  try {
    await deps.notifier.send(otpMessage(channel, to, code));
    return ok(undefined);
  } catch (error) {
    if (error instanceof SmsNotSent) return fail('MessageNotSent');
    throw error;
  }
};

/** Whether another code may go out now on this challenge (starting the lock when it says so). */
const mayResend = async (db: Db, challenge: Challenge, nowMs: number): Promise<Result<number>> => {
  const exhausted = challenge.exhausted_at_ms === null ? null : Number(challenge.exhausted_at_ms);
  const waited = otpWrongCodeWait(exhausted, nowMs);
  if (!waited.ok) return waited;
  const resend = otpResendsUsed(sendsOf(challenge), nowMs) + 1;
  const verdict = otpSendVerdict(sendsOf(challenge), resend, nowMs);
  if (verdict.kind === 'send') return ok(resend);
  if (verdict.kind === 'lock') {
    await db
      .updateTable('registration_otps')
      .set({ resend_locked_until_ms: BigInt(verdict.lockedUntilMs) })
      .where('application_id', '=', challenge.application_id)
      .where('channel', '=', challenge.channel)
      .execute();
  }
  return verdict.failure;
};

/**
 * Sends a code for the application by the channel to `to`: the first one opens the channel's
 * challenge, a later one replaces its code with fresh tries, within the resend rules.
 */
export const sendRegistrationCode = async (
  deps: RegistrationDeps,
  applicationId: string,
  channel: OtpChannel,
  to: string,
): Promise<Result<CodeSent>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const previous = await challengeOf(db, applicationId, channel);
  const resend = previous === null ? ok(0) : await mayResend(db, previous, nowMs);
  if (!resend.ok) return resend;
  const code = newOtpCode();
  const row = {
    code_hash: otpCodeHash(deps.config.secret, challengeKey(applicationId, channel), code),
    last_sent_at_ms: BigInt(nowMs),
    expires_at_ms: BigInt(otpExpiresAtMs(nowMs)),
    attempts: 0n,
    resend_count: BigInt(resend.value),
    resend_locked_until_ms: null,
    exhausted_at_ms: null,
  };
  await db
    .insertInto('registration_otps')
    .values({ application_id: applicationId, channel, first_sent_at_ms: BigInt(nowMs), ...row })
    .onConflict((oc) => oc.columns(['application_id', 'channel']).doUpdateSet(row))
    .execute();
  const delivered = await deliver(deps, channel, to, code);
  if (!delivered.ok) return delivered;
  return ok({ mode: channel, expires_at: otpExpiresAtMs(nowMs), resend_at: otpResendAtMs(nowMs) });
};

/**
 * Checks a code: the right one passes once (the challenge is spent), a wrong one answers the
 * tries left, the last wrong one the 24-hour wait; an expired code OTPInactiveExpired.
 */
export const verifyRegistrationCode = async (
  deps: RegistrationDeps,
  applicationId: string,
  channel: OtpChannel,
  code: string,
): Promise<Result<void>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const challenge = await challengeOf(db, applicationId, channel);
  if (challenge === null || challenge.exhausted_at_ms !== null) return fail('NoActiveOTP');
  if (isOtpExpired(Number(challenge.expires_at_ms), nowMs)) return fail('OTPInactiveExpired');
  const key = challengeKey(applicationId, channel);
  if (otpCodeMatches(deps.config.secret, key, code, challenge.code_hash)) {
    // A code passes once: the challenge ends with it.
    await db
      .updateTable('registration_otps')
      .set({ expires_at_ms: BigInt(nowMs) })
      .where('application_id', '=', applicationId)
      .where('channel', '=', channel)
      .execute();
    return ok(undefined);
  }
  // Counted in the database, so guesses sent at once each use up a try.
  const counted = await db
    .updateTable('registration_otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
    .where('application_id', '=', applicationId)
    .where('channel', '=', channel)
    .where('exhausted_at_ms', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (counted === undefined) return fail('NoActiveOTP');
  const answer = otpWrongCodeAnswer(OTP_ATTEMPTS_MAX, Number(counted.attempts));
  if (answer.code === 'OTPValidateExceededLimit') {
    await db
      .updateTable('registration_otps')
      .set({ exhausted_at_ms: BigInt(nowMs) })
      .where('application_id', '=', applicationId)
      .where('channel', '=', channel)
      .execute();
  }
  return answer;
};
