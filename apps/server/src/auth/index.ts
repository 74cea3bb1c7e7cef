/** What other features may use from sign-in and sessions. */
export { hashPassword, verifyPassword } from './password-hash.ts';
export { newToken, tokenHash } from './tokens.ts';
export { sessionOfToken } from './live-token.ts';
export { revokeAccountSessions } from './sessions-repository.ts';
