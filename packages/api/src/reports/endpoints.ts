import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { orderListResponseSchema, userIdBodyOptionalSchema } from '../trading/schemas.ts';
import {
  accountBalanceResponseSchema,
  accountStatementQuerySchema,
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

const list = <Q extends z.ZodType, R extends z.ZodType>(
  summary: string,
  path: string,
  query: Q,
  response: R,
) =>
  endpoint({
    method: 'POST',
    path,
    query,
    body: userIdBodyOptionalSchema,
    response,
    auth: 'bearer',
    tag: 'reports',
    summary,
  });

/**
 * The reports' calls of spec 002 section 7, per level: the client's `/v2/igx/*`, the lp's
 * `/v2/igx/market-maker/*` and the intermediaries' (ib, fm, ccp) `/v2/rrs/*`. Each answers
 * only within the caller's hierarchy.
 */
export const reportEndpoints = {
  transactions: list(
    'List transactions',
    '/v2/igx/transactions',
    transactionsQuerySchema,
    transactionListResponseSchema,
  ),
  marketMakerTransactions: list(
    "List the market maker's transactions",
    '/v2/igx/market-maker/transaction',
    transactionsQuerySchema,
    transactionListResponseSchema,
  ),
  branchTransactions: list(
    'List the transactions of accounts below',
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
    summary: 'Export transactions (CSV)',
    description: 'The filtered transactions as CSV (Transactions.csv), streamed, every level.',
  }),
  marketMakerOrders: list(
    "List the market maker's orders",
    '/v2/igx/market-maker/order',
    reportOrdersQuerySchema,
    orderListResponseSchema,
  ),
  branchOrders: list(
    'List the orders of accounts below',
    '/v2/rrs/orders',
    reportOrdersQuerySchema,
    orderListResponseSchema,
  ),
  listClients: list(
    'List clients',
    '/v2/rrs/list_clients',
    pageQuerySchema,
    tradeAccountListResponseSchema,
  ),
  listTradeAccounts: list(
    'List trade accounts',
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
    summary: "Get a trade account's balance",
  }),
  hinOf: endpoint({
    method: 'GET',
    path: '/v2/rrs/get/hin',
    query: hinQuerySchema,
    response: hinResponseSchema,
    auth: 'bearer',
    tag: 'reports',
    summary: "Get an account's HIN",
  }),
  balanceHistory: list(
    'Get the balance history',
    '/v2/igx/balance_history',
    pageQuerySchema,
    balanceHistoryResponseSchema,
  ),
  marketMakerBalanceHistory: list(
    "Get the market maker's balance history",
    '/v2/igx/market-maker/balance_history',
    pageQuerySchema,
    balanceHistoryResponseSchema,
  ),
  branchBalanceHistory: list(
    'Get the balance history of accounts below',
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
    summary: 'Get the total balance history',
  }),
  branchHoldings: list(
    'List the holdings of accounts below',
    '/v2/rrs/holdings',
    oneClientPageQuerySchema,
    reportHoldingsResponseSchema,
  ),
  marketMakerHoldings: list(
    "List the market maker's holdings",
    '/v2/igx/market-maker/holding',
    pageQuerySchema,
    reportHoldingsResponseSchema,
  ),
  accountStatement: endpoint({
    method: 'GET',
    path: '/v2/igx/statement',
    query: accountStatementQuerySchema,
    // The PDF's bytes (application/pdf, streamed as they are drawn), not JSON.
    response: z.unknown(),
    auth: 'bearer',
    tag: 'reports',
    summary: 'Download an account statement (PDF)',
    description:
      "The caller's own account over a month or a range of at most 366 days: the broker's " +
      'letterhead, opening and closing cash and gold per contract, every movement from the ' +
      "ledger and the subtotals of fees, tax and storage fees, in the caller's language. " +
      'Answered as application/pdf with a Content-Disposition file name.',
  }),
} as const;
