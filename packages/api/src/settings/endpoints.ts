import type { Endpoint } from '../endpoint.ts';

/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export const settingsEndpoints = {} as const satisfies Record<string, Endpoint>;
