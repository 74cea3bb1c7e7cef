import type { Endpoint } from '../endpoint.ts';

/** Live chat between users and operators over the product's own WebSocket. */
export const chatEndpoints = {} as const satisfies Record<string, Endpoint>;
