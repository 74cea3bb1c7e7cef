import { endpoint } from '../endpoint.ts';
import { operatorIdParamsSchema, operatorReasonRequestSchema } from '../operator/schemas.ts';
import {
  screeningHitResponseSchema,
  screeningHitsQuerySchema,
  screeningHitsResponseSchema,
  screeningImportResponseSchema,
  screeningListsResponseSchema,
} from './schemas.ts';

/** Compliance's decision on a hit, with its reason: clear (a false positive) or confirm. */
const hitDecision = <D extends 'clear' | 'confirm'>(
  decision: D,
  summary: string,
  description: string,
) =>
  endpoint({
    method: 'POST',
    path: `/v2/operator/screening/hits/:id/${decision}` as const,
    params: operatorIdParamsSchema,
    body: operatorReasonRequestSchema,
    response: screeningHitResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary,
    description,
  });

/** Sanctions and PEP screening: the lists compliance imports, and the hits it decides. */
export const screeningEndpoints = {
  lists: endpoint({
    method: 'GET',
    path: '/v2/operator/screening/lists',
    response: screeningListsResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'List the screening lists and their last import',
  }),
  importList: endpoint({
    method: 'POST',
    path: '/v2/operator/screening/lists',
    response: screeningImportResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Import a screening list',
    description:
      'multipart: kind (un, dttot or pep) and file (UN consolidated XML, DTTOT CSV, PEP CSV); ' +
      "replaces the list's entries at once, then screens every applicant and client again",
  }),
  hits: endpoint({
    method: 'GET',
    path: '/v2/operator/screening/hits',
    query: screeningHitsQuerySchema,
    response: screeningHitsResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'List screening hits',
    description: 'Hits waiting for a decision (oldest first), or every one (newest first)',
  }),
  clearHit: hitDecision(
    'clear',
    'Clear a screening hit as a false positive',
    'The applicant may be approved; a client the hit locked is unlocked',
  ),
  confirmHit: hitDecision(
    'confirm',
    'Confirm a screening hit',
    'The person is the one listed: the account stays locked, the applicant refused',
  ),
};
