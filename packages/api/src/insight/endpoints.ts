import type { Endpoint } from '../endpoint.ts';

/** Market insight, e-warrant and video upload. */
export const insightEndpoints = {} as const satisfies Record<string, Endpoint>;
