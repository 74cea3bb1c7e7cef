import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { operatorOf, recordOperatorAction } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ExchangePort } from '../trading/index.ts';
import { creditDeposit, depositAnswer } from './deposit.ts';

export type DepositDeskDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
};

/**
 * The deposits desk of the operator console: money that reached an account's RPED account,
 * credited to its cash through the exchange, with the operator's reference in the audit log.
 */
export const depositDesk = (app: FastifyInstance, deps: DepositDeskDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.deposit, async (request) => {
    const { hin, amount_idr: amountIdr, reference } = request.body;
    const deposit = await creditDeposit(db, deps.exchange, { hin, amountIdr, reference });
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
    return { status: 200 as const, data: answer };
  });
};
