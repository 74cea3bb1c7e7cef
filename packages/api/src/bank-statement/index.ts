/** The bank statement import and the daily reconciliation, on the operator console. */
export * from './schemas.ts';
export * from './endpoints.ts';
