/** Account opening for a new client under a broker, approved by operators. */
import type { Feature } from '../feature.ts';
import type { RegistrationDeps } from './deps.ts';
import { registrationJobs } from './jobs.ts';
import { registrationOperatorDesk } from './operator-desk.ts';
import { registrationRoutes } from './routes.ts';

export const registrationFeature: Feature<RegistrationDeps> = {
  name: 'registration',
  routes: registrationRoutes,
  consoleDesks: [registrationOperatorDesk],
  jobs: registrationJobs,
};
