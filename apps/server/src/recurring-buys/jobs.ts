import type { Job } from '../feature.ts';
import type { RecurringBuyDeps } from './deps.ts';
import { runDueRecurringBuys } from './run-buys.ts';

/** How often the job looks for due runs: a run is placed within this of its time. */
export const RECURRING_BUY_CHECK_MS = 10_000;

/**
 * The recurring buys' job, on the exchange's leader: every few seconds, one round that claims
 * and places the due runs. A round never overlaps the one before; a failed round is logged and
 * the next one takes up what it left (every step is safe to repeat).
 */
export const recurringBuyJobs: readonly Job<RecurringBuyDeps>[] = [
  {
    name: 'recurring buys',
    start: async (deps, log) => {
      const onError = (error: unknown) => log.error({ err: error }, 'recurring buys');
      let round: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (round !== null) return;
        round = runDueRecurringBuys(deps, onError)
          .catch(onError)
          .finally(() => {
            round = null;
          });
      }, RECURRING_BUY_CHECK_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await round;
      };
    },
  },
];
