import { type Result, fail, ok } from '@emas/domain';
import { findAccountById } from './account-repository.ts';
import { allOrNothing, lostRace } from './all-or-nothing.ts';
import { matchGuardedCode } from './code-guard.ts';
import type { AuthDeps } from './deps.ts';
import { recordSignIn } from './login-audit.ts';
import { type SignInOrigin, type SignedIn, openSession } from './open-session.ts';
import { spendSecondFactor } from './second-factor.ts';
import { liveChallenge, spendChallenge } from './sign-in-challenges.ts';
import type { CallOrigin } from './two-factor-settings.ts';
import { twoFactorOf } from './two-factor-repository.ts';

export type CodeSignIn = { challenge: string; code: string; origin: CallOrigin };

/**
 * POST /v2/user/2fa/verify: the second step of a sign-in. The challenge must be live (unused,
 * unexpired); the account still active and not locked; the sign-in lock not holding for this
 * address; the code an app's (a step not used before) or an unused recovery code. Then, in one
 * transaction, the challenge and the code are spent and the session opens: all or nothing.
 * A wrong code keeps the challenge, so a typo costs one attempt toward the lock, not the sign-in.
 */
export const completeSignIn = async (
  deps: AuthDeps,
  request: CodeSignIn,
): Promise<Result<SignedIn>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  const challenge = await liveChallenge(db, request.challenge, nowMs);
  if (challenge === null) return fail('TwoFactorChallengeGone');
  const account = await findAccountById(db, challenge.accountId);
  const row = await twoFactorOf(db, challenge.accountId);
  // Turned off (or the account gone) since the password: sign in again from the start.
  if (account === null || row?.enabledAtMs == null) return fail('TwoFactorChallengeGone');
  const origin: SignInOrigin = {
    ...request.origin,
    identifier: challenge.identifier,
    appName: challenge.appName,
  };
  const audit = { ...origin, accountId: account.id };
  if (account.status !== 'active') {
    await recordSignIn(db, audit, 'account_inactive', nowMs);
    return fail('AccountInactive');
  }
  if (account.locked_at_ms !== null) {
    await recordSignIn(db, audit, 'account_locked', nowMs);
    return fail('AccountLocked');
  }
  const attempt = { accountId: account.id, row, code: request.code, origin };
  const matched = await matchGuardedCode(deps, attempt, nowMs);
  if (!matched.ok) return matched;
  const signedIn = await allOrNothing(db, async (trx) => {
    if (!(await spendChallenge(trx, challenge.id, nowMs))) lostRace();
    if (!(await spendSecondFactor(trx, account.id, matched.value, nowMs))) lostRace();
    return openSession(deps, account, origin, nowMs, trx);
  });
  return signedIn === null ? fail('TwoFactorChallengeGone') : ok(signedIn);
};
