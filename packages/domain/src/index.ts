export * from './result.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './market-hours.ts';
export * from './account-level.ts';
export * from './identifier.ts';
export * from './contracts.ts';
export * from './ledger.ts';
