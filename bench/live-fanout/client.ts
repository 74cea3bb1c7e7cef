/**
 * One client process of the fan-out benchmark: opens its share of WebSocket connections, stamps
 * the arrival of every benchmark message, and hands its latencies to the coordinator at the end.
 * Run by run.ts through child_process.fork; not meant to be started alone.
 *
 * Two kinds of client, chosen by run.ts: `raw` (the default) does the WebSocket handshake itself
 * on a plain TCP socket and reads the frames with frame-reader.ts; `ws` is the `ws` package's
 * client. Both receive every byte of every message; the raw one spends less of the shared CPU
 * doing so, which leaves more of it to the server being measured.
 */
import { createHash, randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { WebSocket } from 'ws';
import { wallMs } from './clock.ts';
import { createFrameReader } from './frame-reader.ts';

export type ClientKind = 'raw' | 'ws';
type Start = {
  type: 'start';
  url: string;
  connections: number;
  inFlightMax: number;
  kind: ClientKind;
};
type Collect = { type: 'collect' };

/** Where the send time sits: the first price's updatedAt, near the start of the text. */
const STAMP = /"updatedAt":"([0-9.]+)"/;
const STAMP_SEARCH_BYTES = 400;
const PRICES_PREFIX = '{"type":"prices"';
const TEXT_OPCODE = 1;
/** RFC 6455 section 1.3: appended to the key to compute Sec-WebSocket-Accept. */
const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HANDSHAKE_BYTES_MAX = 4_096;

const latenciesMs: number[] = [];
/** Per socket, the timed messages it received: each must receive every one. */
const timedCounts: number[] = [];
const closers: (() => void)[] = [];

/** Records a timed prices message's latency; `head` is the message's first bytes. */
const recordIfTimed = (head: Buffer, arrivedMs: number): boolean => {
  const text = head.toString('latin1', 0, STAMP_SEARCH_BYTES);
  if (!text.startsWith(PRICES_PREFIX)) return false;
  const stamp = STAMP.exec(text);
  if (stamp === null) return false;
  latenciesMs.push(arrivedMs - Number(stamp[1]));
  return true;
};

/** A new socket's slot in timedCounts. */
const newSocketIndex = (): number => timedCounts.push(0) - 1;

/** Opens one `ws` socket and resolves on the server's welcome. */
const openWs = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const index = newSocketIndex();
    socket.once('message', () => {
      socket.on('message', (data: Buffer) => {
        if (recordIfTimed(data, wallMs())) timedCounts[index]! += 1;
      });
      resolve();
    });
    socket.once('error', reject);
    closers.push(() => socket.terminate());
  });

const upgradeRequest = (url: URL, key: string): string =>
  [
    `GET ${url.pathname} HTTP/1.1`,
    `Host: ${url.host}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${key}`,
    'Sec-WebSocket-Version: 13',
    '',
    '',
  ].join('\r\n');

/** Checks the server's 101 answer; throws unless it accepts this key. */
const checkUpgrade = (response: string, key: string): void => {
  const accept = createHash('sha1')
    .update(key + HANDSHAKE_GUID)
    .digest('base64');
  const ok =
    response.startsWith('HTTP/1.1 101') &&
    response.toLowerCase().includes(`\r\nsec-websocket-accept: ${accept.toLowerCase()}\r\n`);
  if (!ok) throw new Error(`WebSocket upgrade refused: ${response.split('\r\n')[0]}`);
};

/** Opens one raw socket: handshake, then frames; resolves on the server's welcome. */
const openRaw = (url: URL): Promise<void> =>
  new Promise((resolve, reject) => {
    const key = randomBytes(16).toString('base64');
    const index = newSocketIndex();
    // Each socket from its own loopback address (127.1.x.y): a server's cap on signed-out
    // sockets per address is for the public internet, not for one benchmark machine.
    const localAddress = `127.1.${(index >> 8) & 255}.${index & 255}`;
    const socket = connect({ port: Number(url.port), host: url.hostname, localAddress });
    let welcomed = false;
    const reader = createFrameReader(STAMP_SEARCH_BYTES, (opcode, head) => {
      const arrivedMs = wallMs();
      if (opcode !== TEXT_OPCODE) return;
      if (welcomed && recordIfTimed(head, arrivedMs)) timedCounts[index]! += 1;
      if (welcomed) return;
      welcomed = true;
      resolve();
    });
    let response = Buffer.alloc(0);
    const onHandshake = (chunk: Buffer): void => {
      response = Buffer.concat([response, chunk]);
      const end = response.indexOf('\r\n\r\n');
      if (end === -1 && response.length <= HANDSHAKE_BYTES_MAX) return;
      try {
        if (end === -1) throw new Error('no end to the handshake answer');
        checkUpgrade(response.toString('latin1', 0, end + 2), key);
      } catch (error) {
        socket.destroy();
        return reject(error);
      }
      socket.off('data', onHandshake);
      socket.on('data', (data: Buffer) => reader.push(data));
      if (response.length > end + 4) reader.push(response.subarray(end + 4));
    };
    socket.setNoDelay(true);
    socket.on('data', onHandshake);
    socket.once('error', reject);
    socket.once('connect', () => socket.write(upgradeRequest(url, key)));
    closers.push(() => socket.destroy());
  });

const connectAll = async ({ url, connections, inFlightMax, kind }: Start): Promise<void> => {
  const parsed = new URL(url);
  const open = kind === 'raw' ? () => openRaw(parsed) : () => openWs(url);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < connections) {
      next += 1;
      await open();
    }
  };
  await Promise.all(Array.from({ length: inFlightMax }, lane));
};

process.on('message', (message: Start | Collect) => {
  if (message.type === 'start') {
    connectAll(message).then(
      () => process.send?.({ type: 'ready', connections: closers.length, cpu: process.cpuUsage() }),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
    return;
  }
  const timedPerSocket = {
    min: timedCounts.reduce((a, b) => Math.min(a, b), Infinity),
    max: timedCounts.reduce((a, b) => Math.max(a, b), 0),
  };
  const cpu = process.cpuUsage();
  process.send?.({ type: 'latencies', latenciesMs, timedPerSocket, cpu }, () => {
    for (const close of closers) close();
    process.exit(0);
  });
});
