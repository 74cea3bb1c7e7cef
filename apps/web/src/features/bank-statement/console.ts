/**
 * This feature's desks in the operator console: the app's console lists them; nothing else in
 * the web app loads them.
 */
export { ReconciliationDesk } from './reconciliation-desk.tsx';
export { StatementDesk } from './statement-desk.tsx';
