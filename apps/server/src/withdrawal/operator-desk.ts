import { operatorEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { audited, pageAnswer } from '../operator/index.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { WithdrawalDeps } from './deps.ts';
import { withdrawalsForOperator } from './operator-list.ts';
import { rejectWithdrawal, settleWithdrawal } from './settlement.ts';

const ok = 200 as const;

/** The withdrawals desk of the operator console: pay out or reject what is in process. */
export const withdrawalDesk = (app: FastifyInstance, deps: WithdrawalDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.withdrawals, async (request) => ({
    status: ok,
    data: await pageAnswer(withdrawalsForOperator(db, request.query)),
  }));
  routeOf(app, calls.settleWithdrawal, async (request) => {
    const { id } = request.params;
    const data = await audited(deps, request, { action: 'withdrawal.settle', subject: id }, () =>
      settleWithdrawal(deps, id),
    );
    return { status: ok, data };
  });
  routeOf(app, calls.rejectWithdrawal, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const entry = { action: 'withdrawal.reject', subject: id, input: { reason } };
    const data = await audited(deps, request, entry, () => rejectWithdrawal(deps, id, reason));
    return { status: ok, data };
  });
};
