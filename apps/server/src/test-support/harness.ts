import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Clock, manualClock } from '../clock.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { Notifier, OutgoingMessage } from '../notifications/notifier.ts';
import { Exchange, type ExchangePort, type Trading } from '../trading/index.ts';
import { type Services, createServices, openMigratedDatabase } from '../services.ts';
import {
  adminQuery,
  createDatabase,
  createPostgresCopy,
  postgresUrlOf,
  sqliteCopy,
} from './template-databases.ts';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const databaseKinds = (): TestDatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * The app's services as a test reaches them: its market data not started (`marketData.start()`
 * backfills), the exchange started by the app (no market maker unless configured).
 */
export type TestApp = Pick<
  Services,
  'config' | 'database' | 'liveHub' | 'marketData' | 'bankPayout' | 'bankInquiry' | 'postal'
> & {
  /** The engine itself: a test app is a single process, its exchange in it. */
  readonly trading: Trading;
  readonly app: FastifyInstance;
  readonly clock: ReturnType<typeof manualClock>;
  /** Every e-mail and SMS the app sent, oldest first. */
  readonly sent: OutgoingMessage[];
  /** Closes the app, then its services and its database. */
  close(): Promise<void>;
};

/** A single process's trading, whose exchange is the engine (tests read its memory). */
const engineOf = (trading: Trading<ExchangePort>): Trading => {
  if (!(trading.exchange instanceof Exchange))
    throw new Error('the exchange is not in this process');
  return trading as Trading;
};

/** What every feature's deps hold, on a test app, with a notifier that sends nothing. */
export const sharedDepsOf = (t: TestApp) => ({
  config: t.config,
  database: t.database,
  clock: t.clock,
  notifier: { send: async () => {} } satisfies Notifier,
  marketData: t.marketData,
  exchange: t.trading.exchange,
  liveHub: t.liveHub,
});

/** 2026-11-24 10:00 in Jakarta: a Tuesday, market hours, outside every closure. */
export const TEST_START_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

const newPostgresName = (): string => `emas_test_${randomBytes(6).toString('hex')}`;

/** A new, empty PostgreSQL database (tests of migrations and restarts bring their own data). */
export const freshPostgresUrl = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = newPostgresName();
  await createDatabase(name);
  return { url: postgresUrlOf(name), drop: () => dropDatabase(name) };
};

/** Tries a plain drop while the closed pool's connections finish ending, then forces it. */
const DROP_ATTEMPTS_MAX = 20;
const DROP_RETRY_MS = 100;

/**
 * Drops a test database. Forcing it at once would kill connections the pool is still closing,
 * and their clients would raise the server's termination as an unhandled error.
 */
const dropDatabase = async (name: string): Promise<void> => {
  for (let attempt = 0; attempt < DROP_ATTEMPTS_MAX; attempt += 1) {
    try {
      await adminQuery(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((wake) => setTimeout(wake, DROP_RETRY_MS));
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
};

/** A migrated database seeded at `seedAtMs` on a new PostgreSQL database of its own. */
const seededPostgres = async (
  seedAtMs: number,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const name = newPostgresName();
  if (await createPostgresCopy(name, seedAtMs)) {
    return { database: openDatabase(postgresUrlOf(name)), drop: () => dropDatabase(name) };
  }
  await createDatabase(name);
  const database = await openMigratedDatabase(postgresUrlOf(name), seedAtMs);
  return { database, drop: () => dropDatabase(name) };
};

/** A migrated, seeded database of the given kind, on its own (in-memory or a new PG database). */
export const createTestDatabase = async (
  kind: TestDatabaseKind,
  clock: Clock = manualClock(TEST_START_MS),
): Promise<{ database: Database; close: () => Promise<void> }> => {
  const { database, drop } =
    kind === 'sqlite'
      ? { database: await sqliteCopy(clock.now()), drop: async () => {} }
      : await seededPostgres(clock.now());
  return {
    database,
    close: async () => {
      await database.db.destroy();
      await drop();
    },
  };
};

/** The whole app on a fresh seeded database, with a manual clock and a capturing notifier. */
export const createTestApp = async (
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> => {
  const clock = manualClock(TEST_START_MS);
  const sent: OutgoingMessage[] = [];
  const notifier: Notifier = { send: async (message) => void sent.push(message) };
  const config = testConfig(overrides);
  const { database, close } = await createTestDatabase(kind, clock);
  const services = await createServices({
    config,
    clock,
    database,
    notifier,
    onMarketDataError: (error) => {
      throw error;
    },
  });
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    sent,
    liveHub: services.liveHub,
    marketData: services.marketData,
    trading: engineOf(services.trading),
    bankPayout: services.bankPayout,
    bankInquiry: services.bankInquiry,
    postal: services.postal,
    close: async () => {
      await app.close();
      await services.close();
      await close();
    },
  };
};
