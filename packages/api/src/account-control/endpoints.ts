import { endpoint } from '../endpoint.ts';
import {
  accountHinParamsSchema,
  controlledAccountResponseSchema,
  lockAccountRequestSchema,
  unlockAccountRequestSchema,
} from './schemas.ts';

/** Compliance's account control: find an account by HIN, lock it, unlock it. */
export const accountControlEndpoints = {
  account: endpoint({
    method: 'GET',
    path: '/v2/operator/accounts/:hin',
    params: accountHinParamsSchema,
    response: controlledAccountResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Get an account to control',
    description: 'Its holder, level, lock and open orders',
  }),
  lock: endpoint({
    method: 'POST',
    path: '/v2/operator/accounts/:hin/lock',
    params: accountHinParamsSchema,
    body: lockAccountRequestSchema,
    response: controlledAccountResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Lock an account',
    description:
      'Ends its sessions and sockets and refuses its sign-in (AccountLocked); open orders stay unless killed',
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/v2/operator/accounts/:hin/unlock',
    params: accountHinParamsSchema,
    body: unlockAccountRequestSchema,
    response: controlledAccountResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Unlock an account',
  }),
} as const;
