/** The operator console's part of the contract: staff sign-in and the back office's calls. */
export * from './schemas.ts';
export * from './endpoints.ts';
