export * from './second-approval.ts';
