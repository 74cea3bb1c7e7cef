/** News feeds, the promo page and the landing banner, written by operators. */
export * from './endpoints.ts';
export * from './operator-endpoints.ts';
export * from './schemas.ts';
