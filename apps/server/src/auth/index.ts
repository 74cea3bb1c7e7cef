/** What other features may use from sign-in and sessions. */
export { hashPassword } from './password-hash.ts';
export { accountOfToken } from './live-token.ts';
