import type { Endpoint } from '../endpoint.ts';

/** Help: notifications, documentation, support requests and the FAQ. */
export const helpEndpoints = {} as const satisfies Record<string, Endpoint>;
