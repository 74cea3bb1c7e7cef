/** Compliance's lock on an account. */
export * from './schemas.ts';
export * from './endpoints.ts';
