import { type OperatorRole, mayUse } from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { noStore } from '../plugins/no-store.ts';
import { type OperatorIdentity, type SessionTimes, operatorOfToken } from './operator-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: (OperatorIdentity & { sessionId: string }) | null;
  }
}

const BEARER = /^bearer +([A-Za-z0-9_-]{16,128})$/i;

/** The bearer token a request carries, if it is shaped like one. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The operator calling a console route; asserts the operator guard ran. */
export const operatorOf = (request: FastifyRequest): OperatorIdentity & { sessionId: string } => {
  if (request.operator === null) throw new Error('route is missing the operator guard');
  return request.operator;
};

/**
 * Decorates the console's scope with `authenticateOperator`: a bearer token that names a live
 * operator session, or SessionExpired (498). An account's token is not in that table, so it
 * never passes; every console answer is `no-store`. `authorizeOperator` then refuses an
 * operator who holds none of the call's roles (403 OperatorForbidden), and, where two-factor
 * sign-in is forced (production), one who has not turned it on yet from every desk's call
 * (403 TotpEnrolmentRequired): only their own session's calls, enrolment among them, stay open.
 */
export const guardOperatorRoutes = (
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; times: SessionTimes; totpForced: boolean },
): void => {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), noStore];
  });
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    const token = bearerTokenOf(request);
    if (token === undefined) throw new AppError('SessionExpired');
    const operator = await operatorOfToken(deps.db, token, deps.times, deps.clock.now());
    if (operator === null) throw new AppError('SessionExpired');
    request.operator = operator;
  });
  app.decorate(
    'authorizeOperator',
    (roles: readonly OperatorRole[] | undefined) => async (request: FastifyRequest) => {
      const operator = operatorOf(request);
      if (!mayUse(operator.roles, roles)) throw new AppError('OperatorForbidden');
      if (roles !== undefined && deps.totpForced && !operator.totpEnabled) {
        throw new AppError('TotpEnrolmentRequired');
      }
    },
  );
};
