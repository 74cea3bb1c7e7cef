import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Feature } from '../feature.ts';
import { devRoutes } from './dev-routes.ts';
import type { Notifier, OutgoingMessage } from './notifier.ts';
import { createSmsGateway } from './create-sms-gateway.ts';
import { retryingSmsGateway } from './sms-gateway.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

export type { Notifier, OutgoingMessage } from './notifier.ts';
export { latestOutbox, storeInOutbox } from './outbox.ts';
export { SmsNotSent } from './sms-gateway.ts';

const MAIL_FROM = 'Emas <no-reply@emas.local>';

/** The development mailbox (GET /v2/dev/mailbox), registered in development only. */
export const devMailboxFeature: Feature<{
  readonly config: Pick<Config, 'environment'>;
  readonly database: Database;
}> = { name: 'dev mailbox', routes: devRoutes };

const catcherPort = (): number => {
  const text = process.env.SMTP_CATCHER_PORT;
  if (text === undefined || text === '') return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error('configuration: SMTP_CATCHER_PORT must be a port number');
  }
  return port;
};

/**
 * The notifier of the running server. E-mail goes over SMTP: to `SMTP_URL` when set, otherwise
 * to an embedded catcher (127.0.0.1, port SMTP_CATCHER_PORT or any free one) that stores it in
 * the outbox. SMS go through the SMS gateway SMS names (`simulated`: a provider with a delay and a
 * failure rate, delivering to the outbox; `twilio`), a refused send tried twice before SmsNotSent.
 */
export const createNotifier = async (
  config: Config,
  database: Database,
  clock: Clock,
): Promise<{ notifier: Notifier; close(): Promise<void> }> => {
  const catcher: SmtpCatcher | null =
    config.smtpUrl === null ? await startSmtpCatcher(database.db, clock, catcherPort()) : null;
  const transport =
    catcher === null
      ? nodemailer.createTransport(config.smtpUrl as string)
      : nodemailer.createTransport({
          host: '127.0.0.1',
          port: catcher.port,
          secure: false,
          ignoreTLS: true,
        });
  const sms = retryingSmsGateway(createSmsGateway(config, database, clock));
  const send = async (message: OutgoingMessage): Promise<void> => {
    if (message.channel === 'sms') return sms.send(message);
    await transport.sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  };
  return {
    notifier: { send },
    close: async () => {
      transport.close();
      await catcher?.close();
    },
  };
};
