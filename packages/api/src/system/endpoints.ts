import { endpoint } from '../endpoint.ts';
import { systemStatusSchema } from './schemas.ts';

/** The platform's health, for operators and for the machine's own monitoring. */
export const systemEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/v2/system/status',
    response: systemStatusSchema,
    auth: 'none',
    tag: 'system',
    summary: 'Read the processes and their health',
    description:
      'This gateway, the exchange leader, its epoch and standbys, the bus and the database. ' +
      'Answered to callers on this machine (loopback) and to operator tokens only.',
  }),
} as const;
