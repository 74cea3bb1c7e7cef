import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { OutgoingMessage } from './notifier.ts';

/** Stores a message in the outbox: every SMS, and the e-mails the embedded catcher receives. */
export const storeInOutbox = async (
  db: Db,
  message: OutgoingMessage,
  nowMs: number,
): Promise<void> => {
  await db
    .insertInto('outbox_messages')
    .values({
      id: randomUUID(),
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      created_at_ms: BigInt(nowMs),
    })
    .execute();
};

export type OutboxEntry = OutgoingMessage & { id: string; createdAtMs: number };

/** The newest messages first, at most `limit`. */
export const latestOutbox = async (db: Db, limit: number): Promise<OutboxEntry[]> => {
  const rows = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAtMs: Number(row.created_at_ms),
  }));
};
