// `npm run cluster`: the production shape on this machine. PostgreSQL (DATABASE_URL, or the
// local cluster started as .ci/run does), nats-server, two engine processes (the exchange's
// leader and a standby) and two gateways on ports 8080 and 8081, migrated and seeded with the
// demo. An engine or gateway that ends is started again (a killed leader comes back as the
// standby). Ctrl-C stops them all.
import { spawnSync } from 'node:child_process';
import { ensureInstalled } from './ensure-install.mjs';
import { onPinnedNode } from './pinned-node.mjs';

ensureInstalled();
await onPinnedNode();
const { buildWeb } = await import('./build-web.mjs');
const { buildServer } = await import('./build-server.mjs');
const cluster = await import('./cluster-processes.mjs');

const GATEWAY_PORTS = [8080, 8081];
const NATS_PORT = Number(process.env.NATS_PORT || 4222);
const RESTART_AFTER_MS = 1_000;
const LOCAL_DATABASE = 'emas_cluster';

const fail = (message) => {
  console.error(`npm run cluster: ${message}`);
  process.exit(1);
};

const asPostgres = (sql) =>
  spawnSync('su', ['postgres', '-c', `psql -tAc "${sql}"`], { encoding: 'utf8' });

/** DATABASE_URL when it names PostgreSQL; else the local cluster, started, with a database of ours. */
const databaseUrl = () => {
  const given = process.env.DATABASE_URL ?? '';
  if (given.startsWith('postgres')) return given;
  if (given !== '')
    fail('a cluster shares one PostgreSQL database: DATABASE_URL must be postgres://');
  const versions = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim();
  if (versions === '')
    fail('PostgreSQL is not installed: apt-get install postgresql, or set DATABASE_URL');
  const version = versions.split('\n')[0];
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 30; tries += 1) {
    if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']).status === 0) break;
    spawnSync('sleep', ['1']);
  }
  if (!asPostgres("select 1 from pg_roles where rolname = 'emas'").stdout.includes('1')) {
    asPostgres("create role emas login superuser password 'emas'");
  }
  if (
    !asPostgres(`select 1 from pg_database where datname = '${LOCAL_DATABASE}'`).stdout.includes(
      '1',
    )
  ) {
    asPostgres(`create database ${LOCAL_DATABASE} owner emas`);
  }
  return `postgres://emas:emas@127.0.0.1:5432/${LOCAL_DATABASE}`;
};

if (!cluster.natsInstalled()) fail('nats-server is not installed: apt-get install nats-server');
const DATABASE_URL = databaseUrl();
buildWeb();
const bundle = await buildServer();
const env = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  DEMO_HISTORY: 'off',
  ...process.env,
  DATABASE_URL,
  NATS_URL: `nats://127.0.0.1:${NATS_PORT}`,
};

const nats = await cluster.startNats(NATS_PORT);
const running = new Set([nats]);
let stopping = false;

/** Starts a role and starts it again whenever it ends, until the cluster stops. */
const supervise = (role, name, port) => {
  const member = cluster.startRole(bundle, role, env, { port, name, echo: true });
  running.add(member);
  console.log(`started ${name}: PID ${member.child.pid}`);
  void member.exited.then((code) => {
    running.delete(member);
    if (stopping) return;
    console.log(`${name} (PID ${member.child.pid}) ended (${code}); starting it again`);
    setTimeout(() => supervise(role, name, port), RESTART_AFTER_MS);
  });
  return member;
};

const stopAll = () => {
  stopping = true;
  for (const member of running) member.child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const engines = [supervise('engine', 'engine 1'), supervise('engine', 'engine 2')];
await cluster.leaderAmong(engines);
const gateways = GATEWAY_PORTS.map((port, index) =>
  supervise('gateway', `gateway ${index + 1}`, port),
);
await Promise.all(
  gateways.map((gateway, index) => cluster.gatewayReady(gateway, GATEWAY_PORTS[index])),
);
console.log('\nThe Emas cluster is up:');
console.log(`  PostgreSQL   ${DATABASE_URL.replace(/:[^:@/]+@/, ':***@')}`);
console.log(`  nats-server  PID ${nats.child.pid}, port ${NATS_PORT}`);
for (const engine of engines) console.log(`  ${engine.name}     PID ${engine.child.pid}`);
for (const [index, gateway] of gateways.entries()) {
  console.log(
    `  ${gateway.name}    PID ${gateway.child.pid}, http://localhost:${GATEWAY_PORTS[index]}`,
  );
}
console.log('Status: curl http://localhost:8080/v2/system/status');
