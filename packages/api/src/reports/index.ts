/** The reports' part of the contract. */
export * from './schemas.ts';
export * from './endpoints.ts';
