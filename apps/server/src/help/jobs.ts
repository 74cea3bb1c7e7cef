import type { Job } from '../feature.ts';
import { watchFills } from './fill-notices.ts';
import type { HelpDeps } from './routes.ts';

/** The watch that turns every fill into a notice for both parties, from where it left off. */
export const helpJobs: readonly Job<HelpDeps>[] = [
  {
    name: 'fill notices',
    start: (deps, log) =>
      watchFills({
        db: deps.database.db,
        exchange: deps.exchange,
        liveHub: deps.liveHub,
        now: () => deps.clock.now(),
        onError: (error) => log.error({ err: error }, 'fill notices'),
      }),
  },
];
