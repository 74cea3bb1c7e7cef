export * from './reconciliation.ts';
