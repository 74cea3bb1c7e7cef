export * from './revenue-share.ts';
