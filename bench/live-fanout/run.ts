/**
 * Benchmark 3, live fan-out: the real server app on a port, 10,000 WebSocket clients in several
 * client processes, and many rounds of one broadcast each. Measures, per client and round, the
 * time from just before the broadcast call (the send time rides in the message) to the client's
 * 'message' event, and the broadcast call's own duration. Aim: p99 under 50 ms.
 * Run: bash -c 'ulimit -n 20000 && node --import tsx bench/live-fanout/run.ts'   (about 90 s)
 * CLIENTS and CLIENT_PROCESSES in the environment change the load.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { GoldPrice, LiveMessage } from '../../packages/api/src/index.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrations.ts';
import { createLiveHub } from '../../apps/server/src/live/index.ts';
import { wallMs } from './clock.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);
/** Connection attempts each client process keeps open at once while connecting. */
const CONNECT_IN_FLIGHT_MAX = 50;
const WARM_UP_ROUNDS = 20;
const ROUNDS = 200;
/** Between broadcasts: long enough for every client to have received the last one. */
const ROUND_GAP_MS = 250;
/** Contracts in the prices message: the size of the real tiles message (about 2.4 KB). */
const CONTRACTS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const price = (id: number, updatedAt: string): GoldPrice => ({
  id,
  contractId: id,
  buy: '1192793.00',
  sell: '1190412.00',
  contractPriceBuy: '1192793000.00',
  contractPriceSell: '1190412000.00',
  runningPriceBuy: '1192801.50',
  runningPriceSell: '1190420.25',
  updatedAt,
});

/** A prices message; the first price's updatedAt carries the send time (ms) in timed rounds. */
const pricesMessage = (stamp: string): LiveMessage => ({
  type: 'prices',
  data: Array.from({ length: CONTRACTS }, (_, i) =>
    price(i + 1, i === 0 ? stamp : new Date().toISOString()),
  ),
});

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type ChildReply =
  | { type: 'ready'; connections: number }
  | { type: 'failed'; error: string }
  | { type: 'latencies'; latenciesMs: number[] };

const reply = (child: ChildProcess, type: ChildReply['type']): Promise<ChildReply> =>
  new Promise((resolve, reject) => {
    child.once('message', (message: ChildReply) =>
      message.type === type ? resolve(message) : reject(new Error(JSON.stringify(message))),
    );
  });

const startServer = async () => {
  const config = testConfig({ logLevel: 'silent' });
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db as Kysely<unknown>);
  const liveHub = createLiveHub();
  const notifier = { send: async () => {} };
  const app = await buildApp({ config, database, clock: systemClock, notifier, liveHub });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, liveHub, url: `ws://127.0.0.1:${port}/v2/ws` };
};

const connectClients = async (url: string): Promise<ChildProcess[]> => {
  const script = fileURLToPath(new URL('./client.ts', import.meta.url));
  const children = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(script, [], { execArgv: ['--import', 'tsx'] }),
  );
  const share = Math.ceil(CLIENTS / CLIENT_PROCESSES);
  await Promise.all(
    children.map((child, i) => {
      const connections = Math.min(share, CLIENTS - i * share);
      child.send({ type: 'start', url, connections, inFlightMax: CONNECT_IN_FLIGHT_MAX });
      return reply(child, 'ready');
    }),
  );
  return children;
};

const summary = (label: string, values: Float64Array): string => {
  const sorted = values.slice().sort();
  const ms = (p: number) => percentile(sorted, p).toFixed(2);
  return `${label}: n=${sorted.length} p50=${ms(50)} ms p90=${ms(90)} ms p99=${ms(99)} ms max=${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`;
};

const machine = (): string => {
  const load = loadavg().map((value) => value.toFixed(2));
  return `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, load ${load.join(' ')}`;
};

const main = async (): Promise<void> => {
  console.log(`before: ${machine()}`);
  const server = await startServer();
  const connectStartedMs = performance.now();
  const children = await connectClients(server.url);
  const connectSeconds = ((performance.now() - connectStartedMs) / 1_000).toFixed(1);
  console.log(`${server.liveHub.stats().sockets} clients connected in ${connectSeconds} s`);

  const broadcastMs = new Float64Array(ROUNDS);
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const timed = round >= WARM_UP_ROUNDS;
    const sentAtMs = wallMs();
    const message = pricesMessage(timed ? sentAtMs.toFixed(3) : 'warm-up');
    const callStartedMs = performance.now();
    server.liveHub.broadcast(message);
    if (timed) broadcastMs[round - WARM_UP_ROUNDS] = performance.now() - callStartedMs;
    await sleep(ROUND_GAP_MS);
  }

  const replies = await Promise.all(
    children.map((child) => {
      child.send({ type: 'collect' });
      return reply(child, 'latencies');
    }),
  );
  const latencies = Float64Array.from(
    replies.flatMap((message) => (message.type === 'latencies' ? message.latenciesMs : [])),
  );
  const stats = server.liveHub.stats();
  console.log(`after: ${machine()}`);
  console.log(
    `message: ${JSON.stringify(pricesMessage(wallMs().toFixed(3))).length} bytes, ${ROUNDS} timed rounds`,
  );
  console.log(
    `received ${latencies.length} of ${CLIENTS * ROUNDS}; dropped as slow: ${stats.droppedSlow}`,
  );
  console.log(summary('broadcast → client', latencies));
  console.log(summary('broadcast call', broadcastMs));
  await server.app.close();
  await server.database.db.destroy();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
