/** The revenue-share report's part of the contract. */
export * from './schemas.ts';
export * from './endpoints.ts';
