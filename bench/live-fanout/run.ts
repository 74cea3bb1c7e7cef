/**
 * Benchmark 3, live fan-out: the real server app on a port, 10,000 WebSocket clients in several
 * client processes, and many rounds of one broadcast each. Measures, per client and round, the
 * time from just before the broadcast call (the send time rides in the message) to the client's
 * 'message' event, and the broadcast call's own duration. Aim: p99 under 50 ms.
 * Run: bash -c 'ulimit -n 20000 && node --import tsx bench/live-fanout/run.ts'   (about 90 s)
 * CLIENTS and CLIENT_PROCESSES in the environment change the load; CLIENT=ws uses the `ws`
 * package's client in place of the cheaper raw one (see client.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LiveMessage } from '../../packages/api/src/index.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { LIVE_SOCKETS_MAX, createLiveHub } from '../../apps/server/src/live/index.ts';
import { samplePrice } from '../../apps/server/src/live/test-kit.ts';
import { createServices } from '../../apps/server/src/services.ts';
import type { ClientKind } from './client.ts';
import { wallMs } from './clock.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);
const CLIENT_KIND: ClientKind = process.env.CLIENT === 'ws' ? 'ws' : 'raw';
/** Connection attempts each client process keeps open at once while connecting. */
const CONNECT_IN_FLIGHT_MAX = 50;
const WARM_UP_ROUNDS = 20;
const ROUNDS = 200;
/** Between broadcasts: long enough for every client to have received the last one. */
const ROUND_GAP_MS = 250;
/** Contracts in the prices message: the size of the real tiles message (about 2.4 KB). */
const CONTRACTS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A prices message; the first price's updatedAt carries the send time (ms) in timed rounds. */
const pricesMessage = (stamp: string): LiveMessage => ({
  type: 'prices',
  data: Array.from({ length: CONTRACTS }, (_, i) =>
    samplePrice(i + 1, i === 0 ? stamp : new Date().toISOString()),
  ),
});

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type ChildReply =
  | { type: 'ready'; connections: number; cpu: NodeJS.CpuUsage }
  | { type: 'failed'; error: string }
  | {
      type: 'latencies';
      latenciesMs: number[];
      /** The fewest and the most timed messages one of the process's sockets received. */
      timedPerSocket: { min: number; max: number };
      cpu: NodeJS.CpuUsage;
    };

/** CPU milliseconds (user + system) in a process.cpuUsage() reading. */
const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1_000;

const reply = (child: ChildProcess, type: ChildReply['type']): Promise<ChildReply> =>
  new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`client exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: ChildReply) => {
      child.off('exit', onExit);
      if (message.type === type) resolve(message);
      else reject(new Error(JSON.stringify(message)));
    });
  });

const startServer = async () => {
  const services = await createServices({
    config: testConfig({ logLevel: 'silent' }),
    notifier: { send: async () => {} },
    // Every client connects from loopback and stays signed out, so the cap per address is lifted.
    liveHub: createLiveHub({
      socketsMax: LIVE_SOCKETS_MAX,
      anonymousSocketsPerAddressMax: LIVE_SOCKETS_MAX,
    }),
  });
  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, services, liveHub: services.liveHub, url: `ws://127.0.0.1:${port}/v2/ws` };
};

/** The client processes, each with its CPU time once connected. */
const connectClients = async (url: string) => {
  const script = fileURLToPath(new URL('./client.ts', import.meta.url));
  const children = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(script, [], { execArgv: ['--import', 'tsx'] }),
  );
  const share = Math.ceil(CLIENTS / CLIENT_PROCESSES);
  const readies = await Promise.all(
    children.map((child, i) => {
      const connections = Math.min(share, CLIENTS - i * share);
      const inFlightMax = CONNECT_IN_FLIGHT_MAX;
      child.send({ type: 'start', url, connections, inFlightMax, kind: CLIENT_KIND });
      return reply(child, 'ready');
    }),
  );
  const readyCpuMs = readies.reduce((sum, r) => sum + (r.type === 'ready' ? cpuMs(r.cpu) : 0), 0);
  return { children, readyCpuMs };
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
  const { children, readyCpuMs } = await connectClients(server.url);
  const connectSeconds = ((performance.now() - connectStartedMs) / 1_000).toFixed(1);
  console.log(`${server.liveHub.stats().sockets} clients connected in ${connectSeconds} s`);

  const broadcastMs = new Float64Array(ROUNDS);
  const serverCpuBefore = process.cpuUsage();
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const timed = round >= WARM_UP_ROUNDS;
    const sentAtMs = wallMs();
    const message = pricesMessage(timed ? sentAtMs.toFixed(3) : 'warm-up');
    const callStartedMs = performance.now();
    server.liveHub.broadcast(message);
    if (timed) broadcastMs[round - WARM_UP_ROUNDS] = performance.now() - callStartedMs;
    await sleep(ROUND_GAP_MS);
  }
  const serverCpuMs = cpuMs(process.cpuUsage(serverCpuBefore));

  const replies = await Promise.all(
    children.map((child) => {
      child.send({ type: 'collect' });
      return reply(child, 'latencies');
    }),
  );
  const answers = replies.flatMap((message) => (message.type === 'latencies' ? [message] : []));
  const latencies = Float64Array.from(answers.flatMap((answer) => answer.latenciesMs));
  const timedMin = Math.min(...answers.map((answer) => answer.timedPerSocket.min));
  const timedMax = Math.max(...answers.map((answer) => answer.timedPerSocket.max));
  const clientsCpuMs = answers.reduce((sum, answer) => sum + cpuMs(answer.cpu), 0) - readyCpuMs;
  const rounds = WARM_UP_ROUNDS + ROUNDS;
  const stats = server.liveHub.stats();
  console.log(`after: ${machine()}`);
  console.log(
    `message: ${JSON.stringify(pricesMessage(wallMs().toFixed(3))).length} bytes, ${ROUNDS} timed rounds`,
  );
  console.log(
    `${CLIENT_KIND} clients in ${CLIENT_PROCESSES} processes received ${latencies.length} of ${CLIENTS * ROUNDS}, ${timedMin}–${timedMax} per socket; dropped as slow: ${stats.droppedSlow}`,
  );
  console.log(summary('broadcast → client', latencies));
  console.log(summary('broadcast call', broadcastMs));
  console.log(
    `CPU per round: server ${(serverCpuMs / rounds).toFixed(1)} ms (${((1_000 * serverCpuMs) / rounds / CLIENTS).toFixed(2)} µs per socket), clients ${(clientsCpuMs / rounds).toFixed(1)} ms`,
  );
  await server.app.close();
  await server.services.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
