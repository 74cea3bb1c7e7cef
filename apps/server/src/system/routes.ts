import { systemEndpoints as calls } from '@emas/api/system';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { bearerTokenOf, operatorOfToken } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { systemStatus } from './system-status.ts';

export type SystemDeps = {
  readonly config: Config;
  /** The cluster's bus; null in a single process, whose bus is its own memory. */
  readonly bus: Pick<Bus, 'up'> | null;
  readonly database: Database;
  readonly clock: Clock;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The caller is on this machine (the socket's own address: a forwarded header proves
 * nothing) or holds a live operator session.
 */
const mayReadStatus = async (request: FastifyRequest, deps: SystemDeps): Promise<boolean> => {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  const token = bearerTokenOf(request);
  if (token === undefined) return false;
  const times = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
  return (await operatorOfToken(deps.database.db, token, times, deps.clock.now())) !== null;
};

/** GET /v2/system/status: the processes and their health, for operators and monitoring. */
export const systemRoutes: FastifyPluginAsync<SystemDeps> = async (app, deps) => {
  routeOf(app, calls.status, async (request) => {
    if (!(await mayReadStatus(request, deps))) throw new AppError('SystemStatusForbidden');
    return systemStatus({
      database: deps.database,
      port: deps.config.port,
      busUp: () => deps.bus?.up() ?? true,
    });
  });
};
