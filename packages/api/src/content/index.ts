/** News feeds, the promo page and the landing banner, written by operators. */
export * from './endpoints.ts';
