import { portfolioEndpoints } from '@emas/api/portfolio';
import type { PortfolioRange } from '@emas/domain';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /v2/igx/portfolio: the holdings now; an account notice of the owner makes it stale. */
export const portfolioQuery = (userId: string) =>
  endpointQuery([...queryKeys.portfolio(userId), 'now'], portfolioEndpoints.portfolio, {});

/** GET /v2/igx/portfolio/history: the value of each day of the range. */
export const portfolioHistoryQuery = (userId: string, range: PortfolioRange) =>
  endpointQuery([...queryKeys.portfolio(userId), 'history', range], portfolioEndpoints.history, {
    query: { range },
  });
