import { endpoint } from '../endpoint.ts';
import { operatorIdParamsSchema, operatorPageQuerySchema } from '../operator/schemas.ts';
import {
  approvalDoneResponseSchema,
  approvalRejectRequestSchema,
  approvalsResponseSchema,
} from './schemas.ts';

/** The Approvals desk: money a finance operator asked to move, for another one to decide. */
export const approvalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/operator/approvals',
    query: operatorPageQuerySchema,
    response: approvalsResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'List approvals waiting for a second approver',
    description: 'Payouts, credit limits, deposits and adjustments at or above the threshold',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/v2/operator/approvals/:id/approve',
    params: operatorIdParamsSchema,
    response: approvalDoneResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Approve and run',
    description:
      'A finance operator other than the one who asked runs the action, once (403 SecondApproverRequired for the asker)',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/v2/operator/approvals/:id/reject',
    params: operatorIdParamsSchema,
    body: approvalRejectRequestSchema,
    response: approvalDoneResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Reject an approval',
    description: 'Ends the approval with a reason; nothing moves',
  }),
} as const;
