import type { AppName } from '@emas/api';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthDeps } from './deps.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import { noStore } from '../plugins/no-store.ts';
import { SESSION_TOUCH_INTERVAL_MS } from './limits.ts';
import { idleExpiryApplies } from './session-policy.ts';
import { findLiveSession, touchSession, type LiveSession } from './sessions-repository.ts';
import { tokenHash } from './tokens.ts';

/** RFC 9110 section 11.1: the scheme name is case-insensitive, and one or more spaces follow it. */
const BEARER = /^bearer +([A-Za-z0-9_-]{16,128})$/i;

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? null;
};

/**
 * Activity extends a client's idle expiry. ib and fm sessions have no idle expiry (spec 000
 * section 6, "No inactivity expiry"): they end only at the absolute lifetime. The write is
 * skipped while the last one is recent, so a burst of calls costs one UPDATE.
 */
const recordActivity = async (
  deps: AuthDeps,
  session: LiveSession,
  nowMs: number,
): Promise<void> => {
  if (nowMs - session.lastSeenAtMs < SESSION_TOUCH_INTERVAL_MS) return;
  const idleExpiresAtMs = idleExpiryApplies(session.account.level)
    ? Math.min(nowMs + deps.config.sessionIdleMs, session.absoluteExpiresAtMs)
    : session.idleExpiresAtMs;
  await touchSession(deps.database.db, session.sessionId, nowMs, idleExpiresAtMs);
};

type Hooks = RouteOptions['preHandler'] | RouteOptions['onRequest'];
const hookList = (hooks: Hooks) => (hooks === undefined ? [] : [hooks].flat());

/**
 * Decorates every request with `account` (null until authenticated) and the app with the
 * `authenticate` preHandler, which answers SessionExpired (body status 498) unless the bearer
 * token names a live session. Every route it guards answers `Cache-Control: no-store`, errors
 * included: the hook is added when the route is, so it runs before validation.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, deps: AuthDeps) => {
    app.decorateRequest('account', null);
    app.addHook('onRoute', (route) => {
      if (!hookList(route.preHandler).includes(app.authenticate)) return;
      route.onRequest = [...hookList(route.onRequest), noStore];
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === null) throw new AppError('SessionExpired');
      const nowMs = deps.clock.now();
      const session = await findLiveSession(deps.database.db, tokenHash(token), nowMs);
      if (session === null) throw new AppError('SessionExpired');
      await recordActivity(deps, session, nowMs);
      const account: AuthenticatedAccount = {
        id: session.account.id,
        level: session.account.level,
        brokerId: session.account.brokerId as AppName,
        hin: session.account.hin,
        sessionId: session.sessionId,
      };
      request.account = account;
    });
  },
  { name: 'emas-authenticate' },
);
