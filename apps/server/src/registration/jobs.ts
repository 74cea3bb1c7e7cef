import { type Job, intervalJob } from '../feature.ts';
import type { RegistrationDeps } from './deps.ts';
import { sweepUnusedApplicationPhotos } from './photo-retention.ts';

/** How often the photos nobody needs any more are removed. */
const PHOTO_SWEEP_EVERY_MS = 3_600_000;

export const registrationJobs: readonly Job<RegistrationDeps>[] = [
  intervalJob('application photo sweep', PHOTO_SWEEP_EVERY_MS, (deps: RegistrationDeps) =>
    sweepUnusedApplicationPhotos(deps.database.db, deps.config.uploadDir, deps.clock.now()),
  ),
];
