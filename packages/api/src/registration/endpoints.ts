import type { Endpoint } from '../endpoint.ts';

/** Account opening for a new client under a broker, approved by operators. */
export const registrationEndpoints = {} as const satisfies Record<string, Endpoint>;
