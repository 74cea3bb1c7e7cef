import { approvalEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { operatorOf } from '../operator/index.ts';
import { valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ApprovalGate } from './approval-gate.ts';
import { waitingApprovals } from './approval-repository.ts';

export type ApprovalDeps = { readonly approvals: ApprovalGate };
type DeskDeps = ApprovalDeps & { readonly database: Database };

const ok = 200 as const;

/** The Approvals desk: money waiting for a second finance operator, approved or rejected. */
export const approvalsDesk = (app: FastifyInstance, deps: DeskDeps): void => {
  routeOf(app, calls.list, async (request) => {
    const viewer = operatorOf(request).id;
    const { count, rows } = await waitingApprovals(deps.database.db, viewer, request.query);
    return { status: ok, data: { count, body: rows } };
  });
  routeOf(app, calls.approve, async (request) => {
    const { id } = request.params;
    const outcome = valueOf(await deps.approvals.approve(id, operatorOf(request).id));
    return { status: ok, data: { id, status: 'approved' as const, outcome } };
  });
  routeOf(app, calls.reject, async (request) => {
    const { id } = request.params;
    const operatorId = operatorOf(request).id;
    const outcome = valueOf(await deps.approvals.reject(id, operatorId, request.body.reason));
    return { status: ok, data: { id, status: 'rejected' as const, outcome } };
  });
};
