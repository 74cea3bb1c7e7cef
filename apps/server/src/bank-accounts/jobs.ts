import { type Job, intervalJob } from '../feature.ts';
import type { BankAccountDeps } from './deps.ts';
import { sweepUnusedSelfies } from './selfie-retention.ts';

/** How often the selfies nobody needs any more are removed. */
const PHOTO_SWEEP_EVERY_MS = 3_600_000;

export const bankAccountJobs: readonly Job<BankAccountDeps>[] = [
  intervalJob('selfie sweep', PHOTO_SWEEP_EVERY_MS, (deps: BankAccountDeps) =>
    sweepUnusedSelfies(deps.database.db, deps.config.uploadDir, deps.clock.now()),
  ),
];
