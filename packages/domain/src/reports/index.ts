export * from './transaction-figures.ts';
export * from './transaction-csv.ts';
export * from './lp-status.ts';
export * from './profit-loss.ts';
export * from './account-statement.ts';
export * from './account-statement-period.ts';
export * from './account-statement-document.ts';
