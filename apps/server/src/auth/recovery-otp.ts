import { randomUUID } from 'node:crypto';
import { type Result, fail, ok, otpAttemptsRemaining } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { type Account, findAccountBy } from './account-repository.ts';
import type { AuthDeps } from './deps.ts';
import {
  OTP_ATTEMPTS_MAX,
  OTP_RESEND_AFTER_MS,
  OTP_RESEND_LOCK_MS,
  OTP_RESENDS_MAX,
  OTP_VALID_MS,
  OTP_WRONG_LOCK_MS,
  RESET_TOKEN_VALIDITY_MS,
} from './limits.ts';
import { newOtpCode, otpCodeHash, otpCodeMatches, otpEmail } from './otp-code.ts';
import {
  type OtpChallenge,
  countWrongAttempt,
  lastExhaustedAtMs,
  latestChallenge,
  markVerified,
  replaceChallenge,
  updateChallenge,
} from './otp-repository.ts';
import { ceilUnits } from './time.ts';
import { newToken, tokenHash } from './tokens.ts';

/*
 * Password recovery by e-mail OTP (spec 000 sections 2, 4, 8, 9). Limits:
 * - one code per 60 s (forgot or resend), each code valid 60 s with 3 tries;
 * - the third wrong code ends the challenge and locks recovery for 24 hours;
 * - at most 5 resends, then 60 minutes' lock. A new forgot_password within the hour of the
 *   previous one continues its resend count, so starting over does not reset the limit.
 */

export type CodeSent = { sentAtMs: number; expiresAtMs: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The account a recovery request names: known, under the chosen broker, and active. */
const recoveryAccount = async (
  db: Db,
  email: string,
  appName: string,
): Promise<Result<Account>> => {
  const account = await findAccountBy(db, { field: 'email', value: email });
  if (account === null || account.broker_id !== appName) return fail('AccountNotFound');
  if (account.status !== 'active') return fail('AccountInactive');
  return ok(account);
};

const wrongCodeLock = async (db: Db, accountId: string, nowMs: number): Promise<Result<void>> => {
  const exhaustedAtMs = await lastExhaustedAtMs(db, accountId, nowMs - OTP_WRONG_LOCK_MS);
  if (exhaustedAtMs === null) return ok(undefined);
  return fail('PasswordRecoveryLocked', {
    hours: ceilUnits(exhaustedAtMs + OTP_WRONG_LOCK_MS, nowMs, HOUR_MS),
  });
};

/** The resends a challenge has used; an expired lock starts the count again. */
const resendsUsed = (challenge: OtpChallenge, nowMs: number): number => {
  const lockedUntil = challenge.resend_locked_until_ms;
  return lockedUntil !== null && Number(lockedUntil) <= nowMs ? 0 : Number(challenge.resend_count);
};

/** Refuses a new code while the resend lock or the cooldown of the last code runs. */
const sendAllowed = async (
  db: Db,
  challenge: OtpChallenge,
  resends: number,
  nowMs: number,
): Promise<Result<void>> => {
  const lockedUntil = Number(challenge.resend_locked_until_ms ?? 0n);
  if (lockedUntil > nowMs) {
    return fail('OTPResendExceededLimit', { minutes: ceilUnits(lockedUntil, nowMs, MINUTE_MS) });
  }
  const resendAtMs = Number(challenge.last_sent_at_ms) + OTP_RESEND_AFTER_MS;
  if (resendAtMs > nowMs)
    return fail('OTPInCooldown', { seconds: ceilUnits(resendAtMs, nowMs, 1_000) });
  if (resends > OTP_RESENDS_MAX) {
    await updateChallenge(db, challenge.id, {
      resend_locked_until_ms: BigInt(nowMs + OTP_RESEND_LOCK_MS),
    });
    return fail('OTPResendExceededLimit', { minutes: OTP_RESEND_LOCK_MS / MINUTE_MS });
  }
  return ok(undefined);
};

/** forgot_password: closes any open challenge and e-mails a new code. */
export const startRecovery = async (
  deps: AuthDeps,
  request: { email: string; appName: string },
): Promise<Result<CodeSent>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const account = await recoveryAccount(db, request.email, request.appName);
  if (!account.ok) return account;
  const locked = await wrongCodeLock(db, account.value.id, nowMs);
  if (!locked.ok) return locked;
  const previous = await latestChallenge(db, account.value.id);
  const continues =
    previous !== null && Number(previous.created_at_ms) > nowMs - OTP_RESEND_LOCK_MS;
  const resends = previous !== null && continues ? resendsUsed(previous, nowMs) + 1 : 0;
  if (previous !== null) {
    const allowed = await sendAllowed(db, previous, resends, nowMs);
    if (!allowed.ok) return allowed;
  }
  const id = randomUUID();
  const code = newOtpCode();
  const expiresAtMs = nowMs + OTP_VALID_MS;
  await replaceChallenge(db, {
    id,
    accountId: account.value.id,
    appName: request.appName,
    codeHash: otpCodeHash(deps.config.secret, id, code),
    nowMs,
    expiresAtMs,
    attemptsMax: OTP_ATTEMPTS_MAX,
    resendCount: resends,
  });
  await deps.notifier.send(otpEmail(account.value.email, code));
  return ok({ sentAtMs: nowMs, expiresAtMs });
};

