import { recurringBuyEndpoints } from '@emas/api/recurring-buys';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** Every read of the page: a change to a schedule refreshes them all. */
export const RECURRING_BUYS_KEY = ['recurring-buys'] as const;

/** GET /v2/igx/recurring_buys: the caller's schedules with their newest runs. */
export const schedulesQuery = () =>
  endpointQuery([...RECURRING_BUYS_KEY, 'list'], recurringBuyEndpoints.list, {});

/** GET /v2/igx/recurring_buys/:id/runs: a page of a schedule's runs. */
export const runsQuery = (id: string, page: number, pageSize: number) =>
  endpointQuery([...RECURRING_BUYS_KEY, 'runs', id, page], recurringBuyEndpoints.runs, {
    params: { id },
    query: { offset: String(page * pageSize), limit: String(pageSize) },
  });
