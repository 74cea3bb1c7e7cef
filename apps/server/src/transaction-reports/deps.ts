import type { RecordDeps } from '../feature-deps.ts';

/** What the transaction reports need: configuration (thresholds), the database, the clock. */
export type TransactionReportDeps = Omit<RecordDeps, 'notifier'>;
