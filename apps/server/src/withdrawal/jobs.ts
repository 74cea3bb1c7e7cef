import { type Job, intervalJob, onceAtStartJob } from '../feature.ts';
import type { WithdrawalDeps } from './deps.ts';
import { reconcileStuckPayouts, reconcileWithdrawals } from './reconcile.ts';
import { sweepExpiredWithdrawals } from './settlement.ts';

/** How often requests whose codes ran out of time are released. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Payouts a restart left half-sent are settled with the bank before anything else runs; then
 * requests whose codes ran out of time are released, every SWEEP_EVERY_MS, and payouts a store
 * failure left half-done are reconciled as often, without waiting for a restart.
 */
export const withdrawalJobs: readonly Job<WithdrawalDeps>[] = [
  onceAtStartJob('withdrawal reconciliation', reconcileWithdrawals),
  intervalJob('withdrawal expiry sweep', SWEEP_EVERY_MS, sweepExpiredWithdrawals),
  intervalJob('payout reconciliation', SWEEP_EVERY_MS, reconcileStuckPayouts),
];
