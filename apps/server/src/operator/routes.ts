import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ConsoleDesk } from '../feature.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { operatorActionsPage } from './audit-log.ts';
import { guardOperatorRoutes, operatorOf } from './authenticate-operator.ts';
import { revokeOperatorSession, signInOperator } from './operator-sessions.ts';

/** What the console itself needs: the staff's sessions and the audit log. */
export type OperatorDeps = {
  readonly config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>;
  readonly database: Database;
  readonly clock: Clock;
  /** The live channel, which closes an operator's sockets when the operator signs out. */
  readonly liveHub: { closeOperatorSessions(sessionIds: readonly string[]): void };
};

const ok = 200 as const;

/**
 * The operator console's calls: staff sign-in, the features' desks, and the audit log every
 * action is written to (who, what, on which record, when). The desks are the features' own,
 * handed in by the app; each is registered inside the console's scope, where the operator
 * guard applies, with the app's deps.
 */
export const operatorConsole =
  <Deps extends OperatorDeps>(desks: readonly ConsoleDesk<Deps>[]): FastifyPluginAsync<Deps> =>
  async (app, deps) => {
    const { db } = deps.database;
    const times = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
    guardOperatorRoutes(app, { db, clock: deps.clock, times });

    routeOf(app, calls.signIn, async (request) => {
      const { email, password } = request.body;
      const signedIn = await signInOperator(db, email, password, times, deps.clock.now());
      if (!signedIn.ok) throw AppError.from(signedIn);
      const { id, ...operator } = signedIn.value;
      return { status: ok, data: { operator_id: id, ...operator } };
    });
    routeOf(app, calls.me, async (request) => {
      const { id, email, name, roles } = operatorOf(request);
      return { status: ok, data: { operator_id: id, email, name, roles } };
    });
    routeOf(app, calls.signOut, async (request) => {
      const { sessionId } = operatorOf(request);
      await revokeOperatorSession(db, sessionId, deps.clock.now());
      deps.liveHub.closeOperatorSessions([sessionId]);
      return { status: ok };
    });
    for (const desk of desks) desk(app, deps);
    routeOf(app, calls.actions, async (request) => ({
      status: ok,
      data: await operatorActionsPage(db, request.query.offset, request.query.limit),
    }));
  };
