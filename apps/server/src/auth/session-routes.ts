import { authEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { AuthDeps } from './deps.ts';
import { idleExpiryApplies, sessionExpiresAtMs } from './session-policy.ts';
import { refreshSession, revokeSession } from './sessions-repository.ts';
import { isoAt } from './time.ts';
import { newToken, tokenHash } from './tokens.ts';

/** POST /v2/user/refresh_token and POST /v2/user/logout, both for the caller's own session. */
export const sessionRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  routeOf(app, calls.refreshToken, async (request) => {
    const caller = callerOf(request);
    if (request.body.user_id !== caller.id) throw new AppError('AccessDenied');
    const token = newToken();
    const idleMs = idleExpiryApplies(caller.level) ? deps.config.sessionIdleMs : null;
    const times = await refreshSession(
      deps.database.db,
      caller.sessionId,
      tokenHash(token),
      deps.clock.now(),
      idleMs,
    );
    return { status: 200 as const, token, session_expires_at: isoAt(sessionExpiresAtMs(times)) };
  });

  routeOf(app, calls.logout, async (request) => {
    const { sessionId } = callerOf(request);
    await revokeSession(deps.database.db, sessionId, deps.clock.now());
    deps.onSessionsRevoked?.([sessionId]);
    return { status: 200 as const, message: 'Logged out' };
  });
};
