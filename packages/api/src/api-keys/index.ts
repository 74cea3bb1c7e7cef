/** API keys for programs that trade (issue 23 item 12). */
export * from './endpoints.ts';
export * from './schemas.ts';
