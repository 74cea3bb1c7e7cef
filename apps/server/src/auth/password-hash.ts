import { hash, verify } from '@node-rs/argon2';

/*
 * The client sends SHA-256 hex of the typed password; we keep only argon2id of that value.
 * Parameters follow OWASP's argon2id minimum (19 MiB, 2 passes). A hash carries its
 * parameters, so verifying follows whatever the hash was made with.
 */
const ARGON2ID = 2;
const OWASP_MINIMUM = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** argon2's least work (8 KiB, 1 pass): a sign-in of a test costs 0.2 ms instead of 15. */
const TEST_WORK = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

let options: typeof OWASP_MINIMUM = OWASP_MINIMUM;

/**
 * The API tests' setup only (docs/decisions.md, Testing): the suite signs in thousands of times
 * and seeds its templates with these hashes. Refused in production.
 */
export const hashPasswordsWithTestWork = (): void => {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('password hashing: the test work factor is refused in production');
  }
  options = TEST_WORK;
};

export const hashPassword = (passwordSha256Hex: string): Promise<string> =>
  hash(passwordSha256Hex, options);

export const verifyPassword = (stored: string, passwordSha256Hex: string): Promise<boolean> =>
  verify(stored, passwordSha256Hex).catch(() => false);
