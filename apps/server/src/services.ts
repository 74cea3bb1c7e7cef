import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { type BankInquiry, createBankInquiry } from './bank-accounts/index.ts';
import { type Clock, systemClock } from './clock.ts';
import { logSerializers } from './plugins/request-log.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import { type LiveHub, clusteredLiveHub, createLiveHub } from './live/index.ts';
import {
  type MarketData,
  createMarketData,
  remoteMarketData,
  serveMarketData,
} from './market/index.ts';
import { type Notifier, createNotifier } from './notifications/index.ts';
import { type PostalService, createPostalService } from './bullion/index.ts';
import { seedDemo } from './seed/demo.ts';
import { demoSignInsIn } from './seed/demo-presence.ts';
import { DEMO_HISTORY_SPAN_MS, demoHistoryParties, seedDemoHistory } from './seed/demo-history.ts';
import {
  Exchange,
  type ExchangePort,
  type Leadership,
  type Trading,
  type WriterLock,
  awaitLeadership,
  createTrading,
  leadWith,
  remoteTrading,
  serveExchange,
  takeWriterLock,
} from './trading/index.ts';
import { type Bus, connectNatsBus } from './bus/index.ts';
import { type BankPayout, createBankPayout } from './withdrawal/index.ts';

/**
 * Everything the app is built from, assembled in this one place for the server, the tests and
 * the benchmarks: the outside services' adapters among them, each the one the configuration
 * names. `buildApp(services)` registers the features on it.
 */
export type Services = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly notifier: Notifier;
  /** The app's logger too, so the exchange and the feeds log where requests do. */
  readonly log: FastifyBaseLogger;
  readonly liveHub: LiveHub;
  /** Reference price, rate and candles; the caller starts them (tests often do not). */
  readonly marketData: MarketData;
  /**
   * The exchange and its helpers; the app starts them and stops them when it closes. On a
   * gateway, the leader's exchange over the bus.
   */
  readonly trading: Trading<ExchangePort>;
  /** The cluster's bus; null in a single process (`npm start`, tests). */
  readonly bus: Bus | null;
  /**
   * This process as the exchange's one writer on the database it opened; null for a database
   * the caller brought (tests), which it owns.
   */
  readonly leadership: Leadership | null;
  /** The bank that pays withdrawals out (BANK_PAYOUT), one for every caller. */
  readonly bankPayout: BankPayout;
  /** The banks' owner-name inquiry of a new withdrawal account (BANK_INQUIRY). */
  readonly bankInquiry: BankInquiry;
  /** The post office that delivers bullion (POSTAL). */
  readonly postal: PostalService;
  /** Closes what createServices opened itself (notifier, database), after the app has closed. */
  close(): Promise<void>;
};

/** What the caller brings; whatever it leaves out is made from the configuration. */
export type ServiceOptions = {
  readonly config: Config;
  /** The system clock unless given. */
  readonly clock?: Clock;
  /** Opened from `config.databaseUrl`, migrated and (with SEED_DEMO) seeded unless given. */
  readonly database?: Database;
  /** SMTP (or the embedded catcher) and the outbox unless given. */
  readonly notifier?: Notifier;
  readonly liveHub?: LiveHub;
  /** Logged unless given; tests throw, so a broken feed fails them. */
  readonly onMarketDataError?: (error: unknown) => void;
};

/** The database at `url`, migrated; seeded with the demo data when `seedDemoAtMs` is given. */
export const openMigratedDatabase = async (
  url: string,
  seedDemoAtMs: number | null,
): Promise<Database> => {
  const database = openDatabase(url);
  await migrateToLatest(database.db as Kysely<unknown>);
  if (seedDemoAtMs !== null) await seedDemo(database.db, seedDemoAtMs);
  return database;
};

/** Why the server will not start: printed as it is, without a stack, and the process exits 1. */
export class StartRefused extends Error {}

/**
 * Production's database, migrated, unless it holds demo sign-ins: their passwords are in the
 * README, so serving them would open the console and the accounts to anyone.
 */
const openProductionDatabase = async (config: Config): Promise<Database> => {
  const database = await openMigratedDatabase(config.databaseUrl, null);
  const demo = await demoSignInsIn(database.db);
  if (demo.length === 0) return database;
  await database.db.destroy();
  throw new StartRefused(
    `the database holds demo sign-ins (${demo.join(', ')}): production serves no demo data. ` +
      'Use a database that was never seeded, and create the first operator with ' +
      '`npm run create-operator` (docs/operations.md).',
  );
};

/**
 * The server's own database, migrated, and with the demo on, seeded with the demo accounts as
 * opened HISTORY_DAYS market days ago. Tests bring their own database and never get the history.
 */
const openServerDatabase = (config: Config, clock: Clock): Promise<Database> => {
  if (config.environment === 'production') return openProductionDatabase(config);
  if (!config.seedDemo) return openMigratedDatabase(config.databaseUrl, null);
  return openMigratedDatabase(config.databaseUrl, clock.now() - DEMO_HISTORY_SPAN_MS);
};

/**
 * The first time the demo opens, the demo accounts' trading since they opened (the reports
 * need a past), through the exchange as this writer.
 */
const seedHistoryOnce = async (
  database: Database,
  services: { config: Config; clock: Clock; log: FastifyBaseLogger; epoch: bigint },
): Promise<void> => {
  const { config, clock, log } = services;
  if (config.environment === 'production' || !config.seedDemo || !config.demoHistory) return;
  const traded = await database.db.selectFrom('trades').select('id').limit(1).executeTakeFirst();
  if (traded !== undefined) return;
  const parties = await demoHistoryParties(database);
  // A history that cannot be made leaves a demo without a past, never a server that does
  // not start.
  if (parties === null) return;
  await seedDemoHistory(database, config, parties, clock.now(), log, services.epoch).catch(
    (error: unknown) => log.error({ err: error }, 'demo history'),
  );
};

