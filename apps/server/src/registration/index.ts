/** Account opening for a new client under a broker, approved by operators. */
import { registrationEndpoints as calls } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { RegistrationDeps } from './deps.ts';
import { registrationJobs } from './jobs.ts';
import { registrationOperatorDesk } from './operator-desk.ts';
import { registrationRoutes } from './routes.ts';

export const registrationFeature: Feature<RegistrationDeps> = {
  name: 'registration',
  routes: registrationRoutes,
  consoleDesks: [registrationOperatorDesk],
  deskCounts: [
    waitingOn(calls.operatorList, (db) =>
      db.selectFrom('registration_applications').where('status', '=', 'submitted'),
    ),
  ],
  jobs: registrationJobs,
};
