import { userIdBodySchema, userIdQuerySchema } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  accountInformationResponseSchema,
  balanceResponseSchema,
  contractListResponseSchema,
  goldBalanceResponseSchema,
  holdingResponseSchema,
  hubResponseSchema,
  paymentInformationResponseSchema,
  productListResponseSchema,
} from './schemas.ts';

/** The account calls of spec 000 section 7: each answers for the caller or one it may see. */
export const accountEndpoints = {
  accountInformation: endpoint({
    method: 'POST',
    path: '/v2/igx/account_information',
    body: userIdBodySchema,
    response: accountInformationResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  balance: endpoint({
    method: 'POST',
    path: '/v2/igx/balance',
    body: userIdBodySchema,
    response: balanceResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  goldBalance: endpoint({
    method: 'POST',
    path: '/v2/igx/gold_balance',
    body: userIdBodySchema,
    response: goldBalanceResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  holding: endpoint({
    method: 'POST',
    path: '/v2/igx/holding',
    body: userIdBodySchema,
    response: holdingResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  paymentInformation: endpoint({
    method: 'POST',
    path: '/v2/igx/payment_information',
    body: userIdBodySchema,
    response: paymentInformationResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  hub: endpoint({
    method: 'GET',
    path: '/v2/igx/hub',
    query: userIdQuerySchema,
    response: hubResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/v2/igx/contract',
    response: contractListResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
  products: endpoint({
    method: 'GET',
    path: '/v2/igx/product',
    response: productListResponseSchema,
    auth: 'bearer',
    tag: 'accounts',
  }),
} as const;
