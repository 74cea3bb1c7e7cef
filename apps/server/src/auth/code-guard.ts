import { type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { AuthDeps } from './deps.ts';
import { type SignInOrigin } from './open-session.ts';
import { recordSignIn } from './login-audit.ts';
import { type MatchedFactor, matchSecondFactor } from './second-factor.ts';
import { accountAndIpLockedUntilMs, ipLockedUntilMs } from './throttle.ts';
import { ceilUnits } from './time.ts';
import type { TwoFactorRow } from './two-factor-repository.ts';

const MINUTE_MS = 60_000;

/** The sign-in lock that holds for this account from this address now, as its refusal. */
export const signInLock = async (
  db: Db,
  accountId: string,
  ip: string,
  nowMs: number,
): Promise<Result<void, 'TooManySignInAttempts'>> => {
  const [ipLock, accountLock] = await Promise.all([
    ipLockedUntilMs(db, ip, nowMs),
    accountAndIpLockedUntilMs(db, accountId, ip, nowMs),
  ]);
  const until = Math.max(ipLock ?? 0, accountLock ?? 0);
  if (until === 0) return ok(undefined);
  return fail('TooManySignInAttempts', { minutes: ceilUnits(until, nowMs, MINUTE_MS) });
};

export type CodeAttempt = {
  readonly accountId: string;
  readonly row: TwoFactorRow;
  readonly code: string;
  readonly origin: SignInOrigin;
};

/**
 * Every typed code, at sign-in or in Settings, passes here: refused while the sign-in lock
 * holds, and a wrong one audited as `wrong_code`, which counts toward that lock as a wrong
 * password does; so six digits cannot be guessed, with a stolen password or a stolen session.
 */
export const matchGuardedCode = async (
  deps: AuthDeps,
  attempt: CodeAttempt,
  nowMs: number,
): Promise<Result<MatchedFactor, 'TwoFactorCodeInvalid' | 'TooManySignInAttempts'>> => {
  const { db } = deps.database;
  const locked = await signInLock(db, attempt.accountId, attempt.origin.ip, nowMs);
  if (!locked.ok) return locked;
  const { secret } = deps.config;
  const matched = await matchSecondFactor(
    db,
    secret,
    attempt.accountId,
    attempt.row,
    attempt.code,
    nowMs,
  );
  if (!matched.ok) {
    await recordSignIn(
      db,
      { ...attempt.origin, accountId: attempt.accountId },
      'wrong_code',
      nowMs,
    );
  }
  return matched;
};
