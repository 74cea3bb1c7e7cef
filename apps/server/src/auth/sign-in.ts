import type { CaptchaStrength } from '@emas/api';
import {
  type ErrorCode,
  type ErrorParams,
  type Failure,
  type Result,
  fail,
  ok,
} from '@emas/domain';
import {
  type Account,
  type IdentifierValue,
  findAccountBy,
  notFoundCode,
  passwordHashOf,
} from './account-repository.ts';
import { verifyCaptcha } from './captcha.ts';
import type { AuthDeps } from './deps.ts';
import { type GeolocationHeaders, type SignInOutcome, recordSignIn } from './login-audit.ts';
import { type SignedIn, openSession } from './open-session.ts';
import { verifyPassword } from './password-hash.ts';
import { openChallenge } from './sign-in-challenges.ts';
import { accountAndIpLockedUntilMs, ipLockedUntilMs, strongCaptchaUntilMs } from './throttle.ts';
import { ceilUnits } from './time.ts';
import { isTwoFactorOn } from './two-factor-repository.ts';

export type SignInRequest = {
  identifier: IdentifierValue;
  passwordSha256Hex: string;
  appName: string;
  captchaPayload: string;
  ip: string;
  userAgent: string;
  geolocation: GeolocationHeaders | null;
};

/** A session, or (two-factor sign-in on) the challenge a code completes. */
export type SignInAnswer =
  ({ kind: 'session' } & SignedIn) | { kind: 'challenge'; challenge: string };

const MINUTE_MS = 60_000;

/** Which captcha the attempt needs: the strong one while its account is under guessing. */
const captchaNeeded = async (
  deps: AuthDeps,
  account: Account | null,
  nowMs: number,
): Promise<CaptchaStrength | null> => {
  const underGuessing =
    account !== null && (await strongCaptchaUntilMs(deps.database.db, account.id, nowMs)) !== null;
  if (underGuessing) return 'strong';
  return deps.config.captcha === 'altcha' ? 'normal' : null;
};

/**
 * POST /v2/user/auth. Every attempt is audited with its outcome and the reported location. The
 * order of checks: location, address lock, the lock of this address out of the account, the
 * captcha (strong while the account is under guessing, whatever CAPTCHA says), the account,
 * the password, then the broker, the account status and its lock, so 2022, 2023 and
 * AccountLocked are only told to someone who knows the password. No check refuses the owner's right password from an address
 * that has not been guessing. With two-factor sign-in on, the right password earns a challenge,
 * audited as `code_required`, and no session until POST /v2/user/2fa/verify.
 */
export const signIn = async (
  deps: AuthDeps,
  request: SignInRequest,
): Promise<Result<SignInAnswer>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  let accountId: string | null = null;
  const refuse = async (
    outcome: SignInOutcome,
    code: ErrorCode,
    params?: ErrorParams,
  ): Promise<Failure> => {
    const attempt = { ...request, identifier: request.identifier.value, accountId };
    await recordSignIn(db, attempt, outcome, nowMs);
    return fail(code, params);
  };
  const lockedFor = (untilMs: number) => ({ minutes: ceilUnits(untilMs, nowMs, MINUTE_MS) });

  if (request.geolocation === null) return refuse('geolocation_missing', 'GeolocationMissing');
  const ipLock = await ipLockedUntilMs(db, request.ip, nowMs);
  if (ipLock !== null) return refuse('throttled', 'TooManySignInAttempts', lockedFor(ipLock));
  const account = await findAccountBy(db, request.identifier);
  accountId = account?.id ?? null;
  if (account !== null) {
    const lock = await accountAndIpLockedUntilMs(db, account.id, request.ip, nowMs);
    if (lock !== null) return refuse('throttled', 'TooManySignInAttempts', lockedFor(lock));
  }
  const captcha = await captchaNeeded(deps, account, nowMs);
  if (captcha !== null) {
    const { secret } = deps.config;
    if (!(await verifyCaptcha(db, secret, request.captchaPayload, nowMs, captcha))) {
      if (captcha === 'strong') return refuse('captcha_required', 'CaptchaRequired');
      return refuse('captcha_invalid', 'CaptchaInvalid');
    }
  }
  if (account === null) {
    return refuse('account_not_found', await notFoundCode(db, request.identifier));
  }
  const stored = await passwordHashOf(db, account.id);
  if (stored === null || !(await verifyPassword(stored, request.passwordSha256Hex))) {
    return refuse('wrong_password', 'WrongPassword');
  }
  if (account.broker_id !== request.appName) return refuse('broker_mismatch', 'BrokerMismatch');
  if (account.status !== 'active') return refuse('account_inactive', 'AccountInactive');
  if (account.locked_at_ms !== null) return refuse('account_locked', 'AccountLocked');

  const origin = { ...request, identifier: request.identifier.value };
  if (await isTwoFactorOn(db, account.id)) {
    const challenge = await openChallenge(
      db,
      { accountId: account.id, appName: request.appName, identifier: origin.identifier },
      nowMs,
    );
    await recordSignIn(db, { ...origin, accountId }, 'code_required', nowMs);
    return ok({ kind: 'challenge', challenge });
  }
  return ok({ kind: 'session', ...(await openSession(deps, account, origin, nowMs)) });
};
