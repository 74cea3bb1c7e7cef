/**
 * Proves GET /v2/ws on a real port with real WebSocket clients: every client is welcomed and
 * refused permessage-deflate (the hub's shared frames are uncompressed); a broadcast reaches
 * every client once, with the same text; `auth` with a signed-in token
 * receives that account's notices, an invalid token is answered signedIn false and receives
 * none; garbage (bad JSON, unknown types, binary, oversized messages) closes no one but an
 * oversized sender, and the server keeps serving; a market-data tick arrives as candle messages.
 */
import { type LiveMessage, liveMessageSchema } from '@emas/api';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { LIVE_INBOUND_BYTES_MAX } from './live-hub.ts';

const WAIT_MS_MAX = 5_000;
/** How long a client is watched for a message that must not come. */
const QUIET_MS = 200;

type Client = {
  readonly socket: WebSocket;
  /** Every text frame received, oldest first. */
  readonly texts: string[];
  messages(): LiveMessage[];
  /** The first message from index `from` on (received or still to come) that matches. */
  next(match: (message: LiveMessage) => boolean, from?: number): Promise<LiveMessage>;
  closed: Promise<number>;
};

const connect = async (url: string): Promise<Client> => {
  const socket = new WebSocket(url);
  const texts: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    texts.push(data.toString('utf8'));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const messages = () => texts.map((text) => liveMessageSchema.parse(JSON.parse(text)));
  const next = (match: (message: LiveMessage) => boolean, from = 0) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const check = () => {
        const found = messages().slice(from).find(match);
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error('no matching live message'));
      }, WAIT_MS_MAX);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client = { socket, texts, messages, next, closed };
  await next((message) => message.type === 'welcome');
  return client;
};

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
const typesOf = (client: Client) => client.messages().map((message) => message.type);

describe.each(databaseKinds())('live channel on %s', (kind) => {
  let t: TestApp;
  let url: string;
  const clients: Client[] = [];
  const open = async () => {
    const client = await connect(url);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v2/ws`;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t.close();
  });

  it('welcomes a client as signed out, and a broadcast reaches every client once, same text', async () => {
    const group = await Promise.all([open(), open(), open()]);
    for (const client of group) {
      expect(client.messages()).toEqual([{ type: 'welcome', data: { signedIn: false } }]);
      // ws's client offers permessage-deflate by default; the server must not take it.
      expect(client.socket.extensions).toBe('');
    }
    const message: LiveMessage = { type: 'market', data: { is_closed: true, close_type: 2 } };
    t.liveHub.broadcast(message);
    await Promise.all(group.map((client) => client.next((m) => m.type === 'market')));
    await quiet();
    const texts = group.map((client) => client.texts.slice(1));
    expect(texts[0]).toEqual([JSON.stringify(message)]);
    expect(texts[1]).toEqual(texts[0]);
    expect(texts[2]).toEqual(texts[0]);
  });

  it('sends account notices to a client that signed in with a valid token, not to others', async () => {
    const { userId, token } = await signInAs(t.app, 'client@demo.emas.id');
    const other = await signInAs(t.app, 'client2@demo.emas.id');
    const [mine, invalid, anonymous, otherAccount] = await Promise.all([
      open(),
      open(),
      open(),
      open(),
    ]);
    mine.socket.send(JSON.stringify({ type: 'auth', token }));
    invalid.socket.send(JSON.stringify({ type: 'auth', token: 'A'.repeat(43) }));
    otherAccount.socket.send(JSON.stringify({ type: 'auth', token: other.token }));
    const isSignedInWelcome = (signedIn: boolean) => (m: LiveMessage) =>
      m.type === 'welcome' && m.data.signedIn === signedIn;
    await mine.next(isSignedInWelcome(true));
    await otherAccount.next(isSignedInWelcome(true));
    expect(await invalid.next((m) => m.type === 'welcome', 1)).toEqual({
      type: 'welcome',
      data: { signedIn: false },
    });
    t.liveHub.notifyAccount(userId, ['orders', 'balance']);
    const notice = await mine.next((m) => m.type === 'account');
    expect(notice).toEqual({ type: 'account', data: { topics: ['orders', 'balance'] } });
    await quiet();
    expect(typesOf(invalid)).not.toContain('account');
    expect(typesOf(anonymous)).not.toContain('account');
    expect(typesOf(otherAccount)).not.toContain('account');
  });

  it('ignores garbage, closes only an oversized sender, and keeps serving', async () => {
    const sender = await open();
    const oversized = await open();
    sender.socket.send('not json at all {');
    sender.socket.send(JSON.stringify({ type: 'subscribe', topic: 'everything' }));
    sender.socket.send(JSON.stringify({ type: 'auth', token: 42 }));
    sender.socket.send(JSON.stringify({ type: 'auth' }));
    sender.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    sender.socket.send('null');
    oversized.socket.send('x'.repeat(LIVE_INBOUND_BYTES_MAX + 1));
    expect(await oversized.closed).toBe(1009);
    await quiet();
    expect(sender.socket.readyState).toBe(WebSocket.OPEN);
    t.liveHub.broadcast({ type: 'market', data: { is_closed: false, close_type: 0 } });
    await sender.next((m) => m.type === 'market');
    const status = await t.app.inject({ method: 'GET', url: '/v2/igx/market_status' });
    expect(status.statusCode).toBe(200);
    await open();
  });

  it('pushes each reference tick as one candle message per symbol', async () => {
    const client = await open();
    await t.marketData.start({ timers: false });
    t.clock.advance(1_000);
    t.marketData.tick();
    const candles = [
      await client.next((m) => m.type === 'candle' && m.data.symbol === 'XAUIDRG'),
      await client.next((m) => m.type === 'candle' && m.data.symbol === 'XAUUSDG'),
    ];
    for (const message of candles) {
      expect(message).toMatchObject({
        type: 'candle',
        data: { candle: { time: expect.any(Number) } },
      });
    }
  });
});
