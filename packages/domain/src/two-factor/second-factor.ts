import { isTotpCodeShaped } from '../staff/totp.ts';
import { normalizedRecoveryCode } from './recovery-codes.ts';

/**
 * The second step of a client's sign-in (issue 23): after the right password, a code from the
 * authenticator app (RFC 6238, the staff rules in staff/totp.ts) or one recovery code.
 */

/** How long the challenge a right password earns stays usable for the code. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;

/** A typed code as the server checks it: an app's six digits, or a recovery code. */
export type SecondFactor =
  | { readonly kind: 'totp'; readonly code: string }
  | { readonly kind: 'recovery'; readonly code: string };

/**
 * What a typed code is: six digits (spaces allowed, as apps show "123 456") are an app's code,
 * a recovery code's shape is a recovery code, anything else is neither (null).
 */
export const secondFactorOf = (typed: string): SecondFactor | null => {
  const digits = typed.replace(/\s/g, '');
  if (isTotpCodeShaped(digits)) return { kind: 'totp', code: digits };
  const recovery = normalizedRecoveryCode(typed);
  return recovery === null ? null : { kind: 'recovery', code: recovery };
};
