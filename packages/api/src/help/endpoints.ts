import { type Endpoint, endpoint } from '../endpoint.ts';
import { helpOperatorEndpoints } from './operator-endpoints.ts';
import {
  helpDocumentParamsSchema,
  helpDocumentQuerySchema,
  helpDocumentResponseSchema,
  helpPageQuerySchema,
  markNoticesReadRequestSchema,
  markNoticesReadResponseSchema,
  noticesResponseSchema,
  sendSupportRequestSchema,
  supportRequestResponseSchema,
  supportRequestsResponseSchema,
} from './schemas.ts';

/** Help: notifications, documentation, support requests and the FAQ. */
export const helpEndpoints = {
  notices: endpoint({
    method: 'GET',
    path: '/v2/help/notices',
    query: helpPageQuerySchema,
    response: noticesResponseSchema,
    auth: 'bearer',
    tag: 'help',
    summary: 'List notices',
    description: "The caller's notices, newest first, with how many are unread",
  }),
  markNoticesRead: endpoint({
    method: 'POST',
    path: '/v2/help/notices/read',
    body: markNoticesReadRequestSchema,
    response: markNoticesReadResponseSchema,
    auth: 'bearer',
    tag: 'help',
    summary: 'Mark notices read',
    description: "Marks one of the caller's notices read, or all of them without notice_id",
  }),
  document: endpoint({
    method: 'GET',
    path: '/v2/help/documents/:document',
    params: helpDocumentParamsSchema,
    query: helpDocumentQuerySchema,
    response: helpDocumentResponseSchema,
    // Public product documents, opened by a plain link that carries no token.
    auth: 'none',
    tag: 'help',
    summary: 'Download a help document (PDF)',
    description: 'The Quick Guide or the Brochure as a PDF (application/pdf), in id or en',
  }),
  supportRequests: endpoint({
    method: 'GET',
    path: '/v2/help/support_requests',
    query: helpPageQuerySchema,
    response: supportRequestsResponseSchema,
    auth: 'bearer',
    tag: 'help',
    summary: 'List own support requests',
    description: "The caller's support requests and their answers, newest first",
  }),
  sendSupportRequest: endpoint({
    method: 'POST',
    path: '/v2/help/support_requests',
    body: sendSupportRequestSchema,
    response: supportRequestResponseSchema,
    auth: 'bearer',
    tag: 'help',
    summary: 'Send a support request',
    description: 'Sends a support request (topic and message) to customer service',
  }),
  ...helpOperatorEndpoints,
} as const satisfies Record<string, Endpoint>;
