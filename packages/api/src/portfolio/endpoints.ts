import { endpoint } from '../endpoint.ts';
import {
  portfolioHistoryQuerySchema,
  portfolioHistoryResponseSchema,
  portfolioResponseSchema,
} from './schemas.ts';

const tag = 'portfolio';

/** The client's portfolio home (our addition, issue 23): clients only, for themselves. */
export const portfolioEndpoints = {
  portfolio: endpoint({
    method: 'GET',
    path: '/v2/igx/portfolio',
    response: portfolioResponseSchema,
    auth: 'bearer',
    tag,
    summary: "The client's portfolio now",
    description:
      'Gold value at the price now, today\u2019s change, per contract the average buy price and ' +
      'unrealised P&L, cash free and held, and the last 10 fills. Clients only (403 AccessDenied).',
  }),
  history: endpoint({
    method: 'GET',
    path: '/v2/igx/portfolio/history',
    query: portfolioHistoryQuerySchema,
    response: portfolioHistoryResponseSchema,
    auth: 'bearer',
    tag,
    summary: "The client's portfolio value over time",
    description:
      'Cash and gold at the end of each Jakarta day of the range (1W, 1M, 1Y or ALL; today at the ' +
      'price now), from the ledger\u2019s postings and each day\u2019s closing trade. At most 400 points.',
  }),
} as const;
