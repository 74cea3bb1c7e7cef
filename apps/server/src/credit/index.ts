/** Credit lines: the limit buy orders may draw on, requested by clients and set by operators. */
import type { ApprovalDeps } from '../approvals/index.ts';
import type { Feature } from '../feature.ts';
import type { CreditDeps } from './deps.ts';
import { creditJobs } from './jobs.ts';
import { creditDesk, creditRoutes } from './routes.ts';

export { creditLimitOf } from './credit-lines.ts';

export const creditFeature: Feature<CreditDeps & ApprovalDeps> = {
  name: 'credit',
  routes: creditRoutes,
  consoleDesks: [creditDesk],
  jobs: creditJobs,
};