/**
 * Takes the writer's lock before anything is written (a second process on the same database
 * is refused, not a second writer), then migrates and seeds, then leads: its epoch fences
 * every batch the exchange commits.
 */
const openAsWriter = async (
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<{ database: Database; leadership: Leadership }> => {
  const lock: WriterLock | null = await takeWriterLock(config.databaseUrl);
  if (lock === null) {
    throw new StartRefused(
      "another Emas process is the exchange's writer on this database; two writers would " +
        'corrupt the ledger. Stop the other process, or run several with `npm run cluster` ' +
        '(docs/operations.md).',
    );
  }
  try {
    const database = await openServerDatabase(config, clock);
    const leadership = await leadWith(database, lock);
    await seedHistoryOnce(database, { config, clock, log, epoch: leadership.epoch });
    return { database, leadership };
  } catch (error) {
    await lock.release();
    throw error;
  }
};

/** JSON lines on stdout at `config.logLevel`; bearer and query tokens never reach the log. */
const createLog = (config: Config): FastifyBaseLogger =>
  pino({
    level: config.logLevel,
    redact: ['req.headers.authorization'],
    serializers: logSerializers,
  });

/**
 * A cluster's engine process: migrates (concurrent migrators wait on each other), then waits
 * as a standby until it is the exchange's writer.
 */
const openAsEngine = async (
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<{ database: Database; leadership: Leadership }> => {
  const database = await openMigratedDatabase(config.databaseUrl, null);
  log.info({ pid: process.pid }, 'engine standing by until it leads');
  const leadership = await awaitLeadership(database, config.databaseUrl);
  log.info({ pid: process.pid, epoch: Number(leadership.epoch) }, 'engine took the lead');
  // The demo is seeded by the writer alone, like everything the exchange owns.
  if (config.seedDemo && config.environment !== 'production') {
    await seedDemo(database.db, clock.now() - DEMO_HISTORY_SPAN_MS);
  }
  return { database, leadership };
};

/** The database and this process's part in writing it, by its role. */
const openByRole = async (
  options: ServiceOptions,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<{ database: Database; leadership: Leadership | null }> => {
  const { config } = options;
  if (options.database !== undefined) return { database: options.database, leadership: null };
  if (config.processRole === 'engine') return openAsEngine(config, clock, log);
  if (config.processRole === 'gateway') {
    return { database: openDatabase(config.databaseUrl), leadership: null };
  }
  return openAsWriter(config, clock, log);
};

/** In a cluster, the bus and this process's hub that reaches every gateway's sockets. */
const joinCluster = async (
  config: Config,
  liveHub: LiveHub,
): Promise<{ bus: Bus | null; liveHub: LiveHub; leave(): Promise<void> }> => {
  if (config.processRole === 'single') return { bus: null, liveHub, leave: async () => {} };
  const bus = await connectNatsBus(config.natsUrl, `emas ${config.processRole} ${process.pid}`);
  const clustered = clusteredLiveHub(liveHub, bus);
  return {
    bus,
    liveHub: clustered.hub,
    leave: async () => {
      clustered.stop();
      await bus.close();
    },
  };
};

/** Builds every service the app needs, from the configuration and what the caller brings. */
export const createServices = async (options: ServiceOptions): Promise<Services> => {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const log = createLog(config);
  const { database, leadership } = await openByRole(options, clock, log);
  const cluster = await joinCluster(config, options.liveHub ?? createLiveHub());
  const { liveHub, bus } = cluster;
  const mailer =
    options.notifier === undefined
      ? await createNotifier(config, database, clock)
      : { notifier: options.notifier, close: async () => {} };
  const gateway = config.processRole === 'gateway' && bus !== null;
  const marketData = gateway
    ? remoteMarketData(bus, config.busTimeoutMs, log)
    : createMarketData({
        config,
        database,
        clock,
        publish: liveHub.broadcast,
        onError: options.onMarketDataError ?? ((error) => log.error({ err: error }, 'market data')),
      });
  const trading = gateway
    ? remoteTrading(bus, config.busTimeoutMs)
    : createTrading({
        config,
        database,
        clock,
        marketData,
        liveHub,
        log,
        epoch: leadership?.epoch ?? null,
      });
  return {
    config,
    database,
    clock,
    notifier: mailer.notifier,
    log,
    liveHub,
    bus,
    marketData,
    trading,
    leadership,
    bankPayout: createBankPayout(config, (message) =>
      log.warn({ provider: 'bank payout' }, message),
    ),
    bankInquiry: createBankInquiry(database.db, config),
    postal: createPostalService(config),
    close: async () => {
      await mailer.close();
      await cluster.leave();
      if (options.database === undefined) await database.db.destroy();
      await leadership?.release();
    },
  };
};

/**
 * The leader's side of the cluster, once its app is built and its market data started: it
 * answers the gateways' commands and publishes the exchange's and the market's news. Nothing
 * to do in a single process.
 */
export const serveAsLeader = (services: Services): (() => void) => {
  const { bus, trading } = services;
  if (bus === null || !(trading.exchange instanceof Exchange)) return () => {};
  const stops = [serveExchange(trading.exchange, bus), serveMarketData(services.marketData, bus)];
  return () => {
    for (const stop of stops) stop();
  };
};
