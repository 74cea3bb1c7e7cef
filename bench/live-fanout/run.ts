/**
 * Benchmark 3, live fan-out: the real server app on a port, 10,000 WebSocket clients in several
 * client processes, and many rounds of one broadcast each. Measures, per client and round, the
 * time from just before the broadcast call (the send time rides in the message) to the client's
 * 'message' event, and the broadcast call's own duration. Aim: p99 under 50 ms.
 * Run: bash -c 'ulimit -n 20000 && node --import tsx bench/live-fanout/run.ts'   (about 90 s)
 * CLIENTS and CLIENT_PROCESSES in the environment change the load; CLIENT=ws uses the `ws`
 * package's client in place of the cheaper raw one (see client.ts).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { LIVE_SOCKETS_MAX, createLiveHub } from '../../apps/server/src/live/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { wallMs } from './clock.ts';
import {
  CLIENTS,
  CLIENT_KIND,
  CLIENT_PROCESSES,
  ROUNDS,
  ROUND_GAP_MS,
  WARM_UP_ROUNDS,
  connectClients,
  collectClients,
  cpuMs,
  machine,
  pricesMessage,
  sleep,
  summary,
} from './rounds.ts';

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

  const collected = await collectClients(children);
  const { latencies, timedMin, timedMax } = collected;
  const clientsCpuMs = collected.cpuMs - readyCpuMs;
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
