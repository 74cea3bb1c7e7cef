import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { type ApprovalDeps, answerOfAsk } from '../approvals/index.ts';
import { audited, operatorOf, pageAnswer } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { WithdrawalDeps } from './deps.ts';
import { withdrawalsForOperator } from './operator-list.ts';
import { withdrawalById } from './withdrawal-repository.ts';
import { rejectWithdrawal, settleWithdrawal } from './settlement.ts';

const ok = 200 as const;

/**
 * The withdrawals desk of the operator console: pay out or reject what is in process. A payout
 * at or above the threshold waits for a second finance operator (the Approvals desk).
 */
export const withdrawalDesk = (app: FastifyInstance, deps: WithdrawalDeps & ApprovalDeps): void => {
  const { db } = deps.database;
  const payOut = deps.approvals.handle('payout', {
    action: 'withdrawal.settle',
    run: (input: { withdrawal_id: string; hin: string | null; fullname: string | null }) =>
      settleWithdrawal(deps, input.withdrawal_id),
  });
  routeOf(app, calls.withdrawals, async (request) => ({
    status: ok,
    data: await pageAnswer(withdrawalsForOperator(db, request.query)),
  }));
  routeOf(app, calls.settleWithdrawal, async (request, reply) => {
    const { id } = request.params;
    const withdrawal = await withdrawalById(db, id);
    // One that cannot be paid out now is refused at once, with its own code, by the settle.
    const amountSen = withdrawal?.state === 'processing' ? withdrawal.amount_sen : 0n;
    // The holder goes with the approval so the second approver sees whose money it is.
    const holder = await db
      .selectFrom('accounts')
      .select(['hin', 'fullname'])
      .where('id', '=', withdrawal?.account_id ?? '')
      .executeTakeFirst();
    const input = {
      withdrawal_id: id,
      hin: holder?.hin ?? null,
      fullname: holder?.fullname ?? null,
    };
    const ask = { subject: id, amountSen, key: id, input };
    return answerOfAsk(reply, await payOut(operatorOf(request).id, ask));
  });
  routeOf(app, calls.rejectWithdrawal, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'withdrawal.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectWithdrawal(deps, id, reason));
    return { status: ok, data };
  });
};
