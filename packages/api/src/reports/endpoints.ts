import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { orderListResponseSchema, userIdBodyOptionalSchema } from '../trading/schemas.ts';
import {
  accountBalanceResponseSchema,
  accountNoBodySchema,
  balanceHistoryResponseSchema,
  hinQuerySchema,
  hinResponseSchema,
  oneClientPageQuerySchema,
  pageQuerySchema,
  reportHoldingsResponseSchema,
  reportOrdersQuerySchema,
  totalBalanceHistoryResponseSchema,
  tradeAccountListResponseSchema,
  transactionListResponseSchema,
  transactionsExportQuerySchema,
  transactionsQuerySchema,
} from './schemas.ts';

const list = <Q extends z.ZodType, R extends z.ZodType>(path: string, query: Q, response: R) =>
  endpoint({
    method: 'POST',
    path,
    query,
    body: userIdBodyOptionalSchema,
    response,
    auth: 'bearer',
    tag: 'reports',
  });

/**
 * The reports' calls of spec 002 section 7, per level: the client's `/v2/igx/*`, the lp's
 * `/v2/igx/market-maker/*` and the intermediaries' (ib, fm, ccp) `/v2/rrs/*`. Each answers
 * only within the caller's hierarchy.
 */
export const reportEndpoints = {
  transactions: list(
    '/v2/igx/transactions',
    transactionsQuerySchema,
    transactionListResponseSchema,
  ),
  marketMakerTransactions: list(
    '/v2/igx/market-maker/transaction',
    transactionsQuerySchema,
    transactionListResponseSchema,
  ),
  branchTransactions: list(
    '/v2/rrs/transactions',
    transactionsQuerySchema,
    transactionListResponseSchema,
  ),
  transactionsExport: endpoint({
    method: 'GET',
    path: '/v2/reports/transactions/export',
    query: transactionsExportQuerySchema,
    response: z.string(),
    auth: 'bearer',
    tag: 'reports',
    summary: 'The filtered transactions as CSV (Transactions.csv), streamed, every level.',
  }),
  marketMakerOrders: list(
    '/v2/igx/market-maker/order',
    reportOrdersQuerySchema,
    orderListResponseSchema,
  ),
  branchOrders: list('/v2/rrs/orders', reportOrdersQuerySchema, orderListResponseSchema),
  listClients: list('/v2/rrs/list_clients', pageQuerySchema, tradeAccountListResponseSchema),
  listTradeAccounts: list(
    '/v2/rrs/list_trade_account',
    pageQuerySchema,
    tradeAccountListResponseSchema,
  ),
  accountBalance: endpoint({
    method: 'POST',
    path: '/v2/rrs/account_balance',
    body: accountNoBodySchema,
    response: accountBalanceResponseSchema,
    auth: 'bearer',
    tag: 'reports',
  }),
  hinOf: endpoint({
    method: 'GET',
    path: '/v2/rrs/get/hin',
    query: hinQuerySchema,
    response: hinResponseSchema,
    auth: 'bearer',
    tag: 'reports',
  }),
  balanceHistory: list('/v2/igx/balance_history', pageQuerySchema, balanceHistoryResponseSchema),
  marketMakerBalanceHistory: list(
    '/v2/igx/market-maker/balance_history',
    pageQuerySchema,
    balanceHistoryResponseSchema,
  ),
  branchBalanceHistory: list(
    '/v2/rrs/specific/balance_history',
    oneClientPageQuerySchema,
    balanceHistoryResponseSchema,
  ),
  totalBalanceHistory: endpoint({
    method: 'GET',
    path: '/v2/rrs/total_balance_history',
    response: totalBalanceHistoryResponseSchema,
    auth: 'bearer',
    tag: 'reports',
  }),
  branchHoldings: list('/v2/rrs/holdings', oneClientPageQuerySchema, reportHoldingsResponseSchema),
  marketMakerHoldings: list(
    '/v2/igx/market-maker/holding',
    pageQuerySchema,
    reportHoldingsResponseSchema,
  ),
} as const;
