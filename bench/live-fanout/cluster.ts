/**
 * Live fan-out through a cluster (issue 21): nats-server, an engine and two gateways on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL); 10,000 WebSocket clients on one gateway, then split
 * over the two, in the same run. Each round's prices message is published once on the bus by
 * a process of the cluster (this benchmark, through the same clustered hub the engine uses) and
 * every gateway writes it to its own sockets. Measures, per client and round, the time from
 * just before the publish to the client's arrival, and the gateways' CPU per round and per
 * socket (from /proc).
 * Run: BENCH_DATABASE_URL=postgres://emas:emas@127.0.0.1:5432/postgres \
 *        bash -c 'ulimit -n 20000 && node --import tsx bench/live-fanout/cluster.ts'
 */
import { readFileSync } from 'node:fs';
import { connectNatsBus } from '../../apps/server/src/bus/index.ts';
import { clusteredLiveHub, createLiveHub } from '../../apps/server/src/live/index.ts';
import { openMigratedDatabase } from '../../apps/server/src/services.ts';
import { startTestCluster } from '../../apps/server/src/test-support/cluster-processes.ts';
import { BENCH_SERVER_ENV, freshPostgres } from '../http-orders/setup.ts';
import { wallMs } from './clock.ts';
import {
  CLIENTS,
  ROUNDS,
  ROUND_GAP_MS,
  WARM_UP_ROUNDS,
  collectClients,
  connectClients,
  machine,
  pricesMessage,
  sleep,
  summary,
} from './rounds.ts';

const CLOCK_TICKS_PER_S = 100;

const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000) / CLOCK_TICKS_PER_S;
};

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server');
const postgres = await freshPostgres(adminUrl);
const seeded = await openMigratedDatabase(postgres.url, Date.now());
await seeded.db.destroy();
const cluster = await startTestCluster(postgres.url, BENCH_SERVER_ENV);
const bus = await connectNatsBus(cluster.natsUrl, 'fan-out benchmark');
const publisher = clusteredLiveHub(createLiveHub(), bus);
try {
  for (const gatewaysUsed of [1, 2]) {
    console.log(`\n${gatewaysUsed} gateway(s), before: ${machine()}`);
    const gateways = cluster.gateways.slice(0, gatewaysUsed);
    const share = CLIENTS / gatewaysUsed;
    const clientSets = [];
    for (const gateway of gateways) {
      clientSets.push(await connectClients(`${gateway.url.replace('http', 'ws')}/v2/ws`, share));
    }
    const pids = gateways.map((gateway) => gateway.process.child.pid ?? 0);
    const cpuBefore = pids.map(cpuMsOf);
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      const timed = round >= WARM_UP_ROUNDS;
      publisher.hub.broadcast(pricesMessage(timed ? wallMs().toFixed(3) : 'warm-up'));
      await sleep(ROUND_GAP_MS);
    }
    const cpuMs = pids.reduce((sum, pid, i) => sum + cpuMsOf(pid) - (cpuBefore[i] ?? 0), 0);
    const children = clientSets.flatMap((set) => set.children);
    const { latencies, timedMin } = await collectClients(children);
    const rounds = WARM_UP_ROUNDS + ROUNDS;
    console.log(`after: ${machine()}`);
    console.log(
      `received ${latencies.length} of ${CLIENTS * ROUNDS}, at least ${timedMin} per socket`,
    );
    console.log(summary('publish → client', latencies));
    console.log(
      `gateways' CPU per round ${(cpuMs / rounds).toFixed(1)} ms, ${((1_000 * cpuMs) / rounds / CLIENTS).toFixed(2)} µs per socket`,
    );
  }
} finally {
  publisher.stop();
  await bus.close();
  await cluster.stop();
  await postgres.drop();
}
