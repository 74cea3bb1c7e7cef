/** Help: account notices, support requests and their rules. */
export * from './notices.ts';
export * from './support.ts';
export * from './notice-text.ts';
