import { randomUUID } from 'node:crypto';
import { type SignInOutcome, describeDevice, deviceKeyOf } from '@emas/domain';
import type { Db } from '../db/database.ts';

/** How a sign-in attempt ended, as recorded in login_audit (the domain's list). */
export type { SignInOutcome };

/**
 * Outcomes that count towards the throttle: guesses, not refusals we made ourselves. A wrong
 * two-factor code is a guess as a wrong password is.
 */
export const ACCOUNT_FAILURE_OUTCOMES: readonly SignInOutcome[] = ['wrong_password', 'wrong_code'];
export const IP_FAILURE_OUTCOMES: readonly SignInOutcome[] = [
  'wrong_password',
  'wrong_code',
  'account_not_found',
  'captcha_invalid',
  'captcha_required',
];

export type GeolocationHeaders = {
  latitude: string;
  longitude: string;
  city: string;
  region: string;
  country: string;
  reportedIp: string;
};

export type SignInAttempt = {
  accountId: string | null;
  identifier: string;
  appName: string;
  ip: string;
  userAgent: string;
  geolocation: GeolocationHeaders | null;
};

const TEXT_LENGTH_MAX = 256;
const clip = (text: string): string => text.slice(0, TEXT_LENGTH_MAX);

/** Records one attempt with the geolocation the login form reported (empty when it sent none). */
export const recordSignIn = async (
  db: Db,
  attempt: SignInAttempt,
  outcome: SignInOutcome,
  nowMs: number,
): Promise<void> => {
  const geo = attempt.geolocation;
  await db
    .insertInto('login_audit')
    .values({
      id: randomUUID(),
      account_id: attempt.accountId,
      identifier: clip(attempt.identifier),
      app_name: attempt.appName,
      outcome,
      ip: attempt.ip,
      latitude: clip(geo?.latitude ?? ''),
      longitude: clip(geo?.longitude ?? ''),
      city: clip(geo?.city ?? ''),
      region: clip(geo?.region ?? ''),
      country: clip(geo?.country ?? ''),
      reported_ip: geo === null ? null : clip(geo.reportedIp),
      user_agent: clip(attempt.userAgent),
      device_key: deviceKeyOf(describeDevice(attempt.userAgent)),
      created_at_ms: BigInt(nowMs),
    })
    .execute();
};
