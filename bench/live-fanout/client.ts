/**
 * One client process of the fan-out benchmark: opens its share of WebSocket connections, stamps
 * the arrival of every benchmark message, and hands its latencies to the coordinator at the end.
 * Run by run.ts through child_process.fork; not meant to be started alone.
 */
import { WebSocket } from 'ws';
import { wallMs } from './clock.ts';

type Start = { type: 'start'; url: string; connections: number; inFlightMax: number };
type Collect = { type: 'collect' };

/** Where the send time sits: the first price's updatedAt, near the start of the text. */
const STAMP = /"updatedAt":"([0-9.]+)"/;
const STAMP_SEARCH_BYTES = 400;

const latenciesMs: number[] = [];
const sockets: WebSocket[] = [];

const onMessage = (data: Buffer): void => {
  const arrivedMs = wallMs();
  const head = data.toString('latin1', 0, STAMP_SEARCH_BYTES);
  if (!head.startsWith('{"type":"prices"')) return;
  const stamp = STAMP.exec(head);
  if (stamp !== null) latenciesMs.push(arrivedMs - Number(stamp[1]));
};

/** Opens one socket and resolves on the server's welcome. */
const open = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('message', () => {
      socket.on('message', onMessage);
      resolve();
    });
    socket.once('error', reject);
    sockets.push(socket);
  });

const connectAll = async ({ url, connections, inFlightMax }: Start): Promise<void> => {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < connections) {
      next += 1;
      await open(url);
    }
  };
  await Promise.all(Array.from({ length: inFlightMax }, lane));
};

process.on('message', (message: Start | Collect) => {
  if (message.type === 'start') {
    connectAll(message).then(
      () => process.send?.({ type: 'ready', connections: sockets.length }),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
    return;
  }
  process.send?.({ type: 'latencies', latenciesMs }, () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
});
