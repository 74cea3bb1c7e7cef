import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { userIdBodyOptionalSchema } from '../trading/schemas.ts';
import {
  rrsAccountsResponseSchema,
  rrsListDataResponseSchema,
  rrsListResponseSchema,
  rrsProductsResponseSchema,
  rrsQuerySchema,
  rrsRevenueResponseSchema,
} from './schemas.ts';

const body = userIdBodyOptionalSchema;
const tag = 'rrs';
const post = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'POST', path, query: rrsQuerySchema, body, response, auth: 'bearer', tag });
const get = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'GET', path, query: rrsQuerySchema, response, auth: 'bearer', tag });

/**
 * The revenue-share calls of spec 002 section 7 by level: the lists of branches and clients,
 * the per-account and per-product reports, and the total revenue.
 */
export const rrsEndpoints = {
  ibClientList: endpoint({
    method: 'POST',
    path: '/v2/rrs/ib/list/client',
    body,
    response: rrsListResponseSchema,
    auth: 'bearer',
    tag,
  }),
  fmBranchList: endpoint({
    method: 'POST',
    path: '/v2/rrs/fm/list/branch',
    body,
    response: rrsListResponseSchema,
    auth: 'bearer',
    tag,
  }),
  ccpBranchList: endpoint({
    method: 'POST',
    path: '/v2/rrs/ccp/list/branch',
    body,
    response: rrsListResponseSchema,
    auth: 'bearer',
    tag,
  }),
  ccpBranchListData: endpoint({
    method: 'GET',
    path: '/v2/rrs/ccp/list/branch',
    response: rrsListDataResponseSchema,
    auth: 'bearer',
    tag,
  }),
  ccp: get('/v2/rrs/ccp', rrsAccountsResponseSchema),
  ccpBranch: get('/v2/rrs/ccp/get/branch', rrsAccountsResponseSchema),
  client: get('/v2/rrs/client', rrsProductsResponseSchema),
  ibClientProducts: get('/v2/rrs/ib/client', rrsProductsResponseSchema),
  fm: post('/v2/rrs/fm', rrsAccountsResponseSchema),
  fmBranch: post('/v2/rrs/fm/get/branch', rrsAccountsResponseSchema),
  ib: post('/v2/rrs/ib', rrsAccountsResponseSchema),
  ibClient: post('/v2/rrs/ib/client', rrsProductsResponseSchema),
  clients: post('/v2/rrs/clients', rrsAccountsResponseSchema),
  totalRevenue: endpoint({
    method: 'POST',
    path: '/v2/rrs/total_revenue',
    body,
    response: rrsRevenueResponseSchema,
    auth: 'bearer',
    tag,
  }),
} as const;
