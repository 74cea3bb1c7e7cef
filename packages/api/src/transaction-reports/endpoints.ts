import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { operatorIdParamsSchema } from '../operator/schemas.ts';
import {
  transactionReportDayParamsSchema,
  transactionReportItemResponseSchema,
  transactionReportItemReviewSchema,
  transactionReportItemsQuerySchema,
  transactionReportItemsResponseSchema,
} from './schemas.ts';

/** Large and unusual transactions: the daily report compliance reviews and sends to PPATK. */
export const transactionReportEndpoints = {
  items: endpoint({
    method: 'GET',
    path: '/v2/operator/transaction-reports/items',
    query: transactionReportItemsQuerySchema,
    response: transactionReportItemsResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'List large and unusual transactions',
    description: 'Items waiting for review (oldest day first), or every one (newest first)',
  }),
  review: endpoint({
    method: 'POST',
    path: '/v2/operator/transaction-reports/items/:id/review',
    params: operatorIdParamsSchema,
    body: transactionReportItemReviewSchema,
    response: transactionReportItemResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Review a large or unusual transaction',
    description: 'Marks it reviewed (nothing to report) or reported to PPATK, with a note',
  }),
  export: endpoint({
    method: 'GET',
    path: '/v2/operator/transaction-reports/:day/export',
    params: transactionReportDayParamsSchema,
    response: z.string(),
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: "Export a day's report (CSV)",
    description: "The day's items as CSV for the financial intelligence unit (PPATK)",
  }),
};
