import { DATA_LOAD_RETRY_MS } from '@emas/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * Failed data loads retry after 5 s (spec 000 section 4). A load is retried only when trying
 * again can help: no answer, a server fault or overload. A refusal (4xx, an expired session)
 * is final. Retries stop after a minute; the next poll or visit tries again.
 */
const DATA_LOAD_RETRIES_MAX = 12;
const SERVER_FAULT_MIN = 500;

export const isWorthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.offline || error.httpStatus >= SERVER_FAULT_MIN;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < DATA_LOAD_RETRIES_MAX && isWorthRetrying(error),
        retryDelay: DATA_LOAD_RETRY_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
