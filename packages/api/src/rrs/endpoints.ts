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
const post = <R extends z.ZodType>(summary: string, path: string, response: R) =>
  endpoint({
    method: 'POST',
    path,
    query: rrsQuerySchema,
    body,
    response,
    auth: 'bearer',
    tag,
    summary,
  });
const get = <R extends z.ZodType>(summary: string, path: string, response: R) =>
  endpoint({ method: 'GET', path, query: rrsQuerySchema, response, auth: 'bearer', tag, summary });

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
    summary: "List an ib's clients",
  }),
  fmBranchList: endpoint({
    method: 'POST',
    path: '/v2/rrs/fm/list/branch',
    body,
    response: rrsListResponseSchema,
    auth: 'bearer',
    tag,
    summary: "List an fm's branches",
  }),
  ccpBranchList: endpoint({
    method: 'POST',
    path: '/v2/rrs/ccp/list/branch',
    body,
    response: rrsListResponseSchema,
    auth: 'bearer',
    tag,
    summary: "List the ccp's branches",
  }),
  ccpBranchListData: endpoint({
    method: 'GET',
    path: '/v2/rrs/ccp/list/branch',
    response: rrsListDataResponseSchema,
    auth: 'bearer',
    tag,
    summary: "List the ccp's branches (data form)",
  }),
  ccp: get('Get revenue share by account (ccp)', '/v2/rrs/ccp', rrsAccountsResponseSchema),
  ccpBranch: get(
    "Get a branch's revenue share (ccp)",
    '/v2/rrs/ccp/get/branch',
    rrsAccountsResponseSchema,
  ),
  client: get('Get revenue share by product (client)', '/v2/rrs/client', rrsProductsResponseSchema),
  ibClientProducts: get(
    "Get a client's revenue share by product (ib, GET)",
    '/v2/rrs/ib/client',
    rrsProductsResponseSchema,
  ),
  fm: post('Get revenue share by account (fm)', '/v2/rrs/fm', rrsAccountsResponseSchema),
  fmBranch: post(
    "Get a branch's revenue share (fm)",
    '/v2/rrs/fm/get/branch',
    rrsAccountsResponseSchema,
  ),
  ib: post('Get revenue share by account (ib)', '/v2/rrs/ib', rrsAccountsResponseSchema),
  ibClient: post(
    "Get a client's revenue share by product (ib)",
    '/v2/rrs/ib/client',
    rrsProductsResponseSchema,
  ),
  clients: post('Get revenue share by client', '/v2/rrs/clients', rrsAccountsResponseSchema),
  totalRevenue: endpoint({
    method: 'POST',
    path: '/v2/rrs/total_revenue',
    body,
    response: rrsRevenueResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Get the total revenue share',
  }),
} as const;
