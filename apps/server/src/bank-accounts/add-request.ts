import { createHash, randomBytes } from 'node:crypto';
import {
  type Result,
  bankNameOf,
  bankRequestExpiresAtMs,
  fail,
  isBankRequestExpired,
  mayAddBankAccount,
  ok,
  ownerNamesMatch,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { BankAccountDeps, Holder } from './deps.ts';
import { type Identity, checkIdentity } from './identity.ts';
import {
  type BankRequest,
  addedAccountsOf,
  advanceRequest,
  hasAccount,
  requestByKey,
  rpedOwnerNameOf,
} from './repository.ts';

/*
 * The first two steps of the add flow (spec 000 sections 2, 4 and 8): the account number looked
 * up at its bank and matched with the RPED owner, then the holder's identity. Each step answers
 * a key the next one asks for; a wrong, another holder's or expired key is refused.
 */

const KEY_BYTES = 24;
/** Wrong identities a request takes; the next try must start again, so guessing stays slow. */
export const IDENTITY_ATTEMPTS_MAX = 3;

export const newKey = (): string => randomBytes(KEY_BYTES).toString('base64url');
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

export type OpenedRequest = {
  bank_name: string;
  account_no: string;
  account_name: string;
  bank_code: string;
  request_key: string;
  expired_at: number;
};

/** Limit, duplicate, then the bank's answer and the name match, in the order a user can fix them. */
export const openRequest = async (
  deps: BankAccountDeps,
  holder: Holder,
  wanted: { bankCode: string; accountNo: string },
): Promise<Result<OpenedRequest>> => {
  const { db } = deps.database;
  const bankName = bankNameOf(wanted.bankCode);
  if (bankName === null) return fail('ValidationFailed');
  if (!mayAddBankAccount((await addedAccountsOf(db, holder.accountId)).length)) {
    return fail('BankAccountReachedLimit');
  }
  if (await hasAccount(db, holder.accountId, wanted.bankCode, wanted.accountNo)) {
    return fail('BankAccountExists');
  }
  const owner = await deps.bankInquiry.ownerOf(wanted.bankCode, wanted.accountNo);
  if (owner.kind === 'not-found') return fail('RPEDNotFound');
  if (!ownerNamesMatch(owner.accountName, await rpedOwnerNameOf(db, holder.accountId))) {
    return fail('BankAccountNameUnmatch');
  }
  const nowMs = deps.clock.now();
  const request = {
    request_key: newKey(),
    account_id: holder.accountId,
    bank_code: wanted.bankCode,
    bank_name: bankName,
    account_no: wanted.accountNo,
    account_name: owner.accountName,
    step: 'identity' as const,
    validation_string_hash: null,
    identity_attempts: 0n,
    selfie_file: null,
    created_at_ms: BigInt(nowMs),
    expires_at_ms: BigInt(bankRequestExpiresAtMs(nowMs)),
  };
  await db.insertInto('bank_account_requests').values(request).execute();
  return ok({
    bank_name: bankName,
    account_no: wanted.accountNo,
    account_name: owner.accountName,
    bank_code: wanted.bankCode,
    request_key: request.request_key,
    expired_at: Number(request.expires_at_ms),
  });
};

/**
 * The holder's request at the step named: a key that is unknown or another holder's is
 * NotFound (the answer never tells which), an expired, ended or other-step one Invalid.
 */
export const requestAtStep = async (
  db: Db,
  holder: Holder,
  requestKey: string,
  step: BankRequest['step'],
  nowMs: number,
): Promise<Result<BankRequest>> => {
  const request = await requestByKey(db, requestKey);
  if (request === undefined || request.account_id !== holder.accountId) {
    return fail('BankAccountRequestNotFound');
  }
  if (isBankRequestExpired(Number(request.expires_at_ms), nowMs) || request.step !== step) {
    return fail('BankAccountRequestInvalid');
  }
  return ok(request);
};

/** The identity step: checked against the stored identity; the answer is the photo step's key. */
export const verifyIdentity = async (
  deps: BankAccountDeps,
  holder: Holder,
  requestKey: string,
  identity: Identity,
): Promise<Result<{ validation_string: string }>> => {
  const { db } = deps.database;
  const request = await requestAtStep(db, holder, requestKey, 'identity', deps.clock.now());
  if (!request.ok) return request;
  const check = await checkIdentity(db, holder.accountId, identity);
  if (check !== 'match') {
    const attempts = request.value.identity_attempts + 1n;
    const ended = attempts >= BigInt(IDENTITY_ATTEMPTS_MAX);
    await advanceRequest(db, requestKey, 'identity', {
      identity_attempts: attempts,
      ...(ended ? { step: 'failed' as const } : {}),
    });
    return fail(check === 'id-number' ? 'IdNumberUnmatch' : 'MotherNameUnmatch');
  }
  const validationString = newKey();
  const moved = await advanceRequest(db, requestKey, 'identity', {
    step: 'photo',
    validation_string_hash: keyHash(validationString),
  });
  return moved ? ok({ validation_string: validationString }) : fail('BankAccountRequestInvalid');
};
