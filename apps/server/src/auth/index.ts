/** What other features may use from sign-in and sessions. */
export { hashPassword } from './password-hash.ts';
export { sessionOfToken } from './live-token.ts';
