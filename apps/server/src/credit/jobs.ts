import { type Job, onceAtStartJob } from '../feature.ts';
import type { CreditDeps } from './deps.ts';
import { reconcileCreditRequests } from './operator-credit.ts';

/** Approved limits a restart left unapplied reach the exchange once, as the app gets ready. */
export const creditJobs: readonly Job<CreditDeps>[] = [
  onceAtStartJob('credit reconciliation', reconcileCreditRequests),
];
