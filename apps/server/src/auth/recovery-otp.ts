import { type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { type CodeSent, type OtpSubject, issueOtp, resendOtp, verifyOtp } from '../otp/index.ts';
import { type Account, findAccountBy } from './account-repository.ts';
import type { AuthDeps } from './deps.ts';
import { RESET_TOKEN_VALIDITY_MS } from './limits.ts';

/*
 * Password recovery by e-mail OTP (spec 000 sections 2, 4, 8, 9), on the otp feature's limits:
 * one code per 60 s, each valid 60 s with 3 tries; the third wrong code ends the challenge and
 * locks recovery for 24 hours; at most 5 resends, then 60 minutes' lock, and a new
 * forgot_password within the hour continues the count. The recovery answers stay those the
 * web app knows: every end of a challenge is 9004, the 24-hour wait PasswordRecoveryLocked.
 */

type Request = { email: string; appName: string };

/** The account a recovery request names: known, under the chosen broker, active and not locked. */
const recoveryAccount = async (
  db: Db,
  email: string,
  appName: string,
): Promise<Result<Account>> => {
  const account = await findAccountBy(db, { field: 'email', value: email });
  if (account === null || account.broker_id !== appName) return fail('AccountNotFound');
  if (account.status !== 'active') return fail('AccountInactive');
  if (account.locked_at_ms !== null) return fail('AccountLocked');
  return ok(account);
};

const subjectOf = (account: Account, appName: string): OtpSubject => ({
  accountId: account.id,
  purpose: 'password_reset',
  appName,
  channel: 'email',
  reference: null,
});

/** A code request's answer: the 24-hour wait is recovery's own lock, a gone challenge 9004. */
const asRecoverySend = (result: Result<CodeSent>): Result<CodeSent> => {
  if (result.ok) return result;
  if (result.code === 'OTPValidateExceededLimit')
    return fail('PasswordRecoveryLocked', result.params);
  if (result.code === 'NoActiveOTP') return fail('OtpChallengeGone');
  return result;
};

const sendCode = async (
  deps: AuthDeps,
  request: Request,
  send: typeof issueOtp,
): Promise<Result<CodeSent>> => {
  const account = await recoveryAccount(deps.database.db, request.email, request.appName);
  if (!account.ok) return account;
  const sent = await send(deps, subjectOf(account.value, request.appName), account.value.email);
  return asRecoverySend(sent);
};

/** forgot_password: closes any open challenge and e-mails a new code. */
export const startRecovery = (deps: AuthDeps, request: Request): Promise<Result<CodeSent>> =>
  sendCode(deps, request, issueOtp);

/** resend_otp: a new code for the open challenge (the old one stops working), with fresh tries. */
export const resendCode = (deps: AuthDeps, request: Request): Promise<Result<CodeSent>> =>
  sendCode(deps, request, resendOtp);

/**
 * verify_otp: the right code gives a single-use reset token. A wrong one answers the tries
 * left; the last wrong one, an expired code or no open challenge answer OtpChallengeGone (9004),
 * which sends the client back to the forgot form.
 */
export const verifyCode = async (
  deps: AuthDeps,
  request: Request & { otp: string },
): Promise<Result<{ validateToken: string }>> => {
  const account = await recoveryAccount(deps.database.db, request.email, request.appName);
  if (!account.ok) return account;
  const subject = subjectOf(account.value, request.appName);
  const verified = await verifyOtp(deps, subject, request.otp, RESET_TOKEN_VALIDITY_MS);
  if (verified.ok || verified.code === 'OTPInvalid') return verified;
  return fail('OtpChallengeGone');
};
