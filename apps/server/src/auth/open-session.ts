import { type DeviceDescription, describeDevice, deviceKeyOf } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { Account } from './account-repository.ts';
import type { AuthDeps } from './deps.ts';
import { isNewDevice } from './known-devices.ts';
import { type GeolocationHeaders, recordSignIn } from './login-audit.ts';
import { type SessionTimes, newSessionTimes } from './session-policy.ts';
import { insertSession } from './sessions-repository.ts';
import { newToken, tokenHash } from './tokens.ts';

/** Who signs in from where, as the session and the login audit record it. */
export type SignInOrigin = {
  identifier: string;
  appName: string;
  ip: string;
  userAgent: string;
  geolocation: GeolocationHeaders | null;
};

/** A session opened; `newDevice` is the device when the account never signed in from it. */
export type SignedIn = {
  account: Account;
  token: string;
  times: SessionTimes;
  newDevice: DeviceDescription | null;
};

/**
 * The end of every sign-in, with or without a second step: a new session and its token (only
 * the hash stored), the success audited, and whether the device is new for the account. `db`
 * is the transaction the second step spends its code in, when there is one.
 */
export const openSession = async (
  deps: AuthDeps,
  account: Account,
  origin: SignInOrigin,
  nowMs: number,
  db: Db = deps.database.db,
): Promise<SignedIn> => {
  const token = newToken();
  const times = newSessionTimes(
    account.level,
    nowMs,
    deps.config.sessionIdleMs,
    deps.config.sessionAbsoluteMs,
  );
  const device = describeDevice(origin.userAgent);
  const newDevice = (await isNewDevice(db, account.id, deviceKeyOf(device))) ? device : null;
  await insertSession(db, {
    accountId: account.id,
    tokenHash: tokenHash(token),
    nowMs,
    times,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  await recordSignIn(db, { ...origin, accountId: account.id }, 'success', nowMs);
  return { account, token, times, newDevice };
};
