export * from './result.ts';
export * from './errors.ts';
export * from './money.ts';
