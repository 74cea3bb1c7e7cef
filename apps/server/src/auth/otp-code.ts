import { randomInt } from 'node:crypto';
import { OTP_LENGTH, OTP_VALID_MS } from './limits.ts';
import { keyedHash, sameDigest } from './tokens.ts';

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Bound to the challenge, so a code's hash says nothing about another challenge's. */
export const otpCodeHash = (secret: string, challengeId: string, code: string): string =>
  keyedHash(secret, 'otp', `${challengeId}:${code}`);

export const otpCodeMatches = (
  secret: string,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean => sameDigest(otpCodeHash(secret, challengeId, code), storedHash);

const VALIDITY_SECONDS = OTP_VALID_MS / 1_000;

/** The e-mail that carries a code, in Indonesian first (the product's language), then English. */
export const otpEmail = (to: string, code: string) => ({
  channel: 'email' as const,
  to,
  subject: 'Kode OTP Emas',
  text: [
    `Kode OTP Anda: ${code}`,
    `Kode ini berlaku ${VALIDITY_SECONDS} detik. Jangan berikan kode ini kepada siapa pun.`,
    '',
    `Your Emas OTP code: ${code}`,
    `It is valid for ${VALIDITY_SECONDS} seconds. Do not share it with anyone.`,
  ].join('\n'),
});
