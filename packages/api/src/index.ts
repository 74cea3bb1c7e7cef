export * from './endpoint.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './dev.ts';
export * from './trading.ts';
export * from './trading-endpoints.ts';
export * from './endpoints.ts';
