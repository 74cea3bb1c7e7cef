/**
 * add_order over HTTP through a cluster on PostgreSQL: nats-server, one engine (the leader)
 * and two gateways, with the bare Fastify handler beside it in the same run. The load runs
 * through one gateway (64 connections), then through both at once (32 each). For each, the
 * answered orders per second and their latency, and the CPU each kind of process spent per
 * answered order (read from /proc before and after): gateways, the engine, nats-server and
 * PostgreSQL (all its processes), from which bench/README.md's scaling table is drawn.
 * Run: BENCH_DATABASE_URL=postgres://emas:emas@127.0.0.1:5432/postgres \
 *        node --import tsx bench/http-orders/cluster.ts      (about a minute)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startTestCluster } from '../../apps/server/src/test-support/cluster-processes.ts';
import { signInOver } from '../../apps/server/src/test-support/server-process.ts';
import { type Figures, load, measureBare, orderRequests } from './load.ts';
import { BENCH_EMAILS, BENCH_SERVER_ENV, freshPostgres, prepareDatabase } from './setup.ts';

const WARM_UP_S = 3;
const DURATION_S = 10;
const BARE_PORT = 18_182;
const CLOCK_TICKS_PER_S = 100;

/** CPU seconds (user + system) a process has used, from /proc. */
const cpuSecondsOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
};

const postgresPids = (): number[] =>
  execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '')
    .map(Number);

type Kinds = Record<'gateways' | 'engine' | 'nats' | 'postgres', number[]>;
const cpuByKind = (kinds: Kinds) =>
  Object.fromEntries(
    Object.entries(kinds).map(([kind, pids]) => [
      kind,
      pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    ]),
  ) as Record<keyof Kinds, number>;

type Row = Figures & { cpuUsPerOrder: Record<keyof Kinds, number> };

const measured = async (kinds: Kinds, run: () => Promise<Figures[]>): Promise<Row> => {
  const before = cpuByKind(kinds);
  const parts = await run();
  const after = cpuByKind(kinds);
  const ok = parts.reduce((sum, part) => sum + part.ok, 0);
  const perOrder = (kind: keyof Kinds) => Math.round(((after[kind] - before[kind]) * 1e6) / ok);
  return {
    name: parts.map((part) => part.name).join(' + '),
    ok,
    other: parts.reduce((sum, part) => sum + part.other, 0),
    perSecond: Math.round(ok / DURATION_S),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    p999: Math.max(...parts.map((part) => part.p999)),
    cpuUsPerOrder: {
      gateways: perOrder('gateways'),
      engine: perOrder('engine'),
      nats: perOrder('nats'),
      postgres: perOrder('postgres'),
    },
  };
};

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server');
const postgres = await freshPostgres(adminUrl);
const rows: (Figures | Row)[] = [];
try {
  rows.push(await measureBare(BARE_PORT, WARM_UP_S, DURATION_S));
  await prepareDatabase(postgres.url);
  const cluster = await startTestCluster(postgres.url, BENCH_SERVER_ENV);
  try {
    const leader = await cluster.leader();
    const urls = cluster.gateways.map((gateway) => gateway.url);
    const tokens = await Promise.all(
      BENCH_EMAILS.map((email) => signInOver(urls[0] as string, email)),
    );
    await load('warm-up', urls[0] as string, orderRequests(tokens), WARM_UP_S);
    // After the warm-up: every process has opened its database connections by now.
    const kinds: Kinds = {
      gateways: cluster.gateways.map((gateway) => gateway.process.child.pid ?? 0),
      engine: [leader.child.pid ?? 0],
      nats: execFileSync('pgrep', ['nats-server'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number),
      postgres: postgresPids(),
    };

    rows.push(
      await measured(kinds, async () => [
        await load('add_order, 1 gateway', urls[0] as string, orderRequests(tokens), DURATION_S),
      ]),
    );
    rows.push(
      await measured(kinds, () =>
        Promise.all(
          urls.map((url, index) =>
            load(`gateway ${index + 1}`, url, orderRequests(tokens), DURATION_S, 32),
          ),
        ),
      ),
    );
  } finally {
    await cluster.stop();
  }
} finally {
  await postgres.drop();
}
console.log(`\n${DURATION_S} s after a ${WARM_UP_S} s warm-up; CPU µs per answered order\n`);
console.log(
  '| case | answered 2xx/s | p50 ms | p99 ms | other | gateways | engine | nats | PostgreSQL |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  const cpu = 'cpuUsPerOrder' in r ? r.cpuUsPerOrder : null;
  const cells =
    cpu === null ? ['', '', '', ''] : [cpu.gateways, cpu.engine, cpu.nats, cpu.postgres];
  console.log(
    `| ${r.name} | ${r.perSecond.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.other} | ${cells.join(' | ')} |`,
  );
}
