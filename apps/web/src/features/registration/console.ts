/**
 * This feature's desk in the operator console, its second public face: the app's console lists
 * it, and the account pages, which load index.ts, never load the console's code.
 */
export { RegistrationsDesk } from './registrations-desk.tsx';
export { AccountKyc } from './kyc-summary.tsx';
