import { OTP_LENGTH } from './constants.ts';

/** Rules for a one-time code as typed into the six OTP boxes. */

const OTP_CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** Exactly 6 ASCII digits, nothing else (no spaces, no other numerals). */
export function isOtpCode(text: string): boolean {
  return OTP_CODE.test(text);
}

/**
 * Wrong tries left on a challenge: `max` minus `used`, never below 0. This is the N of
 * 'Kode Tidak Sesuai, Sisa Nx Kesempatan'.
 */
export function otpAttemptsRemaining(max: number, used: number): number {
  return Math.max(0, max - used);
}
