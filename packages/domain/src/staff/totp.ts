import { type Result, fail, ok } from '../result.ts';

/**
 * Staff two-factor sign-in, RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 6 digits,
 * 30-second steps, a code of the step before or after accepted for clock drift. The HMAC is the
 * server's (a library's); the rules of which code is accepted are these.
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_WINDOW_STEPS = 1;
/** Bytes of a new secret: 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Emas';

/** The time step (30-second count since the epoch) that `nowMs` falls in. */
export const totpStepAt = (nowMs: number): number => Math.floor(nowMs / TOTP_STEP_MS);

const CODE = /^\d{6}$/;

/** Whether a typed code is shaped like one (six digits), before any HMAC is worked out. */
export const isTotpCodeShaped = (code: string): boolean => CODE.test(code);

/**
 * Whether a code may sign in: it matched the secret at `matchedStep` (null: at no step of the
 * window), and that step is later than `lastStepUsed`, so a code signs in once and no older
 * code after it. Answers the step to record as used.
 */
export const acceptedTotpStep = (
  matchedStep: number | null,
  lastStepUsed: number | null,
): Result<number, 'TotpInvalid'> => {
  if (matchedStep === null) return fail('TotpInvalid');
  if (lastStepUsed !== null && matchedStep <= lastStepUsed) return fail('TotpInvalid');
  return ok(matchedStep);
};
