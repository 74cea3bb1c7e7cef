import { type Job, dailyJob } from '../feature.ts';
import { buildTransactionReport, dueReportDay } from './build-report.ts';
import type { TransactionReportDeps } from './deps.ts';

/** The due day's report, built once at TRANSACTION_REPORT_HOUR in Jakarta. */
export const transactionReportJobs: readonly Job<TransactionReportDeps>[] = [
  dailyJob(
    'transaction report',
    (config) => config.transactionReportHour,
    (deps, today) => buildTransactionReport(deps, dueReportDay(today, deps.config)),
  ),
];
