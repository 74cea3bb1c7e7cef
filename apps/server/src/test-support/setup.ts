import { hashPasswordsWithTestWork } from '../auth/password-hash.ts';

/*
 * Runs before every API test file. Argon2id at OWASP's cost took 15 ms of CPU for each of the
 * suite's sign-ins; the tests prove what a password unlocks, not argon2's work factor.
 */
hashPasswordsWithTestWork();
