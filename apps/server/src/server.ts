import { buildApp } from './app.ts';
import { configProblems, loadConfig } from './config.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { DEMO_OPERATOR } from './operator/index.ts';
import { StartRefused, createServices, serveAsLeader } from './services.ts';

const demoSignIns = (): string =>
  demoAccounts
    .map((account) => `  ${account.level.padEnd(7)}${account.email.padEnd(24)}${account.broker_id}`)
    .join('\n');

const main = async (): Promise<void> => {
  const config = loadConfig();
  const problems = configProblems(config);
  if (problems.length > 0) {
    console.error(`Emas refuses to start in ${config.environment}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const services = await createServices({ config });
  // Another process became the writer (this one was paused or cut off): its epoch fences every
  // batch this one would commit, and it steps down rather than answer from a stale memory.
  void services.leadership?.lost.then(() => {
    console.error("Emas is no longer the exchange's writer on this database; stopping.");
    process.exit(1);
  });
  const app = await buildApp(services);
  await services.marketData.start();
  const stopServing = serveAsLeader(services);
  const shutdown = async (): Promise<void> => {
    stopServing();
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  if (config.processRole === 'engine') {
    const epoch = services.leadership?.epoch ?? 0n;
    console.log(`Emas engine ${process.pid} leads the exchange (epoch ${epoch})`);
    return;
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const url = `http://localhost:${config.port}`;
  const docs = config.apiDocs ? `  (API docs: ${url}/docs)` : '';
  const role = config.processRole === 'gateway' ? ` (gateway ${process.pid})` : '';
  console.log(`\nEmas is running at ${url}${docs}${role}`);
  if (config.seedDemo) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):\n${demoSignIns()}`);
    console.log(
      `Operator console: ${url}/operator  (${DEMO_OPERATOR.email} and the README's demo staff, same password)`,
    );
  }
  if (config.environment === 'development')
    console.log(`Mailbox (OTP e-mails and SMS): ${url}/dev/mailbox`);
};

main().catch((error: unknown) => {
  if (error instanceof StartRefused) console.error(`Emas refuses to start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
