/**
 * The Transaction reports desk of the operator console (compliance), this feature's only face:
 * the app's console lists it.
 */
export { TransactionReportsDesk } from './transaction-reports-desk.tsx';
