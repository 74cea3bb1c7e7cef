import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A bearer token: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** SHA-256 hex: enough for 256-bit random tokens, which cannot be guessed from their hash. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
