/** API keys for programs that trade (issue 23 item 12): scopes, signing, allow-lists, budget. */
export * from './api-key-errors.ts';
export * from './api-key-rules.ts';
export * from './ip-allow-list.ts';
export * from './signing.ts';
