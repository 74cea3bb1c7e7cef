import type { Endpoint } from '../endpoint.ts';

/** News feeds, the promo page and the landing banner, written by operators. */
export const contentEndpoints = {} as const satisfies Record<string, Endpoint>;
