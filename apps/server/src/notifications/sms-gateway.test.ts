/**
 * Proves the simulated SMS provider: it takes its delay, refuses its share of sends, delivers
 * the rest to the outbox (the development mailbox), and a refused send is tried once more
 * before it counts as not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { TEST_START_MS, createTestDatabase } from '../test-support/harness.ts';
import { latestOutbox } from './outbox.ts';
import {
  SMS_ATTEMPTS_MAX,
  SmsNotSent,
  retryingSmsGateway,
  simulatedSmsGateway,
} from './sms-gateway.ts';

const message = { channel: 'sms', to: '081200000001', subject: '', text: 'OTP 123456' } as const;

describe('the simulated SMS provider', () => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  const slept: number[] = [];
  const sleep = async (ms: number) => void slept.push(ms);

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase('sqlite', clock));
  });
  afterAll(async () => {
    await close();
  });

  /** A provider whose dice come from `rolls`, in order. */
  const provider = (failurePercent: number, rolls: number[]) =>
    simulatedSmsGateway({
      db: database.db,
      clock,
      delayMs: 150,
      failurePercent,
      sleep,
      random: () => rolls.shift() ?? 0.99,
    });

  it('takes its delay and delivers to the outbox', async () => {
    await provider(0, []).send(message);
    expect(slept.at(-1)).toBe(150);
    const [newest] = await latestOutbox(database.db, 1);
    expect(newest).toMatchObject({ channel: 'sms', to: '081200000001', text: 'OTP 123456' });
  });

  it('refuses its share of sends and delivers nothing for them', async () => {
    const before = (await latestOutbox(database.db, 100)).length;
    await expect(provider(30, [0.29]).send(message)).rejects.toThrow(SmsNotSent);
    await provider(30, [0.3]).send(message);
    expect((await latestOutbox(database.db, 100)).length).toBe(before + 1);
  });

  it('tries a refused send once more, then gives up', async () => {
    const before = (await latestOutbox(database.db, 100)).length;
    await retryingSmsGateway(provider(50, [0.1, 0.9])).send(message);
    expect((await latestOutbox(database.db, 100)).length).toBe(before + 1);
    const attempts: number[] = [];
    const refusing = {
      send: async () => {
        attempts.push(1);
        throw new SmsNotSent('refused');
      },
    };
    await expect(retryingSmsGateway(refusing).send(message)).rejects.toThrow(SmsNotSent);
    expect(attempts).toHaveLength(SMS_ATTEMPTS_MAX);
  });
});
