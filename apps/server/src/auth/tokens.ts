import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A bearer or reset token: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** SHA-256 hex: enough for 256-bit random tokens, which cannot be guessed from their hash. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * A short secret (a 6-digit OTP) hashed with the server secret: a plain hash of one of a
 * million codes is reversed at once, an HMAC is not without the key.
 */
export const keyedHash = (secret: string, purpose: string, value: string): string =>
  createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex');

/** Compares two hex digests without leaking where they differ. */
export const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
