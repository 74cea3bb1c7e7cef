/**
 * Proves the hub's direct write with real ws sockets on a loopback port: a broadcast goes
 * straight to each TCP socket (ws's `send` is not called) and a ws client receives the same
 * text; on the wire it is byte for byte the frame ws's own `send` writes; a socket whose ws
 * sender still holds a frame (a Blob being read) gets the broadcast through `send`, after that
 * frame, and the direct path again once it is gone; and the buffer maximum still drops a client
 * that stops reading, because direct writes count in `bufferedAmount`.
 */
import type { LiveMessage } from '@emas/api';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect as connectTcp } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { directWriterOf } from './direct-write.ts';
import { LIVE_SOCKET_BUFFERED_BYTES_MAX, type LiveHub, createLiveHub } from './live-hub.ts';
import { samplePrice } from './test-kit.ts';

const WAIT_MS_MAX = 5_000;

type Received = { data: Buffer; isBinary: boolean };
type Client = { socket: WebSocket; received: Received[] };

const market: LiveMessage = { type: 'market', data: { is_closed: false, close_type: 0 } };

/** A prices message of `count` contracts, about 240 bytes each. */
const prices = (count: number): LiveMessage => ({
  type: 'prices',
  data: Array.from({ length: count }, (_, i) => samplePrice(i, '2026-11-22T10:00:00.000Z')),
});

const until = async (done: () => boolean): Promise<void> => {
  const startedMs = Date.now();
  while (!done()) {
    if (Date.now() - startedMs > WAIT_MS_MAX) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const textsOf = (client: Client): string[] =>
  client.received.map(({ data, isBinary }) => `${isBinary ? 'binary' : 'text'} ${data}`);

describe('the hub on real ws sockets', () => {
  let server: WebSocketServer;
  let url: string;
  let hub: LiveHub;
  /** Server-side sockets, in the order their clients connected. */
  let accepted: WebSocket[];
  const clients: Client[] = [];

  beforeEach(async () => {
    hub = createLiveHub();
    accepted = [];
    server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    server.on('connection', (socket) => {
      accepted.push(socket);
      hub.add(socket, '127.0.0.1');
    });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = async (): Promise<Client> => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { socket, received: [] };
    socket.on('message', (data: Buffer, isBinary) => client.received.push({ data, isBinary }));
    clients.push(client);
    const count = accepted.length;
    await until(() => accepted.length > count && socket.readyState === WebSocket.OPEN);
    return client;
  };

  it('writes a broadcast straight to every TCP socket, and each client receives its text', async () => {
    const group = [await open(), await open(), await open()];
    expect(accepted.map((socket) => directWriterOf(socket) !== null)).toEqual([true, true, true]);
    const sends = accepted.map((socket) => vi.spyOn(socket, 'send'));
    hub.broadcast(market);
    await until(() => group.every((client) => client.received.length === 1));
    for (const client of group) expect(textsOf(client)).toEqual([`text ${JSON.stringify(market)}`]);
    for (const send of sends) expect(send).not.toHaveBeenCalled();
  });

  it('puts the same bytes on the wire as ws’s own send', async () => {
    const key = randomBytes(16).toString('base64');
    const tcp = connectTcp((server.address() as AddressInfo).port, '127.0.0.1');
    let wire = Buffer.alloc(0);
    tcp.on('data', (chunk: Buffer) => (wire = Buffer.concat([wire, chunk])));
    tcp.write(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await until(() => accepted.length === 1 && wire.includes('\r\n\r\n'));
    const accept = createHash('sha1')
      .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    expect(wire.toString('latin1')).toContain(`Sec-WebSocket-Accept: ${accept}\r\n`);
    const message = prices(10);
    const ownFrame = async (send: () => void): Promise<Buffer> => {
      const from = wire.length;
      send();
      await until(() => wire.length > from && wire[from + 1] === 126);
      await until(() => wire.length === from + 4 + wire.readUInt16BE(from + 2));
      return wire.subarray(from);
    };
    const viaHub = await ownFrame(() => hub.broadcast(message));
    const viaWs = await ownFrame(() => accepted[0]!.send(JSON.stringify(message)));
    tcp.destroy();
    expect(viaHub.equals(viaWs)).toBe(true);
    expect(viaHub.subarray(4).toString('utf8')).toBe(JSON.stringify(message));
  });

  it('keeps frame order behind a frame ws still holds, then writes directly again', async () => {
    const client = await open();
    hub.signIn(accepted[0]!, { accountId: 'account-a', sessionId: 'session-a' });
    accepted[0]!.send(new Blob(['held by ws while it reads the blob']));
    const send = vi.spyOn(accepted[0]!, 'send');
    hub.broadcast(market);
    hub.notifyAccount('account-a', ['orders']);
    hub.broadcast(prices(1));
    expect(send).toHaveBeenCalledTimes(3);
    await until(() => client.received.length === 4);
    expect(textsOf(client)).toEqual([
      'binary held by ws while it reads the blob',
      `text ${JSON.stringify(market)}`,
      `text ${JSON.stringify({ type: 'account', data: { topics: ['orders'] } })}`,
      `text ${JSON.stringify(prices(1))}`,
    ]);
    hub.broadcast(market);
    await until(() => client.received.length === 5);
    expect(textsOf(client)[4]).toBe(`text ${JSON.stringify(market)}`);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('drops a client that stops reading once its buffer passes the maximum', async () => {
    const reading = await open();
    const stalled = await open();
    stalled.socket.pause();
    const message = prices(400);
    const bytes = Buffer.byteLength(JSON.stringify(message));
    /** Enough to fill the loopback's kernel buffers (a few MiB) and then the maximum. */
    const broadcastsMax = Math.ceil((64 * LIVE_SOCKET_BUFFERED_BYTES_MAX) / bytes);
    let broadcasts = 0;
    while (hub.stats().droppedSlow === 0 && broadcasts < broadcastsMax) {
      hub.broadcast(message);
      broadcasts += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.stats()).toEqual({ sockets: 1, signedIn: 0, droppedSlow: 1 });
    expect(broadcasts).toBeGreaterThan(LIVE_SOCKET_BUFFERED_BYTES_MAX / bytes);
    expect(accepted[1]!.readyState).not.toBe(WebSocket.OPEN);
    await until(() => reading.received.length === broadcasts);
    expect(accepted[0]!.readyState).toBe(WebSocket.OPEN);
  });
});
