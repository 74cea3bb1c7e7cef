import { operatorEndpoints as calls } from '@emas/api';
import { ok } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { type ApprovalDeps, answerOfAsk } from '../approvals/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { operatorOf } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ExchangePort } from '../trading/index.ts';
import { adjustmentAnswer, adjustmentIdOf, adjustmentSenOf, postAdjustment } from './adjustment.ts';
import { creditDeposit, depositAnswer, depositSenOf } from './deposit.ts';

export type DepositDeskDeps = ApprovalDeps & {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
};

type DepositInput = { hin: string; amount_idr: string; reference: string };
type AdjustmentInput = { hin: string; amount_idr: string; reason: string };

/**
 * The deposits desk of the operator console: money that reached an account's RPED account,
 * credited to its cash through the exchange, and signed corrections of an account's cash; each
 * audited, and at or above the threshold waiting for a second finance operator.
 */
export const depositDesk = (app: FastifyInstance, deps: DepositDeskDeps): void => {
  const { db } = deps.database;
  const credit = deps.approvals.handle('deposit', {
    action: 'deposit.credit',
    run: async (input: DepositInput) => {
      const { hin, amount_idr: amountIdr, reference } = input;
      const deposit = await creditDeposit(db, deps.exchange, { hin, amountIdr, reference });
      return deposit.ok ? ok(depositAnswer(deposit.value)) : deposit;
    },
  });
  const adjust = deps.approvals.handle('adjustment', {
    action: 'cash.adjust',
    run: async (input: AdjustmentInput) => {
      const { hin, amount_idr: amountIdr, reason } = input;
      const adjustment = await postAdjustment(db, deps.exchange, { hin, amountIdr, reason });
      return adjustment.ok ? ok(adjustmentAnswer(adjustment.value)) : adjustment;
    },
  });
  routeOf(app, calls.deposit, async (request, reply) => {
    const input = request.body;
    // An amount that is no amount is refused by the credit itself, below any threshold.
    const amountSen = depositSenOf(input.amount_idr) ?? 0n;
    const subject = input.hin.trim().toUpperCase();
    const ask = { subject, amountSen, key: input.reference.trim(), input };
    return answerOfAsk(reply, await credit(operatorOf(request).id, ask));
  });
  routeOf(app, calls.adjustment, async (request, reply) => {
    const input = request.body;
    const amountSen = adjustmentSenOf(input.amount_idr) ?? 0n;
    const key = adjustmentIdOf(input.hin, input.reason);
    const ask = { subject: input.hin.trim().toUpperCase(), amountSen, key, input };
    return answerOfAsk(reply, await adjust(operatorOf(request).id, ask));
  });
};
