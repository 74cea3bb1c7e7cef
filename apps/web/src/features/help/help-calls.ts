import { helpEndpoints } from '@emas/api/help';
import { endpointQuery } from '../../lib/endpoint-call.ts';

const calls = helpEndpoints;

/** Everything Help reads, under one key (the notices' too, notifications/notice-calls.ts). */
export const HELP_KEY = ['help'] as const;

/** The caller's own requests, newest first: the latest page is all the tab shows. */
export const SUPPORT_REQUESTS_SHOWN = 20;
export const supportRequestsQuery = () =>
  endpointQuery([...HELP_KEY, 'support-requests'], calls.supportRequests, {
    query: { offset: '0', limit: String(SUPPORT_REQUESTS_SHOWN) },
  });

/** Where a documentation PDF is served, in the reader's language. */
export const documentUrl = (document: 'quick-guide' | 'brochure', language: 'id' | 'en') =>
  `/v2/help/documents/${document}?lang=${language}`;
