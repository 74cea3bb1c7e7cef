import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { storeInOutbox } from './outbox.ts';

/** Far above any OTP or notice; a bound on what the catcher buffers. */
const MESSAGE_BYTES_MAX = 1_048_576;
const LOOPBACK = '127.0.0.1';

export type SmtpCatcher = { port: number; close(): Promise<void> };

const readAll = async (stream: SMTPServerDataStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const storeMessage = async (
  db: Db,
  clock: Clock,
  raw: Buffer,
  session: SMTPServerSession,
): Promise<void> => {
  const email = await PostalMime.parse(raw);
  const to = session.envelope.rcptTo.map((address) => address.address).join(', ');
  await storeInOutbox(
    db,
    { channel: 'email', to, subject: email.subject ?? '', text: (email.text ?? '').trimEnd() },
    clock.now(),
  );
};

/**
 * An SMTP server on the loopback interface that keeps every message it receives in the outbox,
 * so development e-mail really travels over SMTP and shows up in the mailbox page. It accepts
 * no authentication and offers no TLS: it only listens on 127.0.0.1. The message is stored
 * before the SMTP transaction is acknowledged, so a sent e-mail is in the outbox at once.
 */
export const startSmtpCatcher = async (
  db: Db,
  clock: Clock,
  port: number,
): Promise<SmtpCatcher> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MESSAGE_BYTES_MAX,
    logger: false,
    banner: 'Emas development mail catcher',
    onData(stream, session, callback) {
      readAll(stream)
        .then((raw) => storeMessage(db, clock, raw, session))
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