/** The open challenge of a recovery under this broker, if any. */
const openChallenge = async (
  db: Db,
  account: Account,
  appName: string,
): Promise<OtpChallenge | null> => {
  const challenge = await latestChallenge(db, account.id);
  if (challenge === null || challenge.closed_at_ms !== null || challenge.app_name !== appName)
    return null;
  return challenge;
};

/** resend_otp: a new code for the open challenge (the old one stops working), with fresh tries. */
export const resendCode = async (
  deps: AuthDeps,
  request: { email: string; appName: string },
): Promise<Result<CodeSent>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const account = await recoveryAccount(db, request.email, request.appName);
  if (!account.ok) return account;
  const locked = await wrongCodeLock(db, account.value.id, nowMs);
  if (!locked.ok) return locked;
  const challenge = await openChallenge(db, account.value, request.appName);
  if (challenge === null) return fail('OtpChallengeGone');
  const resends = resendsUsed(challenge, nowMs) + 1;
  const allowed = await sendAllowed(db, challenge, resends, nowMs);
  if (!allowed.ok) return allowed;
  const code = newOtpCode();
  const expiresAtMs = nowMs + OTP_VALID_MS;
  await updateChallenge(db, challenge.id, {
    code_hash: otpCodeHash(deps.config.secret, challenge.id, code),
    expires_at_ms: BigInt(expiresAtMs),
    last_sent_at_ms: BigInt(nowMs),
    attempts: 0n,
    resend_count: BigInt(resends),
    resend_locked_until_ms: null,
  });
  await deps.notifier.send(otpEmail(account.value.email, code));
  return ok({ sentAtMs: nowMs, expiresAtMs });
};

/**
 * verify_otp: the right code gives a single-use reset token. A wrong one answers the tries
 * left; the last wrong one, an expired code or no open challenge answer OtpChallengeGone (9004),
 * which sends the client back to the forgot form.
 */
export const verifyCode = async (
  deps: AuthDeps,
  request: { email: string; otp: string; appName: string },
): Promise<Result<{ validateToken: string }>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const account = await recoveryAccount(db, request.email, request.appName);
  if (!account.ok) return account;
  const challenge = await openChallenge(db, account.value, request.appName);
  if (challenge === null || Number(challenge.expires_at_ms) <= nowMs)
    return fail('OtpChallengeGone');
  if (!otpCodeMatches(deps.config.secret, challenge.id, request.otp, challenge.code_hash)) {
    const attempts = await countWrongAttempt(db, challenge.id);
    const remaining =
      attempts === null ? 0 : otpAttemptsRemaining(Number(challenge.max_attempts), attempts);
    if (remaining > 0) return fail('OTPInvalid', { remaining });
    await updateChallenge(db, challenge.id, { closed_at_ms: BigInt(nowMs) });
    return fail('OtpChallengeGone');
  }
  const validateToken = newToken();
  const verified = await markVerified(
    db,
    challenge.id,
    tokenHash(validateToken),
    nowMs,
    nowMs + RESET_TOKEN_VALIDITY_MS,
  );
  return verified ? ok({ validateToken }) : fail('OtpChallengeGone');
};
