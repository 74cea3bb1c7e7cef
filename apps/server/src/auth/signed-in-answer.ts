import type { AppName } from '@emas/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthDeps } from './deps.ts';
import { newDeviceNotice } from './new-device-notice.ts';
import type { SignInOrigin, SignedIn } from './open-session.ts';
import { sessionExpiresAtMs } from './session-policy.ts';
import { isoAt } from './time.ts';

/** What a completed sign-in answers, with or without the second step. */
export const signedInAnswer = ({ account, token, times }: SignedIn) => ({
  status: 200 as const,
  iserror: false as const,
  token,
  user_id: account.id,
  broker_id: account.broker_id,
  bank_type: account.bank_type,
  app_name: account.broker_id as AppName,
  email: account.email,
  phone_number: account.phone_number,
  fullname: account.fullname,
  level: account.level,
  hin: account.hin,
  session_expires_at: isoAt(sessionExpiresAtMs(times)),
});

/**
 * E-mails the owner when the sign-in came from a device the account never used. The sign-in
 * stands whatever happens to the mail: an outage must not keep anyone out.
 */
export const announceNewDevice = async (
  deps: AuthDeps,
  signedIn: SignedIn,
  origin: Pick<SignInOrigin, 'ip' | 'geolocation'>,
  log: FastifyBaseLogger,
): Promise<void> => {
  if (signedIn.newDevice === null) return;
  const notice = newDeviceNotice({
    to: signedIn.account.email,
    device: signedIn.newDevice,
    ip: origin.ip,
    city: origin.geolocation?.city ?? '',
    at: new Date(deps.clock.now()),
  });
  await deps.notifier
    .send(notice)
    .catch((error: unknown) => log.warn({ err: error }, 'new-device notice not sent'));
};
