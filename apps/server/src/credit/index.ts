/** Credit lines: the limit buy orders may draw on, requested by clients and set by operators. */
import { creditEndpoints as calls } from '@emas/api';
import type { ApprovalDeps } from '../approvals/index.ts';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { CreditDeps } from './deps.ts';
import { creditJobs } from './jobs.ts';
import { creditDesk, creditRoutes } from './routes.ts';

export { creditLimitOf } from './credit-lines.ts';

export const creditFeature: Feature<CreditDeps & ApprovalDeps> = {
  name: 'credit',
  routes: creditRoutes,
  consoleDesks: [creditDesk],
  deskCounts: [
    waitingOn(calls.operatorRequests, (db) =>
      db.selectFrom('credit_requests').where('status', '=', 'pending'),
    ),
  ],
  jobs: creditJobs,
};
