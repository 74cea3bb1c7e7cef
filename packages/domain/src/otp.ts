import {
  OTP_LENGTH,
  OTP_RESEND_AFTER_MS,
  OTP_RESEND_LOCK_MS,
  OTP_RESENDS_MAX,
  OTP_VALID_MS,
  OTP_WRONG_LOCK_MS,
} from './constants.ts';
import { type Failure, type Result, fail, ok } from './result.ts';

/*
 * Rules of one-time codes (spec 000 sections 8 and 9): their format, expiry, resend cooldown
 * and limit, and the wait after too many wrong codes. Times are epoch milliseconds.
 */

/** What a code is for; a code of one purpose is never accepted for another. */
export type OtpPurpose = 'password_reset' | 'withdrawal' | 'bank_account';

/** Where a code goes: the withdrawal and bank-account flows send one by e-mail, then one by SMS. */
export type OtpChannel = 'email' | 'sms';

const OTP_CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);
const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Whole units left until `untilMs`, rounded up so a wait is never shown as 0. */
const unitsLeft = (untilMs: number, nowMs: number, unitMs: number): number =>
  Math.max(1, Math.ceil((untilMs - nowMs) / unitMs));

/** Exactly 6 ASCII digits, nothing else (no spaces, no other numerals). */
export function isOtpCode(text: string): boolean {
  return OTP_CODE.test(text);
}

/**
 * Wrong tries left on a challenge: `max` minus `used`, never below 0. This is the N of
 * 'Kode Tidak Sesuai, Sisa Nx Kesempatan'.
 */
export function otpAttemptsRemaining(max: number, used: number): number {
  return Math.max(0, max - used);
}

/**
 * When a code sent at `sentAtMs` stops working. Spec "OTP resend and expiry timer 60 s": the
 * code lives as long as the resend countdown, so the screen's EXPIRED is the server's too; a
 * longer validity would only widen the window for guessing.
 */
export function otpExpiresAtMs(sentAtMs: number): number {
  return sentAtMs + OTP_VALID_MS;
}

/** A code is dead from its expiry instant on. */
export function isOtpExpired(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs <= nowMs;
}

/** The earliest another code may follow one sent at `lastSentAtMs`. */
export function otpResendAtMs(lastSentAtMs: number): number {
  return lastSentAtMs + OTP_RESEND_AFTER_MS;
}

/** The send history of one challenge, as the resend rules read it. */
export type OtpSends = {
  readonly firstSentAtMs: number;
  readonly lastSentAtMs: number;
  /** Codes sent after the first one. */
  readonly resendCount: number;
  readonly resendLockedUntilMs: number | null;
};

/** Resends a challenge has used; a resend lock that has run out starts the count again. */
export function otpResendsUsed(sends: OtpSends, nowMs: number): number {
  const lockedUntil = sends.resendLockedUntilMs;
  return lockedUntil !== null && lockedUntil <= nowMs ? 0 : sends.resendCount;
}

/**
 * The resend number of a new challenge's first code: 0, unless the previous challenge began
 * within the resend lock's span (60 minutes), whose count it then continues, so starting the
 * flow over does not reset the limit of 5.
 */
export function otpResendNumberOfNewChallenge(previous: OtpSends | null, nowMs: number): number {
  if (previous === null || previous.firstSentAtMs <= nowMs - OTP_RESEND_LOCK_MS) return 0;
  return otpResendsUsed(previous, nowMs) + 1;
}

/** Whether a code may go out now; `lock` also starts the 60-minute resend lock. */
export type OtpSendVerdict =
  | { readonly kind: 'send' }
  | { readonly kind: 'wait'; readonly failure: Failure }
  | { readonly kind: 'lock'; readonly lockedUntilMs: number; readonly failure: Failure };

/**
 * Whether the code numbered `resend` may follow the challenge `previous`: not while its resend
 * lock runs (OTPResendExceededLimit, minutes left), not within 60 s of its last code
 * (OTPInCooldown, seconds left), and not past the 5th resend, which starts the lock.
 */
export function otpSendVerdict(
  previous: OtpSends | null,
  resend: number,
  nowMs: number,
): OtpSendVerdict {
  if (previous === null) return { kind: 'send' };
  const lockedUntil = previous.resendLockedUntilMs ?? 0;
  if (lockedUntil > nowMs) {
    const minutes = unitsLeft(lockedUntil, nowMs, MINUTE_MS);
    return { kind: 'wait', failure: fail('OTPResendExceededLimit', { minutes }) };
  }
  const resendAtMs = otpResendAtMs(previous.lastSentAtMs);
  if (resendAtMs > nowMs) {
    const seconds = unitsLeft(resendAtMs, nowMs, SECOND_MS);
    return { kind: 'wait', failure: fail('OTPInCooldown', { seconds }) };
  }
  if (resend <= OTP_RESENDS_MAX) return { kind: 'send' };
  const minutes = OTP_RESEND_LOCK_MS / MINUTE_MS;
  return {
    kind: 'lock',
    lockedUntilMs: nowMs + OTP_RESEND_LOCK_MS,
    failure: fail('OTPResendExceededLimit', { minutes }),
  };
}

/**
 * The 24-hour wait after a challenge's tries ran out at `exhaustedAtMs` (null: none did within
 * the last 24 hours): OTPValidateExceededLimit with the hours left.
 */
export function otpWrongCodeWait(exhaustedAtMs: number | null, nowMs: number): Result<void> {
  if (exhaustedAtMs === null || exhaustedAtMs + OTP_WRONG_LOCK_MS <= nowMs) return ok(undefined);
  const hours = unitsLeft(exhaustedAtMs + OTP_WRONG_LOCK_MS, nowMs, HOUR_MS);
  return fail('OTPValidateExceededLimit', { hours });
}

/**
 * The answer to a wrong code once `used` of `max` tries are spent: the tries left, or, when
 * none are, the end of the challenge and the full 24-hour wait.
 */
export function otpWrongCodeAnswer(
  max: number,
  used: number,
): Failure<'OTPInvalid' | 'OTPValidateExceededLimit'> {
  const remaining = otpAttemptsRemaining(max, used);
  if (remaining > 0) return fail('OTPInvalid', { remaining });
  return fail('OTPValidateExceededLimit', { hours: OTP_WRONG_LOCK_MS / HOUR_MS });
}
