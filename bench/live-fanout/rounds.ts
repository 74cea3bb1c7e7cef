/** What the fan-out benchmarks share: the message, the client processes and the figures. */
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LiveMessage } from '../../packages/api/src/index.ts';
import { samplePrice } from '../../apps/server/src/live/test-kit.ts';
import type { ClientKind } from './client.ts';

export const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
export const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);
export const CLIENT_KIND: ClientKind = process.env.CLIENT === 'ws' ? 'ws' : 'raw';
/** Connection attempts each client process keeps open at once while connecting. */
const CONNECT_IN_FLIGHT_MAX = 50;
export const WARM_UP_ROUNDS = 20;
export const ROUNDS = 200;
/** Between broadcasts: long enough for every client to have received the last one. */
export const ROUND_GAP_MS = 250;
/** Contracts in the prices message: the size of the real tiles message (about 2.4 KB). */
const CONTRACTS = 10;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A prices message; the first price's updatedAt carries the send time (ms) in timed rounds. */
export const pricesMessage = (stamp: string): LiveMessage => ({
  type: 'prices',
  data: Array.from({ length: CONTRACTS }, (_, i) =>
    samplePrice(i + 1, i === 0 ? stamp : new Date().toISOString()),
  ),
});

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export type ChildReply =
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
export const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1_000;

export const reply = (child: ChildProcess, type: ChildReply['type']): Promise<ChildReply> =>
  new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`client exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: ChildReply) => {
      child.off('exit', onExit);
      if (message.type === type) resolve(message);
      else reject(new Error(JSON.stringify(message)));
    });
  });

/** The client processes, each with its CPU time once connected. */
export const connectClients = async (url: string, clients = CLIENTS) => {
  const script = fileURLToPath(new URL('./client.ts', import.meta.url));
  const children = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(script, [], { execArgv: ['--import', 'tsx'] }),
  );
  const share = Math.ceil(clients / CLIENT_PROCESSES);
  const readies = await Promise.all(
    children.map((child, i) => {
      const connections = Math.min(share, clients - i * share);
      const inFlightMax = CONNECT_IN_FLIGHT_MAX;
      child.send({ type: 'start', url, connections, inFlightMax, kind: CLIENT_KIND });
      return reply(child, 'ready');
    }),
  );
  const readyCpuMs = readies.reduce((sum, r) => sum + (r.type === 'ready' ? cpuMs(r.cpu) : 0), 0);
  return { children, readyCpuMs };
};

export const summary = (label: string, values: Float64Array): string => {
  const sorted = values.slice().sort();
  const ms = (p: number) => percentile(sorted, p).toFixed(2);
  return `${label}: n=${sorted.length} p50=${ms(50)} ms p90=${ms(90)} ms p99=${ms(99)} ms max=${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`;
};

export const machine = (): string => {
  const load = loadavg().map((value) => value.toFixed(2));
  return `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, load ${load.join(' ')}`;
};

/** Asks every client process for its figures: latencies, timed messages per socket, CPU (ms). */
export const collectClients = async (children: readonly ChildProcess[]) => {
  const replies = await Promise.all(
    children.map((child) => {
      child.send({ type: 'collect' });
      return reply(child, 'latencies');
    }),
  );
  const answers = replies.flatMap((message) => (message.type === 'latencies' ? [message] : []));
  return {
    latencies: Float64Array.from(answers.flatMap((answer) => answer.latenciesMs)),
    timedMin: Math.min(...answers.map((answer) => answer.timedPerSocket.min)),
    timedMax: Math.max(...answers.map((answer) => answer.timedPerSocket.max)),
    cpuMs: answers.reduce((sum, answer) => sum + cpuMs(answer.cpu), 0),
  };
};
