/**
 * Large and unusual transactions (issue 22 item 11): a daily report of clients whose cash in or
 * out reaches the threshold and of unusual patterns, reviewed by compliance and exported as CSV
 * for the financial intelligence unit (PPATK).
 */
import { transactionReportEndpoints } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { TransactionReportDeps } from './deps.ts';
import { transactionReportJobs } from './jobs.ts';
import { transactionReportDesk } from './routes.ts';

export const transactionReportsFeature: Feature<TransactionReportDeps> = {
  name: 'transaction reports',
  consoleDesks: [transactionReportDesk],
  deskCounts: [
    waitingOn(transactionReportEndpoints.items, (db) =>
      db.selectFrom('transaction_report_items').where('status', '=', 'open'),
    ),
  ],
  jobs: transactionReportJobs,
};
