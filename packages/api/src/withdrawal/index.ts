/** Cash withdrawals' part of the contract (spec 000 sections 3 and 7). */
export * from './endpoints.ts';
export * from './schemas.ts';
