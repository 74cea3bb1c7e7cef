import { createHmac } from 'node:crypto';
import {
  type Result,
  acceptedTotpStep,
  fail,
  matchedRecoveryCode,
  ok,
  secondFactorOf,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import { matchedTotpStep } from './totp-codes.ts';
import {
  type TwoFactorRow,
  spendRecoveryCode,
  spendTotpStep,
  unusedRecoveryCodes,
} from './two-factor-repository.ts';

/** A code that checked out, to be spent in the transaction that acts on it. */
export type MatchedFactor =
  | { readonly kind: 'totp'; readonly step: number }
  | { readonly kind: 'recovery'; readonly codeId: string };

/**
 * A recovery code's stored hash: HMAC-SHA-256 under the app's secret. A code has 50 random
 * bits; keyed, a copy of the database alone cannot be searched for them.
 */
export const recoveryCodeHash = (appSecret: string, normalized: string): string =>
  createHmac('sha256', `two-factor-recovery:${appSecret}`).update(normalized).digest('hex');

/**
 * Which code a typed one is: an app code of the account's secret at a step after the last one
 * used, or (two-factor sign-in on) one of its unused recovery codes. Nothing is spent yet.
 */
export const matchSecondFactor = async (
  db: Db,
  appSecret: string,
  accountId: string,
  row: TwoFactorRow,
  typed: string,
  nowMs: number,
): Promise<Result<MatchedFactor, 'TwoFactorCodeInvalid'>> => {
  const factor = secondFactorOf(typed);
  if (factor === null) return fail('TwoFactorCodeInvalid');
  if (factor.kind === 'totp') {
    const accepted = acceptedTotpStep(
      matchedTotpStep(row.secret, factor.code, nowMs),
      row.lastStep,
    );
    return accepted.ok ? ok({ kind: 'totp', step: accepted.value }) : fail('TwoFactorCodeInvalid');
  }
  if (row.enabledAtMs === null) return fail('TwoFactorCodeInvalid');
  const unused = await unusedRecoveryCodes(db, accountId);
  const codeId = matchedRecoveryCode(factor.code, unused, (normalized) =>
    recoveryCodeHash(appSecret, normalized),
  );
  return codeId === null ? fail('TwoFactorCodeInvalid') : ok({ kind: 'recovery', codeId });
};

/** Spends a matched code; false when a concurrent call spent it first. */
export const spendSecondFactor = (
  db: Db,
  accountId: string,
  factor: MatchedFactor,
  nowMs: number,
): Promise<boolean> =>
  factor.kind === 'totp'
    ? spendTotpStep(db, accountId, factor.step)
    : spendRecoveryCode(db, factor.codeId, nowMs);
