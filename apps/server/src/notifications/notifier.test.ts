/**
 * Proves the development notifier: an e-mail really travels over SMTP (nodemailer to the
 * embedded catcher) and lands in outbox_messages, an SMS goes to the outbox directly, and the
 * development mailbox lists them newest first, at most 50, and exists only in development.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  TEST_START_MS,
  createTestApp,
  createTestDatabase,
  databaseKinds,
} from '../test-support/harness.ts';
import { createNotifier, storeInOutbox } from './index.ts';

describe.each(databaseKinds())('notifications on %s', (kind) => {
  describe('embedded SMTP catcher', () => {
    let database: Database;
    let closeDatabase: () => Promise<void>;
    const clock = manualClock(TEST_START_MS);
    beforeEach(async () => {
      ({ database, close: closeDatabase } = await createTestDatabase(kind, clock));
    });
    afterEach(async () => {
      await closeDatabase();
    });

    it('receives an e-mail sent over SMTP and stores it in the outbox', async () => {
      const { notifier, close } = await createNotifier(
        testConfig({ smtpUrl: null }),
        database,
        clock,
      );
      try {
        await notifier.send({
          channel: 'email',
          to: 'client@demo.emas.id',
          subject: 'Kode OTP Emas',
          text: 'Kode OTP Anda: 042917\nBaris kedua',
        });
        await notifier.send({
          channel: 'sms',
          to: '081200000001',
          subject: 'OTP',
          text: 'Kode 777111',
        });
      } finally {
        await close();
      }
      const rows = await database.db
        .selectFrom('outbox_messages')
        .selectAll()
        .orderBy('channel')
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        channel: 'email',
        recipient: 'client@demo.emas.id',
        subject: 'Kode OTP Emas',
        body: 'Kode OTP Anda: 042917\nBaris kedua',
      });
      expect(rows[0]?.created_at_ms).toBe(BigInt(TEST_START_MS));
      expect(rows[1]).toMatchObject({
        channel: 'sms',
        recipient: '081200000001',
        body: 'Kode 777111',
      });
    });
  });

  describe('development mailbox', () => {
    it('lists the newest 50 messages first', async () => {
      const t = await createTestApp(kind);
      try {
        for (let index = 0; index < 55; index += 1) {
          const channel = index % 2 === 0 ? 'email' : 'sms';
          await storeInOutbox(
            t.database.db,
            { channel, to: `to${index}`, subject: `s${index}`, text: `m${index}` },
            TEST_START_MS + index * 1_000,
          );
        }
        const response = await t.app.inject({ method: 'GET', url: '/v2/dev/mailbox' });
        expect(response.statusCode).toBe(200);
        const { status, messages } = response.json();
        expect(status).toBe(200);
        expect(messages).toHaveLength(50);
        expect(messages[0]).toMatchObject({
          channel: 'email',
          to: 'to54',
          subject: 's54',
          text: 'm54',
          created_at: new Date(TEST_START_MS + 54_000).toISOString(),
        });
        expect(messages[49].to).toBe('to5');
      } finally {
        await t.close();
      }
    });

    it('does not exist in production', async () => {
      const t = await createTestApp(kind, { environment: 'production' });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/v2/dev/mailbox' })).statusCode).toBe(
          404,
        );
      } finally {
        await t.close();
      }
    });
  });
});
