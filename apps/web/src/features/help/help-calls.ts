import { helpEndpoints } from '@emas/api/help';
import { NOTICES_PAGE_SIZE } from '@emas/domain';
import { endpointQuery } from '../../lib/endpoint-call.ts';

const calls = helpEndpoints;

/** Everything Help reads, under one key, so an action can refresh it all. */
export const HELP_KEY = ['help'] as const;

export const noticesQuery = (page: number) =>
  endpointQuery([...HELP_KEY, 'notices', page], calls.notices, {
    query: { offset: String(page * NOTICES_PAGE_SIZE), limit: String(NOTICES_PAGE_SIZE) },
  });

/** The caller's own requests, newest first: the latest page is all the tab shows. */
export const SUPPORT_REQUESTS_SHOWN = 20;
export const supportRequestsQuery = () =>
  endpointQuery([...HELP_KEY, 'support-requests'], calls.supportRequests, {
    query: { offset: '0', limit: String(SUPPORT_REQUESTS_SHOWN) },
  });

/** Where a documentation PDF is served, in the reader's language. */
export const documentUrl = (document: 'quick-guide' | 'brochure', language: 'id' | 'en') =>
  `/v2/help/documents/${document}?lang=${language}`;
