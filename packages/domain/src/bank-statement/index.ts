export * from './depositor.ts';
export * from './read-statement.ts';
export * from './statement-amount.ts';
export * from './statement-columns.ts';
export * from './statement-date.ts';
