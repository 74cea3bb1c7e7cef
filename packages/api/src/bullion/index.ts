/** Bullion delivery by post: its part of the contract (spec 002 section 7, Bullion). */
export * from './endpoints.ts';
export * from './schemas.ts';
