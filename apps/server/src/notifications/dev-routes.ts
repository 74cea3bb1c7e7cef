import { devEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { latestOutbox } from './outbox.ts';

const MAILBOX_MESSAGES_MAX = 50;

/**
 * GET /v2/dev/mailbox: the e-mails and SMS the platform sent, newest first; registered only in
 * development. It needs no sign-in, so the OTP of a recovery can be read there.
 */
export const devRoutes: FastifyPluginAsync<{
  readonly config: Pick<Config, 'environment'>;
  readonly database: Database;
}> = async (app, deps) => {
  if (deps.config.environment !== 'development') return;
  routeOf(app, calls.mailbox, async () => {
    const messages = await latestOutbox(deps.database.db, MAILBOX_MESSAGES_MAX);
    return {
      status: 200 as const,
      messages: messages.map((message) => ({
        id: message.id,
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        created_at: new Date(message.createdAtMs).toISOString(),
      })),
    };
  });
};
