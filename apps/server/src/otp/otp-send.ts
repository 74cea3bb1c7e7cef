import { randomUUID } from 'node:crypto';
import {
  OTP_ATTEMPTS_MAX,
  OTP_WRONG_LOCK_MS,
  type Result,
  fail,
  ok,
  otpExpiresAtMs,
  otpResendAtMs,
  otpResendNumberOfNewChallenge,
  otpResendsUsed,
  otpSendVerdict,
  otpWrongCodeWait,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import { SmsNotSent } from '../notifications/index.ts';
import type { OtpDeps } from './deps.ts';
import { newOtpCode, otpCodeHash } from './otp-code.ts';
import { otpMessage } from './otp-message.ts';
import {
  type OtpChallenge,
  lastExhaustedAtMs,
  latestChallenge,
  openChallengeOf,
  replaceChallenge,
  sendsOf,
  updateChallenge,
} from './otp-repository.ts';
import type { CodeSent, OtpSubject } from './subject.ts';

/** Sends the code; a provider that did not take it is MessageNotSent (the user may resend). */
const deliver = async (deps: OtpDeps, subject: OtpSubject, to: string, code: string) => {
  try {
    await deps.notifier.send(otpMessage(subject.channel, to, code));
    return ok(undefined);
  } catch (error) {
    if (error instanceof SmsNotSent) return fail('MessageNotSent');
    throw error;
  }
};

const codeSent = (nowMs: number): CodeSent => ({
  sentAtMs: nowMs,
  expiresAtMs: otpExpiresAtMs(nowMs),
  resendAtMs: otpResendAtMs(nowMs),
});

/** No code goes out for a purpose within 24 hours of one of its challenges running out of tries. */
const wrongCodeWait = async (
  db: Db,
  subject: Pick<OtpSubject, 'accountId' | 'purpose'>,
  nowMs: number,
) =>
  otpWrongCodeWait(
    await lastExhaustedAtMs(db, subject.accountId, subject.purpose, nowMs - OTP_WRONG_LOCK_MS),
    nowMs,
  );

/** The domain's verdict on sending after `previous`, starting the resend lock when it says so. */
const sendAllowed = async (
  db: Db,
  previous: OtpChallenge | null,
  resend: number,
  nowMs: number,
): Promise<Result<void>> => {
  const verdict = otpSendVerdict(previous === null ? null : sendsOf(previous), resend, nowMs);
  if (verdict.kind === 'send') return ok(undefined);
  if (verdict.kind === 'lock' && previous !== null) {
    await updateChallenge(db, previous.id, {
      resend_locked_until_ms: BigInt(verdict.lockedUntilMs),
    });
  }
  return verdict.failure;
};

type SendSubject = Pick<OtpSubject, 'accountId' | 'purpose' | 'channel'>;

/** The subject's previous challenge on its channel, and the resend number a new one would get. */
const newChallengeSends = async (db: Db, subject: SendSubject, nowMs: number) => {
  const previous = await latestChallenge(db, subject.accountId, subject.purpose, subject.channel);
  const resend = otpResendNumberOfNewChallenge(previous === null ? null : sendsOf(previous), nowMs);
  return { previous, resend };
};

/**
 * Whether `issueOtp` would send the subject a code now (no wrong-code wait, cooldown or lock),
 * read without writing anything, so a flow can refuse before it records a request.
 */
export const otpIssuable = async (deps: OtpDeps, subject: SendSubject): Promise<Result<void>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const waited = await wrongCodeWait(db, subject, nowMs);
  if (!waited.ok) return waited;
  const { previous, resend } = await newChallengeSends(db, subject, nowMs);
  const verdict = otpSendVerdict(previous === null ? null : sendsOf(previous), resend, nowMs);
  return verdict.kind === 'send' ? ok(undefined) : verdict.failure;
};

/** Sends a code to `to` by the subject's channel; answers when it expires and may be resent. */
type SendsCode = (deps: OtpDeps, subject: OtpSubject, to: string) => Promise<Result<CodeSent>>;

/**
 * Opens a challenge for the subject and sends its code to `to` by the subject's channel,
 * closing the account's open challenge of the purpose. Within the hour of the previous
 * challenge on this channel it counts as a resend of it (cooldown, limit and lock included).
 */
export const issueOtp: SendsCode = async (deps, subject, to) => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const waited = await wrongCodeWait(db, subject, nowMs);
  if (!waited.ok) return waited;
  const { previous, resend } = await newChallengeSends(db, subject, nowMs);
  const allowed = await sendAllowed(db, previous, resend, nowMs);
  if (!allowed.ok) return allowed;
  const id = randomUUID();
  const code = newOtpCode();
  const sent = codeSent(nowMs);
  await replaceChallenge(db, {
    id,
    subject,
    codeHash: otpCodeHash(deps.config.secret, id, code),
    nowMs,
    expiresAtMs: sent.expiresAtMs,
    attemptsMax: OTP_ATTEMPTS_MAX,
    resendCount: resend,
  });
  const delivered = await deliver(deps, subject, to, code);
  return delivered.ok ? ok(sent) : delivered;
};

/**
 * A new code for the subject's open challenge, with fresh tries; the previous code stops
 * working. NoActiveOTP when there is none.
 */
export const resendOtp: SendsCode = async (deps, subject, to) => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const waited = await wrongCodeWait(db, subject, nowMs);
  if (!waited.ok) return waited;
  const challenge = await openChallengeOf(db, subject);
  if (challenge === null) return fail('NoActiveOTP');
  const resend = otpResendsUsed(sendsOf(challenge), nowMs) + 1;
  const allowed = await sendAllowed(db, challenge, resend, nowMs);
  if (!allowed.ok) return allowed;
  const code = newOtpCode();
  const sent = codeSent(nowMs);
  await updateChallenge(db, challenge.id, {
    code_hash: otpCodeHash(deps.config.secret, challenge.id, code),
    expires_at_ms: BigInt(sent.expiresAtMs),
    last_sent_at_ms: BigInt(nowMs),
    attempts: 0n,
    resend_count: BigInt(resend),
    resend_locked_until_ms: null,
  });
  const delivered = await deliver(deps, subject, to, code);
  return delivered.ok ? ok(sent) : delivered;
};
