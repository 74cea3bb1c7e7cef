/** Sign-in, sessions and recovery; what other features may use of them. */
import type { Feature } from '../feature.ts';
import type { AuthDeps } from './deps.ts';
import { authRoutes } from './routes.ts';
import { addressWindowSweep } from './shared-address-rate-limit.ts';

export { hashPassword, verifyPassword } from './password-hash.ts';
export { newToken, tokenHash } from './tokens.ts';
export { sessionOfToken } from './live-token.ts';
export { matchedTotpStep, totpCodeAt, totpSecretOf, totpUrlOf } from './totp-codes.ts';
export { liveSessionIdsAmong, revokeAccountSessions } from './sessions-repository.ts';
export { addressRateLimitFor } from './shared-address-rate-limit.ts';

export const authFeature: Feature<AuthDeps> = {
  name: 'auth',
  routes: authRoutes,
  jobs: [addressWindowSweep],
};
