import { endpoint } from '../endpoint.ts';
import {
  recurringBuyBodySchema,
  recurringBuyParamsSchema,
  recurringBuyResponseSchema,
  recurringBuyRunResponseSchema,
  recurringBuyRunsQuerySchema,
  recurringBuyRunsResponseSchema,
  recurringBuysResponseSchema,
} from './schemas.ts';

const tag = 'recurring-buys';
const path = '/v2/igx/recurring_buys';

/** Recurring buys (our addition, issue 23): a client's own schedules, from its token alone. */
export const recurringBuyEndpoints = {
  create: endpoint({
    method: 'POST',
    path,
    body: recurringBuyBodySchema,
    response: recurringBuyResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Start a recurring buy',
    description:
      'Buys the contract for amount_idr by market order at the time (WIB) of every day, weekly on day 1 (Monday) to 7 (Sunday), or monthly on day 1 to 28 or "last"; a run on a closed day runs on the next market day. Clients only, at most 10 schedules',
  }),
  list: endpoint({
    method: 'GET',
    path,
    response: recurringBuysResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'List own recurring buys',
    description: 'Active and paused schedules first, with each next run and its newest runs',
  }),
  runs: endpoint({
    method: 'GET',
    path: `${path}/:id/runs`,
    params: recurringBuyParamsSchema,
    query: recurringBuyRunsQuerySchema,
    response: recurringBuyRunsResponseSchema,
    auth: 'bearer',
    tag,
    summary: "A recurring buy's runs",
    description: 'Every run of the schedule, newest first: filled, or skipped and why',
  }),
  pause: endpoint({
    method: 'POST',
    path: `${path}/:id/pause`,
    params: recurringBuyParamsSchema,
    response: recurringBuyResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Pause a recurring buy',
  }),
  resume: endpoint({
    method: 'POST',
    path: `${path}/:id/resume`,
    params: recurringBuyParamsSchema,
    response: recurringBuyResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Resume a recurring buy',
    description: 'Its next run is the next one due from now; runs missed while paused are not made',
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: recurringBuyParamsSchema,
    response: recurringBuyResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Cancel a recurring buy',
    description: 'For good; its history stays',
  }),
  runNow: endpoint({
    method: 'POST',
    path: '/v2/dev/recurring_buys/:id/run',
    params: recurringBuyParamsSchema,
    response: recurringBuyRunResponseSchema,
    auth: 'bearer',
    tag: 'dev',
    summary: 'Run a recurring buy now (development only)',
    description:
      "Development only: brings the caller's active schedule's next run to now and runs it, as the job would; today's run if it already ran",
  }),
} as const;
