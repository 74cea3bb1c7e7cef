export * from './feed-quotes.ts';
export * from './provider-codes.ts';
