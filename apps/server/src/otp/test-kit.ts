import { manualClock } from '../clock.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { OutgoingMessage } from '../notifications/index.ts';
import {
  TEST_START_MS,
  type TestDatabaseKind,
  createTestDatabase,
} from '../test-support/harness.ts';
import type { OtpDeps } from './deps.ts';
import type { OtpSubject } from './subject.ts';

/* Helpers of the OTP feature's tests (not a test file itself): a seeded database of either kind. */

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const TO = 'client@demo.emas.id';
export const TOKEN_MS = 15 * MINUTE;

export type OtpTest = {
  readonly deps: OtpDeps;
  readonly database: Database;
  readonly clock: ReturnType<typeof manualClock>;
  /** Every message sent, oldest first. */
  readonly sent: OutgoingMessage[];
  /** A subject of the demo client: a withdrawal's e-mail step unless told otherwise. */
  subject(changes?: Partial<OtpSubject>): OtpSubject;
  /** The code in the last message sent. */
  lastCode(): string;
  close(): Promise<void>;
};

export const createOtpTest = async (kind: TestDatabaseKind): Promise<OtpTest> => {
  const clock = manualClock(TEST_START_MS);
  const sent: OutgoingMessage[] = [];
  const { database, close } = await createTestDatabase(kind, clock);
  const { id: accountId } = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', TO)
    .executeTakeFirstOrThrow();
  const deps: OtpDeps = {
    config: testConfig(),
    database,
    clock,
    notifier: { send: async (message) => void sent.push(message) },
  };
  return {
    deps,
    database,
    clock,
    sent,
    subject: (changes = {}) => ({
      accountId,
      purpose: 'withdrawal',
      appName: 'metalgo',
      channel: 'email',
      reference: 'request-1',
      ...changes,
    }),
    lastCode: () => {
      const code = /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1];
      if (code === undefined) throw new Error('no code was sent');
      return code;
    },
    close,
  };
};

/** A code that is surely not `code`. */
export const wrongCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');
