/** Cash withdrawals: to RPED and by bank transfer, held by the exchange until paid out. */
import { operatorEndpoints as calls } from '@emas/api';
import type { ApprovalDeps } from '../approvals/index.ts';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { WithdrawalDeps } from './deps.ts';
import { withdrawalJobs } from './jobs.ts';
import { withdrawalDesk } from './operator-desk.ts';
import { withdrawalRoutes } from './routes.ts';

export { type BankPayout, createBankPayout } from './payout/index.ts';

export const withdrawalFeature: Feature<WithdrawalDeps & ApprovalDeps> = {
  name: 'withdrawal',
  routes: withdrawalRoutes,
  consoleDesks: [withdrawalDesk],
  deskCounts: [
    waitingOn(calls.withdrawals, (db) =>
      db.selectFrom('withdrawals').where('state', '=', 'processing'),
    ),
  ],
  jobs: withdrawalJobs,
};
