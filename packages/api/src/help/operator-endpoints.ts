import { endpoint } from '../endpoint.ts';
import {
  answerSupportRequestSchema,
  operatorSupportRequestResponseSchema,
  operatorSupportRequestsQuerySchema,
  operatorSupportRequestsResponseSchema,
  supportRequestIdParamsSchema,
} from './schemas.ts';

/** The operator console's support desk: the requests sent, and the answer to one. */
export const helpOperatorEndpoints = {
  operatorSupportRequests: endpoint({
    method: 'GET',
    path: '/v2/operator/support_requests',
    query: operatorSupportRequestsQuerySchema,
    response: operatorSupportRequestsResponseSchema,
    auth: 'operator',
    roles: ['support'],
    tag: 'operator',
    summary: 'List support requests to answer',
    description: 'Support requests, open ones first by default (oldest first), or every one',
  }),
  answerSupportRequest: endpoint({
    method: 'POST',
    path: '/v2/operator/support_requests/:id/answer',
    params: supportRequestIdParamsSchema,
    body: answerSupportRequestSchema,
    response: operatorSupportRequestResponseSchema,
    auth: 'operator',
    roles: ['support'],
    tag: 'operator',
    summary: 'Answer a support request',
    description:
      "Answers an open support request; the answer reaches the user's notices and e-mail",
  }),
} as const;
