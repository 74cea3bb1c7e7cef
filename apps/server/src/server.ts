import type { Kysely } from 'kysely';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import { createLiveHub } from './live/index.ts';
import { createMarketData } from './market/index.ts';
import { createNotifier } from './notifications/index.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/demo.ts';

const demoSignIns = (): string =>
  demoAccounts
    .map((account) => `  ${account.level.padEnd(7)}${account.email.padEnd(24)}${account.broker_id}`)
    .join('\n');

const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db as Kysely<unknown>);
  if (config.seedDemo) await seedDemo(database.db, systemClock.now());
  const { notifier, close: closeNotifier } = await createNotifier(config, database, systemClock);
  const liveHub = createLiveHub();
  const marketData = createMarketData({
    config,
    database,
    clock: systemClock,
    publish: liveHub.broadcast,
    onError: (error) => console.error(error),
  });
  const deps = { config, database, clock: systemClock, notifier, liveHub, marketData };
  const app = await buildApp(deps);
  await marketData.start();
  const shutdown = async (): Promise<void> => {
    await app.close();
    await closeNotifier();
    await database.db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const url = `http://localhost:${config.port}`;
  console.log(`\nEmas is running at ${url}  (API docs: ${url}/docs)`);
  if (config.seedDemo) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):\n${demoSignIns()}`);
  }
  if (config.environment === 'development')
    console.log(`Mailbox (OTP e-mails and SMS): ${url}/dev/mailbox`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
