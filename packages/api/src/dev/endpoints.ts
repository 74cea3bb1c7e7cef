import { endpoint } from '../endpoint.ts';
import { mailboxResponseSchema } from './schemas.ts';

/** Development only: the mailbox of e-mails and SMS the platform sent. */
export const devEndpoints = {
  mailbox: endpoint({
    method: 'GET',
    path: '/v2/dev/mailbox',
    response: mailboxResponseSchema,
    auth: 'none',
    tag: 'dev',
    summary: 'Read the development mailbox',
    description: 'Development only: the last e-mails and SMS, newest first',
  }),
} as const;
