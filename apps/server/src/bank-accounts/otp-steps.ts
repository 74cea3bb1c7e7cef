import { randomUUID } from 'node:crypto';
import { type OtpChannel, type Result, fail, mayAddBankAccount, ok } from '@emas/domain';
import { type CodeSent, type OtpSubject, issueOtp, resendOtp, verifyOtp } from '../otp/index.ts';
import { keyHash, requestAtStep } from './add-request.ts';
import type { BankAccountDeps, Holder } from './deps.ts';
import { sameKeyHash } from './key-compare.ts';
import {
  type BankRequest,
  addedAccountsOf,
  advanceRequest,
  contactOf,
  hasAccount,
} from './repository.ts';
import { cleanSelfie, storeSelfie } from './selfie-storage.ts';

/*
 * The last steps of the add flow: the selfie, then a code by e-mail and one by SMS (the otp
 * feature's limits: 60 s codes, 3 tries, 5 resends, the 60-minute and 24-hour locks), then the
 * account is saved PENDING ('Diproses') until an operator verifies it.
 */

/** The codes only prove the holder is present; nothing later asks for a validate token. */
const VALIDATE_TOKEN_MS = 1;

export type CodeSentAnswer = { message: string; expires_at: number; resend_at: number };

const sentAnswer = (channel: OtpChannel, sent: CodeSent): CodeSentAnswer => ({
  message: channel === 'email' ? 'OTP sent by e-mail' : 'OTP sent by SMS',
  expires_at: sent.expiresAtMs,
  resend_at: sent.resendAtMs,
});

const subjectOf = (holder: Holder, request: BankRequest, channel: OtpChannel): OtpSubject => ({
  accountId: holder.accountId,
  purpose: 'bank_account',
  appName: holder.appName,
  channel,
  reference: request.request_key,
});

const addressOf = async (deps: BankAccountDeps, holder: Holder, channel: OtpChannel) => {
  const contact = await contactOf(deps.database.db, holder.accountId);
  return channel === 'email' ? contact.email : contact.phone_number;
};

const sendCode = async (
  deps: BankAccountDeps,
  holder: Holder,
  request: BankRequest,
  channel: OtpChannel,
  send: typeof issueOtp,
): Promise<Result<CodeSentAnswer>> => {
  const to = await addressOf(deps, holder, channel);
  const sent = await send(deps, subjectOf(holder, request, channel), to);
  return sent.ok ? ok(sentAnswer(channel, sent.value)) : sent;
};

export type SelfieUpload = {
  readonly requestKey: string;
  readonly validationString: string;
  readonly image: Buffer;
};

/** The photo step: the identity step's validation string, a clean image stored, the e-mail code. */
export const submitSelfie = async (
  deps: BankAccountDeps,
  holder: Holder,
  upload: SelfieUpload,
): Promise<Result<CodeSentAnswer>> => {
  const { db } = deps.database;
  const found = await requestAtStep(db, holder, upload.requestKey, 'photo', deps.clock.now());
  if (!found.ok) return found;
  const expected = found.value.validation_string_hash ?? '';
  if (!sameKeyHash(keyHash(upload.validationString), expected)) {
    return fail('BankAccountRequestInvalid');
  }
  const cleaned = await cleanSelfie(upload.image);
  if (!cleaned.ok) return cleaned;
  const sent = await sendCode(deps, holder, found.value, 'email', issueOtp);
  if (!sent.ok) return sent;
  const selfieFile = await storeSelfie(deps.config.uploadDir, cleaned.value);
  const moved = await advanceRequest(db, upload.requestKey, 'photo', {
    step: 'otp_email',
    selfie_file: selfieFile,
  });
  return moved ? sent : fail('BankAccountRequestInvalid');
};

/** A code check; the 24-hour lock after the last wrong try also ends the request. */
const checkCode = async (
  deps: BankAccountDeps,
  holder: Holder,
  request: BankRequest,
  channel: OtpChannel,
  code: string,
): Promise<Result<void>> => {
  const verified = await verifyOtp(
    deps,
    subjectOf(holder, request, channel),
    code,
    VALIDATE_TOKEN_MS,
  );
  if (verified.ok) return ok(undefined);
  if (verified.code === 'OTPValidateExceededLimit' || verified.code === 'NoActiveOTP') {
    await advanceRequest(deps.database.db, request.request_key, request.step, { step: 'failed' });
  }
  return verified;
};

/** The e-mailed code; the right one sends the SMS code. */
export const validateEmailCode = async (
  deps: BankAccountDeps,
  holder: Holder,
  requestKey: string,
  code: string,
): Promise<Result<CodeSentAnswer>> => {
  const { db } = deps.database;
  const found = await requestAtStep(db, holder, requestKey, 'otp_email', deps.clock.now());
  if (!found.ok) return found;
  const checked = await checkCode(deps, holder, found.value, 'email', code);
  if (!checked.ok) return checked;
  if (!(await advanceRequest(db, requestKey, 'otp_email', { step: 'otp_sms' }))) {
    return fail('BankAccountRequestInvalid');
  }
  return sendCode(deps, holder, found.value, 'sms', issueOtp);
};

/** The SMS code; the right one saves the account PENDING, limit and duplicates checked again. */
export const validateSmsCode = async (
  deps: BankAccountDeps,
  holder: Holder,
  requestKey: string,
  code: string,
): Promise<Result<{ message: string }>> => {
  const { db } = deps.database;
  const found = await requestAtStep(db, holder, requestKey, 'otp_sms', deps.clock.now());
  if (!found.ok) return found;
  const checked = await checkCode(deps, holder, found.value, 'sms', code);
  if (!checked.ok) return checked;
  const request = found.value;
  return db.transaction().execute(async (trx): Promise<Result<{ message: string }>> => {
    if (!mayAddBankAccount((await addedAccountsOf(trx, holder.accountId)).length)) {
      return fail('BankAccountReachedLimit');
    }
    if (await hasAccount(trx, holder.accountId, request.bank_code, request.account_no)) {
      return fail('BankAccountExists');
    }
    if (!(await advanceRequest(trx, requestKey, 'otp_sms', { step: 'done' }))) {
      return fail('BankAccountRequestInvalid');
    }
    await trx
      .insertInto('bank_accounts')
      .values({
        id: randomUUID(),
        account_id: holder.accountId,
        bank_code: request.bank_code,
        bank_name: request.bank_name,
        account_no: request.account_no,
        account_name: request.account_name,
        status: 'PENDING',
        selfie_file: request.selfie_file ?? '',
        request_key: requestKey,
        reject_reason: null,
        created_at_ms: BigInt(deps.clock.now()),
        reviewed_at_ms: null,
        deleted_at_ms: null,
      })
      .execute();
    return ok({ message: 'Berhasil Diproses' });
  });
};

/** A new code for the step the request is at: `email` before the first check, `sms` after. */
export const resendCode = async (
  deps: BankAccountDeps,
  holder: Holder,
  requestKey: string,
  mode: OtpChannel,
): Promise<Result<CodeSentAnswer>> => {
  const step = mode === 'email' ? 'otp_email' : 'otp_sms';
  const found = await requestAtStep(deps.database.db, holder, requestKey, step, deps.clock.now());
  if (!found.ok) return found;
  return sendCode(deps, holder, found.value, mode, resendOtp);
};
