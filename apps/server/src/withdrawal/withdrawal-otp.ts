import { type Result, fail, ok } from '@emas/domain';
import {
  type CodeSent,
  type OtpSubject,
  issueOtp,
  otpIssuable,
  resendOtp,
  verifyOtp,
} from '../otp/index.ts';
import type { WithdrawalDeps } from './deps.ts';
import { endWithdrawal } from './end-withdrawal.ts';
import { type Withdrawal, claimWithdrawal, withdrawalByKey } from './withdrawal-repository.ts';

/*
 * A bank withdrawal's two codes (spec 000 §2: request, key, OTP by e-mail, then by SMS, then
 * processing), on the otp feature's limits with purpose `withdrawal`, bound to the withdrawal.
 */

/** The validate token of a code is not used again: the code itself moves the withdrawal on. */
const VALIDATE_TOKEN_MS = 60_000;

type Holder = { email: string; phone_number: string; broker_id: string };

const holderOf = async (deps: WithdrawalDeps, accountId: string): Promise<Holder> =>
  deps.database.db
    .selectFrom('accounts')
    .select(['email', 'phone_number', 'broker_id'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();

const subjectOf = (row: Withdrawal, holder: Holder, channel: 'email' | 'sms'): OtpSubject => ({
  accountId: row.account_id,
  purpose: 'withdrawal',
  appName: holder.broker_id,
  channel,
  reference: row.id,
});

const send = async (
  deps: WithdrawalDeps,
  row: Withdrawal,
  channel: 'email' | 'sms',
  how: typeof issueOtp,
): Promise<Result<CodeSent>> => {
  const holder = await holderOf(deps, row.account_id);
  const to = channel === 'email' ? holder.email : holder.phone_number;
  return how(deps, subjectOf(row, holder, channel), to);
};

/**
 * Whether a new bank withdrawal's e-mail code could go out now (not within 60 s of the last,
 * not locked): asked before anything is written, so a request the code would refuse is refused
 * whole instead of recorded as a failure the client did not cause.
 */
export const emailCodeIssuable = (deps: WithdrawalDeps, accountId: string): Promise<Result<void>> =>
  otpIssuable(deps, { accountId, purpose: 'withdrawal', channel: 'email' });

/**
 * The e-mail code of a request just held. A code that cannot go out (a cooldown, a lock) ends
 * the request at once and gives the amount back, so nothing waits on a code never sent.
 */
export const sendEmailCode = async (
  deps: WithdrawalDeps,
  row: Withdrawal,
): Promise<Result<Withdrawal>> => {
  const sent = await send(deps, row, 'email', issueOtp);
  if (sent.ok) return ok(row);
  await endWithdrawal(deps, row.id, { from: ['requested'], to: 'failed', reason: sent.code });
  return sent;
};

/** The account's withdrawal waiting for a code of `channel`, or why there is none. */
const waitingFor = async (
  deps: WithdrawalDeps,
  accountId: string,
  requestKey: string,
  channel: 'email' | 'sms',
): Promise<Result<Withdrawal>> => {
  const row = await withdrawalByKey(deps.database.db, accountId, requestKey);
  if (row === null || row.transfer_type === 'rped') return fail('WithdrawalNotFound');
  if (row.state !== 'requested') return fail('NoActiveOTP');
  if (row.expires_at_ms <= BigInt(deps.clock.now())) {
    await endWithdrawal(deps, row.id, { from: ['requested'], to: 'expired', reason: 'expired' });
    return fail('NoActiveOTP');
  }
  const emailDone = row.email_verified_at_ms !== null;
  if (emailDone !== (channel === 'sms')) return fail('NoActiveOTP');
  return ok(row);
};

const checkCode = async (
  deps: WithdrawalDeps,
  row: Withdrawal,
  channel: 'email' | 'sms',
  code: string,
): Promise<Result<void>> => {
  const holder = await holderOf(deps, row.account_id);
  const verified = await verifyOtp(deps, subjectOf(row, holder, channel), code, VALIDATE_TOKEN_MS);
  if (verified.ok) return ok(undefined);
  // Out of tries: the flow starts again, so the held amount goes back now.
  if (verified.code === 'OTPValidateExceededLimit') {
    await endWithdrawal(deps, row.id, { from: ['requested'], to: 'failed', reason: verified.code });
  }
  return verified;
};

type CodeInput = { accountId: string; requestKey: string; code: string };

/**
 * A right code of the step the withdrawal waits at, then the step's change, made by the one
 * caller whose claim of the still-requested withdrawal wins.
 */
const passStep = async (
  deps: WithdrawalDeps,
  input: CodeInput,
  channel: 'email' | 'sms',
  change: (nowMs: bigint) => Parameters<typeof claimWithdrawal>[3],
): Promise<Result<Withdrawal>> => {
  const waiting = await waitingFor(deps, input.accountId, input.requestKey, channel);
  if (!waiting.ok) return waiting;
  const checkedCode = await checkCode(deps, waiting.value, channel, input.code);
  if (!checkedCode.ok) return checkedCode;
  const row = await claimWithdrawal(
    deps.database.db,
    waiting.value.id,
    { states: ['requested'] },
    change(BigInt(deps.clock.now())),
  );
  return row === null ? fail('NoActiveOTP') : ok(row);
};

/** validate_email: the right code sends the SMS code. */
export const validateEmailCode = async (
  deps: WithdrawalDeps,
  input: CodeInput,
): Promise<Result<Withdrawal>> => {
  const passed = await passStep(deps, input, 'email', (nowMs) => ({
    email_verified_at_ms: nowMs,
    updated_at_ms: nowMs,
  }));
  if (!passed.ok) return passed;
  const sent = await send(deps, passed.value, 'sms', issueOtp);
  return sent.ok ? passed : sent;
};

/** validate_sms: the right code makes the withdrawal processing (Diproses). */
export const validateSmsCode = (
  deps: WithdrawalDeps,
  input: CodeInput,
): Promise<Result<Withdrawal>> =>
  passStep(deps, input, 'sms', (nowMs) => ({ state: 'processing', updated_at_ms: nowMs }));

/** Our resend: a new code for the step the withdrawal waits at (a first one if none is open). */
export const resendWithdrawalCode = async (
  deps: WithdrawalDeps,
  input: { accountId: string; requestKey: string; mode: 'email' | 'sms' },
): Promise<Result<CodeSent>> => {
  const waiting = await waitingFor(deps, input.accountId, input.requestKey, input.mode);
  if (!waiting.ok) return waiting;
  const resent = await send(deps, waiting.value, input.mode, resendOtp);
  if (resent.ok || resent.code !== 'NoActiveOTP') return resent;
  return send(deps, waiting.value, input.mode, issueOtp);
};
