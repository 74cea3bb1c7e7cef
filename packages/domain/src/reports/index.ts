export * from './transaction-figures.ts';
export * from './transaction-csv.ts';
export * from './lp-status.ts';
export * from './profit-loss.ts';
