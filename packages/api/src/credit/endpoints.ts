import { awaitingSecondApprovalSchema } from '../approvals/schemas.ts';
import { userIdBodySchema } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { operatorIdParamsSchema, operatorReasonRequestSchema } from '../operator/schemas.ts';
import {
  creditRequestBodySchema,
  creditRequestResponseSchema,
  creditRequestsResponseSchema,
  operatorCreditApproveBodySchema,
  operatorCreditLineBodySchema,
  operatorCreditLineResponseSchema,
  operatorCreditRequestResponseSchema,
  operatorCreditRequestsQuerySchema,
  operatorCreditRequestsResponseSchema,
} from './schemas.ts';

const tag = 'credit';

/**
 * Credit lines (our addition; spec 002 shows the credit card but not the request's calls): a
 * client or lp asks for a limit, an operator grants, refuses or sets it.
 */
export const creditEndpoints = {
  request: endpoint({
    method: 'POST',
    path: '/v2/igx/credit_request',
    body: creditRequestBodySchema,
    response: creditRequestResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Request a credit limit',
    description: 'Asks for a credit limit; one request waits for review at a time',
  }),
  requests: endpoint({
    method: 'POST',
    path: '/v2/igx/credit_requests',
    body: userIdBodySchema,
    response: creditRequestsResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'List own credit requests',
    description: "The caller's last 10 credit requests, newest first",
  }),
  operatorRequests: endpoint({
    method: 'GET',
    path: '/v2/operator/credit-requests',
    query: operatorCreditRequestsQuerySchema,
    response: operatorCreditRequestsResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'List credit requests to review',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/v2/operator/credit-requests/:id/approve',
    params: operatorIdParamsSchema,
    body: operatorCreditApproveBodySchema,
    response: operatorCreditRequestResponseSchema,
    accepted: awaitingSecondApprovalSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Approve a credit request',
    description: 'Grants the limit asked for (or the one given) through the exchange',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/v2/operator/credit-requests/:id/reject',
    params: operatorIdParamsSchema,
    body: operatorReasonRequestSchema,
    response: operatorCreditRequestResponseSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Reject a credit request',
  }),
  setLine: endpoint({
    method: 'POST',
    path: '/v2/operator/credit-lines',
    body: operatorCreditLineBodySchema,
    response: operatorCreditLineResponseSchema,
    accepted: awaitingSecondApprovalSchema,
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary: 'Set a credit limit',
    description: "Sets an account's credit limit; never below the credit it has drawn",
  }),
} as const;
