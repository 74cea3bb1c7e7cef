import type { Endpoint } from '../endpoint.ts';
import { endpoint } from '../endpoint.ts';
import {
  operatorNewsDeletedResponseSchema,
  operatorNewsIdParamsSchema,
  operatorNewsItemResponseSchema,
  operatorNewsPageQuerySchema,
  operatorNewsPageResponseSchema,
  operatorNewsRequestSchema,
  operatorPromoParamsSchema,
  operatorPromoRequestSchema,
  operatorPromoResponseSchema,
} from './schemas.ts';

/** The console's content desks: the domestic news items, the promo page and the banner. */
export const contentOperatorEndpoints = {
  operatorNews: endpoint({
    method: 'GET',
    path: '/v2/operator/news',
    query: operatorNewsPageQuerySchema,
    response: operatorNewsPageResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: "The domestic feed's news items, newest first",
  }),
  addNews: endpoint({
    method: 'POST',
    path: '/v2/operator/news',
    body: operatorNewsRequestSchema,
    response: operatorNewsItemResponseSchema,
    auth: 'operator',
    tag: 'operator',
  }),
  editNews: endpoint({
    method: 'PATCH',
    path: '/v2/operator/news/:id',
    params: operatorNewsIdParamsSchema,
    body: operatorNewsRequestSchema,
    response: operatorNewsItemResponseSchema,
    auth: 'operator',
    tag: 'operator',
  }),
  deleteNews: endpoint({
    method: 'DELETE',
    path: '/v2/operator/news/:id',
    params: operatorNewsIdParamsSchema,
    response: operatorNewsDeletedResponseSchema,
    auth: 'operator',
    tag: 'operator',
  }),
  operatorPromo: endpoint({
    method: 'GET',
    path: '/v2/operator/promo',
    response: operatorPromoResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: 'The promo page and the landing banner as they stand',
  }),
  savePromo: endpoint({
    method: 'POST',
    path: '/v2/operator/promo/:slot',
    params: operatorPromoParamsSchema,
    body: operatorPromoRequestSchema,
    response: operatorPromoResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: 'Rewrites the promo page or the landing banner',
  }),
} as const satisfies Record<string, Endpoint>;
