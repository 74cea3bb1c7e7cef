import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Exchange } from '../trading/index.ts';
import { operatorActionsPage, recordOperatorAction } from './audit-log.ts';
import { guardOperatorRoutes, operatorOf } from './authenticate-operator.ts';
import { creditDeposit, depositAnswer } from './deposit.ts';
import { bankAccountDesk, shipmentDesk, withdrawalDesk } from './desks.ts';
import { revokeOperatorSession, signInOperator } from './operator-sessions.ts';

export type OperatorDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  readonly marketData: MarketData;
  readonly exchange: Exchange;
};

/**
 * A desk of another feature: its console calls, registered inside the console's scope (where
 * the operator guard applies). app.ts passes them in, so those features may import the
 * console's tools (operatorOf, audited) without an import cycle.
 */
export type OperatorDesk = (app: FastifyInstance, deps: OperatorDeps) => void;

const ok = 200 as const;

/**
 * The operator console's calls: staff sign-in, the back office's actions, and the audit log
 * every action is written to (who, what, on which record, when).
 */
export const operatorRoutes: FastifyPluginAsync<
  OperatorDeps & { readonly desks?: readonly OperatorDesk[] }
> = async (app, deps) => {
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
    const { id, email, name } = operatorOf(request);
    return { status: ok, data: { operator_id: id, email, name } };
  });
  routeOf(app, calls.signOut, async (request) => {
    await revokeOperatorSession(db, operatorOf(request).sessionId, deps.clock.now());
    return { status: ok };
  });
  routeOf(app, calls.deposit, async (request) => {
    const { hin, amount_idr: amountIdr, reference } = request.body;
    const deposit = await creditDeposit(db, deps.exchange, { hin, amountIdr });
    if (!deposit.ok) throw AppError.from(deposit);
    const answer = depositAnswer(deposit.value);
    await recordOperatorAction(
      db,
      {
        operatorId: operatorOf(request).id,
        action: 'deposit.credit',
        subject: answer.hin,
        detail: { reference, ...answer },
      },
      deps.clock.now(),
    );
    return { status: ok, data: answer };
  });
  withdrawalDesk(app, deps);
  bankAccountDesk(app, deps);
  shipmentDesk(app, deps);
  for (const desk of deps.desks ?? []) desk(app, deps);
  routeOf(app, calls.actions, async (request) => ({
    status: ok,
    data: await operatorActionsPage(db, request.query.offset, request.query.limit),
  }));
};
