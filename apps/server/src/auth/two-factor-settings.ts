import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_COUNT,
  TOTP_SECRET_BYTES,
  type Result,
  fail,
  normalizedRecoveryCode,
  ok,
  recoveryCodeOf,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import { findAccountById } from './account-repository.ts';
import { allOrNothing, lostRace } from './all-or-nothing.ts';
import { matchGuardedCode } from './code-guard.ts';
import type { AuthDeps } from './deps.ts';
import type { SignInOrigin } from './open-session.ts';
import { recoveryCodeHash, spendSecondFactor } from './second-factor.ts';
import { totpSecretOf, totpUrlOf } from './totp-codes.ts';
import {
  deleteTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  storePendingSecret,
  twoFactorOf,
  unusedRecoveryCodes,
} from './two-factor-repository.ts';

/*
 * A client's own two-factor set-up from Settings: start (a new secret), confirm (a code turns it
 * on and ten recovery codes are made), new recovery codes, and off; the last two need a code.
 */

export type TwoFactorState = { enabledAtMs: number | null; recoveryCodesLeft: number };

export const twoFactorState = async (
  deps: AuthDeps,
  accountId: string,
): Promise<TwoFactorState> => {
  const { db } = deps.database;
  const row = await twoFactorOf(db, accountId);
  if (row?.enabledAtMs == null) return { enabledAtMs: null, recoveryCodesLeft: 0 };
  return {
    enabledAtMs: row.enabledAtMs,
    recoveryCodesLeft: (await unusedRecoveryCodes(db, accountId)).length,
  };
};

/** Where a call comes from, as a code's audit row records it. */
export type CallOrigin = Pick<SignInOrigin, 'ip' | 'userAgent' | 'geolocation'>;

/** The account's e-mail and broker: who a code's audit row is about. */
const signInOriginOf = async (
  deps: AuthDeps,
  caller: AuthenticatedAccount,
  origin: CallOrigin,
): Promise<SignInOrigin & { email: string }> => {
  const account = await findAccountById(deps.database.db, caller.id);
  const email = account?.email ?? '';
  return { ...origin, identifier: email, appName: caller.brokerId, email };
};

/** Ten new recovery codes: the texts to show once, the keyed hashes to keep. */
const newRecoveryCodes = (appSecret: string): { codes: string[]; hashes: string[] } => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeOf(randomBytes(RECOVERY_CODE_BYTES)),
  );
  const hashes = codes.map((code) =>
    recoveryCodeHash(appSecret, normalizedRecoveryCode(code) ?? ''),
  );
  return { codes, hashes };
};

export const startTwoFactor = async (
  deps: AuthDeps,
  caller: AuthenticatedAccount,
): Promise<Result<{ secret: string; otpauthUrl: string }, 'TwoFactorAlreadyOn'>> => {
  const secret = totpSecretOf(randomBytes(TOTP_SECRET_BYTES));
  const account = await findAccountById(deps.database.db, caller.id);
  const stored = await storePendingSecret(deps.database.db, caller.id, secret, deps.clock.now());
  if (!stored) return fail('TwoFactorAlreadyOn');
  return ok({ secret, otpauthUrl: totpUrlOf(secret, account?.email ?? caller.id) });
};

export type CodeCall = {
  readonly caller: AuthenticatedAccount;
  readonly code: string;
  readonly origin: CallOrigin;
};

/** A change made with a code; `email` is the owner's, for the notice of it. */
export type CodeChange<T> = Result<T & { email: string }>;

/** Turns two-factor sign-in on with a code of the new secret; answers the recovery codes. */
export const confirmTwoFactor = async (
  deps: AuthDeps,
  call: CodeCall,
): Promise<CodeChange<{ codes: string[] }>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const row = await twoFactorOf(db, call.caller.id);
  if (row === null) return fail('TwoFactorNotEnrolling');
  if (row.enabledAtMs !== null) return fail('TwoFactorAlreadyOn');
  const origin = await signInOriginOf(deps, call.caller, call.origin);
  const attempt = { accountId: call.caller.id, row, code: call.code, origin };
  const matched = await matchGuardedCode(deps, attempt, nowMs);
  if (!matched.ok) return matched;
  const { codes, hashes } = newRecoveryCodes(deps.config.secret);
  const done = await allOrNothing(db, async (trx) => {
    if (!(await spendSecondFactor(trx, call.caller.id, matched.value, nowMs))) lostRace();
    if (!(await enableTwoFactor(trx, call.caller.id, nowMs))) lostRace();
    await replaceRecoveryCodes(trx, call.caller.id, hashes, nowMs);
    return true;
  });
  if (done === null) return fail('TwoFactorCodeInvalid');
  return ok({ codes, email: origin.email });
};

/** A code of an account with two-factor sign-in on, checked, then spent with `change`. */
const withCode = async <T>(
  deps: AuthDeps,
  call: CodeCall,
  change: (trx: Db, nowMs: number) => Promise<T>,
): Promise<CodeChange<{ value: T }>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const row = await twoFactorOf(db, call.caller.id);
  if (row?.enabledAtMs == null) return fail('TwoFactorNotOn');
  const origin = await signInOriginOf(deps, call.caller, call.origin);
  const attempt = { accountId: call.caller.id, row, code: call.code, origin };
  const matched = await matchGuardedCode(deps, attempt, nowMs);
  if (!matched.ok) return matched;
  const done = await allOrNothing(db, async (trx) => {
    if (!(await spendSecondFactor(trx, call.caller.id, matched.value, nowMs))) lostRace();
    return { value: await change(trx, nowMs) };
  });
  if (done === null) return fail('TwoFactorCodeInvalid');
  return ok({ ...done, email: origin.email });
};

/** Ten new recovery codes in place of the old ones, with a code. */
export const renewRecoveryCodes = async (
  deps: AuthDeps,
  call: CodeCall,
): Promise<CodeChange<{ value: string[] }>> => {
  const { codes, hashes } = newRecoveryCodes(deps.config.secret);
  return withCode(deps, call, async (trx, nowMs) => {
    await replaceRecoveryCodes(trx, call.caller.id, hashes, nowMs);
    return codes;
  });
};

/** Turns two-factor sign-in off, with a code: the secret and the recovery codes are deleted. */
export const disableTwoFactor = (
  deps: AuthDeps,
  call: CodeCall,
): Promise<CodeChange<{ value: void }>> =>
  withCode(deps, call, (trx) => deleteTwoFactor(trx, call.caller.id));
