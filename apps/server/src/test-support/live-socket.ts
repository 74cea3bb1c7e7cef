import type { AddressInfo } from 'node:net';
import { type LiveMessage, liveMessageSchema } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** How long a live message may take to arrive before the test fails. */
const WAIT_MS_MAX = 5_000;

/** A real WebSocket client of the live channel, as the tests of live and chat use it. */
export type LiveSocket = {
  readonly socket: WebSocket;
  /** Every text frame received, oldest first. */
  readonly texts: string[];
  messages(): LiveMessage[];
  /** The first message from index `from` on (received or still to come) that matches. */
  next(match: (message: LiveMessage) => boolean, from?: number): Promise<LiveMessage>;
  send(message: object): void;
  readonly closed: Promise<number>;
};

/** Puts the app on a free local port and answers the address of its live channel. */
export const listenForLive = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v2/ws`;
};

/** Opens a socket on the live channel and answers it once the server has welcomed it. */
export const connectLive = async (url: string): Promise<LiveSocket> => {
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
  const send = (message: object) => socket.send(JSON.stringify(message));
  const client = { socket, texts, messages, next, send, closed };
  await next((message) => message.type === 'welcome');
  return client;
};
