/** Cash withdrawals: to RPED and by bank transfer, held by the exchange until paid out. */
import type { ApprovalDeps } from '../approvals/index.ts';
import type { Feature } from '../feature.ts';
import type { WithdrawalDeps } from './deps.ts';
import { withdrawalJobs } from './jobs.ts';
import { withdrawalDesk } from './operator-desk.ts';
import { withdrawalRoutes } from './routes.ts';

export { type BankPayout, createBankPayout } from './payout/index.ts';

export const withdrawalFeature: Feature<WithdrawalDeps & ApprovalDeps> = {
  name: 'withdrawal',
  routes: withdrawalRoutes,
  consoleDesks: [withdrawalDesk],
  jobs: withdrawalJobs,
};
