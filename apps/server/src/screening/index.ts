/**
 * Sanctions and PEP screening (issue 22 item 10): lists imported from files, applicants
 * screened at submission and before approval, clients daily and after each import; hits held
 * for compliance's decision.
 */
import { screeningEndpoints } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { ScreeningDeps } from './deps.ts';
import { screeningJobs } from './jobs.ts';
import { screeningDesk } from './routes.ts';

export { applicantScreeningHold, screenApplicant } from './screen.ts';

export const screeningFeature: Feature<ScreeningDeps> = {
  name: 'screening',
  consoleDesks: [screeningDesk],
  deskCounts: [
    waitingOn(screeningEndpoints.hits, (db) =>
      db.selectFrom('screening_hits').where('status', '=', 'pending'),
    ),
  ],
  jobs: screeningJobs,
};
