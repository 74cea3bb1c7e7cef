import {
  DEVICE_KINDS,
  LOGIN_HISTORY_PAGE_SIZE,
  LOGIN_HISTORY_PAGE_SIZE_MAX,
  SIGN_IN_OUTCOMES,
} from '@emas/domain';
import { z } from 'zod';
import { digitsSchema, okStatus, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/*
 * The security a client controls (issue 23 items 6 and 7): two-factor sign-in, its devices and
 * sessions, its login history. The 2FA calls answer flat, as the other /v2/user calls do.
 */

/** What a right password answers when two-factor sign-in is on: no token yet, a challenge. */
export const twoFactorRequiredResponseSchema = z.object({
  status: okStatus,
  two_factor_required: z.literal(true),
  /** Single-use, for five minutes: POST /v2/user/2fa/verify with a code completes the sign-in. */
  challenge: z.string(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredResponseSchema>;

/** A code as typed: an app's six digits or a recovery code; its shape is checked by the rule. */
export const twoFactorCodeSchema = textSchema(32).min(1);
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema });

export const twoFactorVerifyRequestSchema = z.object({
  challenge: textSchema(128).min(16),
  code: twoFactorCodeSchema,
});

export const twoFactorStatusResponseSchema = z.object({
  status: okStatus,
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponseSchema>;

/** A new secret, off until a code confirms it: typed into an app, or scanned as a QR code. */
export const twoFactorEnrolResponseSchema = z.object({
  status: okStatus,
  secret: z.string(),
  otpauth_url: z.string(),
});

/** Ten one-time recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({
  status: okStatus,
  recovery_codes: z.array(z.string()),
});

export const twoFactorDisableResponseSchema = z.object({
  status: okStatus,
  enabled: z.literal(false),
});

/** Where a sign-in came from, as its User-Agent and address tell. */
const deviceFields = {
  /** The system (iPhone, Android, Windows, Mac…); null when the browser did not say. */
  device: z.string().nullable(),
  device_kind: z.enum(DEVICE_KINDS),
  /** The browser and its major version ("Chrome 131"); null when unknown. */
  browser: z.string().nullable(),
  ip: z.string(),
  city: z.string(),
};

export const deviceSessionSchema = z.object({
  id: z.string(),
  ...deviceFields,
  started_at: z.string(),
  last_seen_at: z.string(),
  /** True on the session that asks. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsResponseSchema = answers.data(
  z.object({ body: z.array(deviceSessionSchema) }),
);

export const deviceSessionParamsSchema = z.object({ id: textSchema(64).min(1) });
export const endSessionResponseSchema = z.object({
  status: okStatus,
  /** The caller ended its own session: it is signed out. */
  current: z.boolean(),
});

export const loginHistoryQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, LOGIN_HISTORY_PAGE_SIZE_MAX).default(LOGIN_HISTORY_PAGE_SIZE),
});

export const loginAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  ...deviceFields,
});
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

export const loginHistoryResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(loginAttemptSchema) }),
);
