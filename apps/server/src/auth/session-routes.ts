import {
  logoutResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from '@emas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import type { AuthDeps } from './deps.ts';
import { AUTH_TAGS, answers } from './route-schemas.ts';
import { idleExpiryApplies, sessionExpiresAtMs } from './session-policy.ts';
import { refreshSession, revokeSession } from './sessions-repository.ts';
import { isoAt } from './time.ts';
import { newToken, tokenHash } from './tokens.ts';

/** POST /v2/user/refresh_token and POST /v2/user/logout, both for the caller's own session. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/v2/user/refresh_token',
    {
      preHandler: app.authenticate,
      schema: {
        tags: AUTH_TAGS,
        summary: 'A new token for the session; the previous one works for 30 s more',
        security: [{ bearerAuth: [] }],
        body: refreshTokenRequestSchema,
        response: answers(refreshTokenResponseSchema),
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/v2/user/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: AUTH_TAGS,
        summary: 'Ends the session',
        security: [{ bearerAuth: [] }],
        response: answers(logoutResponseSchema),
      },
    },
    async (request) => {
      const { sessionId } = callerOf(request);
      await revokeSession(deps.database.db, sessionId, deps.clock.now());
      deps.onSessionsRevoked?.([sessionId]);
      return { status: 200 as const, message: 'Logged out' };
    },
  );
};
