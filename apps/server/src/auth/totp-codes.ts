import {
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_STEP_MS,
  TOTP_WINDOW_STEPS,
  isTotpCodeShaped,
  totpStepAt,
} from '@emas/domain';
import { Secret, TOTP } from 'otpauth';

/*
 * RFC 6238's HMAC, by the otpauth library, with the domain's parameters (staff/totp.ts): the
 * staff's sign-in and the clients' two-factor sign-in check codes alike.
 */

const totpOf = (secretBase32: string, label = ''): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_MS / 1000,
    secret: Secret.fromBase32(secretBase32),
  });

/** A secret as authenticator apps take it (base32), from random bytes the caller draws. */
export const totpSecretOf = (randomBytes: Uint8Array): string =>
  new Secret({ buffer: Uint8Array.from(randomBytes).buffer }).base32;

/** The otpauth:// URL a QR code carries: issuer Emas, the person's e-mail as the label. */
export const totpUrlOf = (secretBase32: string, email: string): string =>
  totpOf(secretBase32, email).toString();

/** The code an authenticator shows at `nowMs`. */
export const totpCodeAt = (secretBase32: string, nowMs: number): string =>
  totpOf(secretBase32).generate({ timestamp: nowMs });

/** The step, within a step either side of `nowMs`'s, whose code this is; null when none. */
export const matchedTotpStep = (
  secretBase32: string,
  code: string,
  nowMs: number,
): number | null => {
  if (!isTotpCodeShaped(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: nowMs,
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : totpStepAt(nowMs) + delta;
};
