import { hash, verify } from '@node-rs/argon2';

/*
 * The client sends SHA-256 hex of the typed password; we keep only argon2id of that value.
 * Parameters follow OWASP's argon2id minimum (19 MiB, 2 passes).
 */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (passwordSha256Hex: string): Promise<string> =>
  hash(passwordSha256Hex, options);

export const verifyPassword = (stored: string, passwordSha256Hex: string): Promise<boolean> =>
  verify(stored, passwordSha256Hex).catch(() => false);
