/**
 * The second approver on money: one gate every money desk asks through (payouts, credit limits,
 * deposits, adjustments, and a bank statement's lines later), the Approvals desk, and the mend
 * of an approval a crash interrupted.
 */
import { approvalEndpoints } from '@emas/api';
import { type Feature, onceAtStartJob } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { ApprovalDeps } from './operator-desk.ts';
import { approvalsDesk } from './operator-desk.ts';
import type { Database } from '../db/database.ts';

export {
  type ApprovalGate,
  type Asker,
  type AskOutcome,
  createApprovalGate,
} from './approval-gate.ts';
export type { ApprovalDeps } from './operator-desk.ts';
export { answerOfAsk } from './answer.ts';

export const approvalsFeature: Feature<ApprovalDeps & { readonly database: Database }> = {
  name: 'approvals',
  consoleDesks: [approvalsDesk],
  deskCounts: [
    waitingOn(approvalEndpoints.list, (db) =>
      db.selectFrom('approvals').where('status', '=', 'waiting'),
    ),
  ],
  jobs: [onceAtStartJob('approvals.mend', (deps) => deps.approvals.mend())],
};
