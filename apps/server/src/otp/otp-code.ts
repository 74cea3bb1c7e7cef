import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@emas/domain';

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * An HMAC keyed with the server secret: a plain hash of one of a million codes is reversed at
 * once, an HMAC is not without the key. Bound to the challenge, so a code's hash says nothing
 * about another challenge's.
 */
export const otpCodeHash = (secret: string, challengeId: string, code: string): string =>
  createHmac('sha256', secret).update(`otp\u0000${challengeId}:${code}`).digest('hex');

/** Compares in constant time, so the reply's timing does not tell how much of a guess matched. */
export const otpCodeMatches = (
  secret: string,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean => {
  const hash = otpCodeHash(secret, challengeId, code);
  return (
    hash.length === storedHash.length &&
    timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(storedHash, 'hex'))
  );
};
