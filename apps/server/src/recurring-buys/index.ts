/**
 * Recurring buys (nabung emas rutin, issue 23): a client's schedules that buy a contract for a
 * rupiah amount by market order, and the leader's job that runs them once per market day.
 */
import type { Feature } from '../feature.ts';
import type { RecurringBuyDeps } from './deps.ts';
import { recurringBuyJobs } from './jobs.ts';
import { recurringBuyRoutes } from './routes.ts';

export const recurringBuysFeature: Feature<RecurringBuyDeps> = {
  name: 'recurring-buys',
  routes: recurringBuyRoutes,
  jobs: recurringBuyJobs,
};
