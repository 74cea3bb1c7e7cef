import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ConsoleDesk, DeskCount } from '../feature.ts';
import type { Notifier } from '../notifications/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { operatorActionsPage } from './audit-log.ts';
import { guardOperatorRoutes, operatorOf } from './authenticate-operator.ts';
import {
  type OperatorIdentity,
  revokeOperatorSession,
  signInOperator,
} from './operator-sessions.ts';
import { ownStaffRoutes, staffDesk } from './staff-routes.ts';

/** What the console itself needs: the staff's sessions, their e-mails and the audit log. */
export type OperatorDeps = {
  readonly config: Pick<
    Config,
    'sessionIdleMs' | 'sessionAbsoluteMs' | 'environment' | 'publicWebUrl'
  >;
  readonly database: Database;
  readonly notifier: Notifier;
  readonly clock: Clock;
  /** The live channel, which closes an operator's sockets when the operator signs out. */
  readonly liveHub: { closeOperatorSessions(sessionIds: readonly string[]): void };
};

const ok = 200 as const;

/** The operator as the console's answers give them, with where their two-factor sign-in stands. */
const operatorAnswer = (
  { id, email, name, roles, totpEnabled }: OperatorIdentity,
  forced: boolean,
) => ({
  operator_id: id,
  email,
  name,
  roles,
  totp_enabled: totpEnabled,
  totp_enrolment_required: forced && !totpEnabled,
});

/**
 * The operator console's calls: staff sign-in, the features' desks, and the audit log every
 * action is written to (who, what, on which record, when). The desks are the features' own,
 * handed in by the app; each is registered inside the console's scope, where the operator
 * guard applies, with the app's deps.
 */
export const operatorConsole =
  <Deps extends OperatorDeps>(
    desks: readonly ConsoleDesk<Deps>[],
    counts: readonly DeskCount<Deps>[],
  ): FastifyPluginAsync<Deps> =>
  async (app, deps) => {
    const { db } = deps.database;
    const times = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
    // Production forces two-factor sign-in; the demo's staff and tests are not forced.
    const totpForced = deps.config.environment === 'production';
    guardOperatorRoutes(app, { db, clock: deps.clock, times, totpForced });

    routeOf(app, calls.signIn, async (request) => {
      const { email, password, totp } = request.body;
      const credentials = { email, passwordSha256Hex: password, totp };
      const signedIn = await signInOperator(db, credentials, times, deps.clock.now());
      if (!signedIn.ok) throw AppError.from(signedIn);
      const { token } = signedIn.value;
      return { status: ok, data: { ...operatorAnswer(signedIn.value, totpForced), token } };
    });
    routeOf(app, calls.me, async (request) => ({
      status: ok,
      data: operatorAnswer(operatorOf(request), totpForced),
    }));
    ownStaffRoutes(app, deps, counts, totpForced);
    staffDesk(app, deps);
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
